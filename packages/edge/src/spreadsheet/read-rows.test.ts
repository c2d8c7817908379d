import { describe, expect, it } from 'vitest';
import { readSheetRows, type SheetCell, type SheetLimits } from './read-rows.js';

const limits: SheetLimits = { maxBytes: 1_000_000, maxUnzippedBytes: 10_000_000, maxZipRatio: 100 };

async function csvRows(text: string, stopAfter = Number.POSITIVE_INFINITY) {
  const rows: [number, SheetCell[]][] = [];
  const problem = await readSheetRows(Buffer.from(text, 'utf8'), limits, (number, cells) => {
    rows.push([number, cells]);
    return rows.length < stopAfter;
  });
  return { problem, rows };
}

describe('readSheetRows, CSV', () => {
  it('a quoted cell keeps its line break, its delimiter and its doubled quotes', async () => {
    const { problem, rows } = await csvRows(
      'Código,Nota\r\n"PER-1","línea 1\r\nlínea 2, con ""comillas"""\r\nPER-2,x\r\n',
    );
    expect(problem).toBeUndefined();
    expect(rows).toEqual([
      [1, ['Código', 'Nota']],
      [2, ['PER-1', 'línea 1\r\nlínea 2, con "comillas"']],
      [3, ['PER-2', 'x']],
    ]);
  });

  it('drops the BOM, takes ; from the header line, and numbers rows counting blank ones', async () => {
    const { rows } = await csvRows('\ufeffa;b\n1;2,5\n\n3; \n');
    expect(rows).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2,5']],
      [3, [null]],
      [4, ['3', null]],
    ]);
  });

  it('reads mixed line ends, short rows and a quote inside an unquoted cell', async () => {
    const { rows } = await csvRows('a,b\r\n5"x7",2\n3\rlast,row');
    expect(rows.map(([, cells]) => cells)).toEqual([['a', 'b'], ['5"x7"', '2'], ['3'], ['last', 'row']]);
  });

  it('stops when the handler says so', async () => {
    const { rows } = await csvRows('a\nb\nc\n', 2);
    expect(rows.map(([number]) => number)).toEqual([1, 2]);
  });

  it('a quote left open is an unreadable file, not one huge cell', async () => {
    const { problem } = await csvRows('a,b\n"open,2\n3,4\n');
    expect(problem?.kind).toBe('unreadable');
  });
});
