/**
 * Opens a spreadsheet with LibreOffice (soffice --headless, installed here and in CI) the way a
 * person's office suite would, and reads its first sheet back as LibreOffice shows it: the
 * formatted text of every cell. A file LibreOffice cannot open fails the conversion.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** RFC 4180 records (LibreOffice quotes text cells; quotes inside are doubled). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * The first sheet of `xlsx` as LibreOffice converts it to CSV (UTF-8, comma, formatted text),
 * each run with its own user profile so parallel runs do not share (and lock) one.
 */
export async function libreOfficeRows(xlsx: Buffer | Uint8Array): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-lo-'));
  try {
    const file = join(dir, 'sheet.xlsx');
    await writeFile(file, xlsx);
    const { stderr } = await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        // 44 = comma, 34 = double quote, 76 = UTF-8, first line 1, then "as shown" formatting.
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 120_000 },
    );
    const csv = await readFile(join(dir, 'sheet.csv'), 'utf8').catch(() => {
      throw new Error(`LibreOffice did not convert the spreadsheet: ${stderr}`);
    });
    return parseCsv(csv);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
