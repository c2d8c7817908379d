import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testWorkbook } from '@umbrella/backoffice/testing';
import { readSheetRows, type SheetCell } from '@umbrella/edge/spreadsheet';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { parseInWorker } from './parse-in-worker.js';
import { parseReport } from './parse-report.js';
import { DEFAULT_REPORT_LIMITS, type ParsedReport } from './report-errors.js';

const limits = DEFAULT_REPORT_LIMITS;

/** Every row the shared reader gives for the bytes. */
async function sheetRows(data: Buffer): Promise<SheetCell[][]> {
  const rows: SheetCell[][] = [];
  await readSheetRows(data, limits, (_number, cells) => rows.push(cells) > 0);
  return rows;
}

/** A flat ODF sheet whose date cells carry LibreOffice date styles; soffice turns it into an .xlsx. */
function libreOfficeDates(): string {
  const style = (name: string, parts: string) =>
    `<number:date-style style:name="${name}">${parts}</number:date-style><style:style style:name="c${name}" style:family="table-cell" style:data-style-name="${name}"/>`;
  const text = (t: string) => `<table:table-cell office:value-type="string"><text:p>${t}</text:p></table:table-cell>`;
  const date = (styleName: string, value: string) =>
    `<table:table-cell table:style-name="c${styleName}" office:value-type="date" office:date-value="${value}"><text:p>${value}</text:p></table:table-cell>`;
  const float = (v: number) =>
    `<table:table-cell office:value-type="float" office:value="${v}"><text:p>${v}</text:p></table:table-cell>`;
  const row = (...cells: string[]) => `<table:table-row>${cells.join('')}</table:table-row>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:styles>${style('dmy', '<number:day number:style="long"/><number:text>/</number:text><number:month number:style="long"/><number:text>/</number:text><number:year number:style="long"/>')}${style('iso', '<number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/><number:text> </number:text><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/>')}${style('long', '<number:day/><number:text> </number:text><number:month number:textual="true" number:style="long"/><number:text> </number:text><number:year number:style="long"/>')}</office:styles>
<office:body><office:spreadsheet><table:table table:name="Reporte">
${row(text('pedido'), text('monto'), text('fecha'))}
${row(text('A-1'), float(12.3), date('dmy', '2026-11-20'))}
${row(text('A-2'), float(5), date('iso', '2026-11-21T14:30:00'))}
${row(text('A-3'), date('long', '2026-11-22'), date('long', '2026-11-22'))}
</table:table></office:spreadsheet></office:body></office:document>`;
}

const types = (result: ParsedReport) => result.errors.map((e) => e.type);

describe('report parsing (hostile files)', { timeout: 120_000 }, () => {
  it('RECON-15 reads an .xlsx: rows of code and amount in minor units, formulas by their result, rich text by its text', async () => {
    const data = await testWorkbook(
      [
        ['Pedido', 'Cliente', 'Monto'],
        ['PER-001-001', 'Rosa', 149.9],
        [{ richText: [{ text: 'per-001-' }, { text: '002' }] }, 'Ana', '1.234,50'],
        ['PER-001-003', 'Luis', { formula: '10+5', result: 15 }],
      ],
      () => undefined,
    );
    const result = await parseReport(data, limits);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { row: 2, orderShortCode: 'PER-001-001', amount: 14990 },
      { row: 3, orderShortCode: 'PER-001-002', amount: 123450 },
      { row: 4, orderShortCode: 'PER-001-003', amount: 1500 },
    ]);
  });

  it('RECON-15 CELL_VALUE_WRONG_FORMAT, CELL_VALUE_IS_MISSING and DUPLICATE_ITEM_FOUND name the row and column', async () => {
    const data = await testWorkbook([
      ['orderShortCode', 'amount'],
      ['A-1', 'abc'],
      [null, 10],
      ['A-2', null],
      ['A-3', 5],
      ['a-3', 6],
      ['A-4', -3],
    ]);
    const result = await parseReport(data, limits);
    expect(result.errors).toEqual([
      expect.objectContaining({ type: 'CELL_VALUE_WRONG_FORMAT', row: 2, column: 'amount' }),
      expect.objectContaining({ type: 'CELL_VALUE_IS_MISSING', row: 3, column: 'orderShortCode' }),
      expect.objectContaining({ type: 'CELL_VALUE_IS_MISSING', row: 4, column: 'amount' }),
      expect.objectContaining({ type: 'DUPLICATE_ITEM_FOUND', row: 6, column: 'orderShortCode' }),
      expect.objectContaining({ type: 'CELL_VALUE_WRONG_FORMAT', row: 7, column: 'amount' }),
    ]);
    expect(result.rows.map((r) => r.orderShortCode)).toEqual(['A-3']);
  });

  it('RECON-15 an empty sheet, a sheet without the columns and an empty file are SHEET_HAS_NO_DATA_COLUMNS', async () => {
    expect(types(await parseReport(await testWorkbook([]), limits))).toEqual(['SHEET_HAS_NO_DATA_COLUMNS']);
    expect(
      types(
        await parseReport(
          await testWorkbook([
            ['Nombre', 'Fecha'],
            ['x', 'y'],
          ]),
          limits,
        ),
      ),
    ).toEqual(['SHEET_HAS_NO_DATA_COLUMNS']);
    expect(types(await parseReport(await testWorkbook([['pedido', 'monto']]), limits))).toEqual([
      'SHEET_HAS_NO_DATA_COLUMNS',
    ]);
    expect(types(await parseReport(Buffer.alloc(0), limits))).toEqual(['SHEET_HAS_NO_DATA_COLUMNS']);
  });

  it('RECON-15 a CSV with a BOM, semicolons, quotes and decimal commas parses correctly', async () => {
    const csv = '\ufeffCódigo;Monto\r\n"PER-9-1";"149,90"\r\nPER-9-2;20\r\n\r\n"PER;9-3";1.000,05\r\n';
    const result = await parseReport(Buffer.from(csv, 'utf8'), limits);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { row: 2, orderShortCode: 'PER-9-1', amount: 14990 },
      { row: 3, orderShortCode: 'PER-9-2', amount: 2000 },
      { row: 5, orderShortCode: 'PER;9-3', amount: 100005 },
    ]);
  });

  it('RECON-15 a PDF renamed .xlsx or .csv, and other binaries, are UNSUPPORTED_FILE_FORMAT', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
    expect(types(await parseReport(pdf, limits))).toEqual(['UNSUPPORTED_FILE_FORMAT']);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(types(await parseReport(png, limits))).toEqual(['UNSUPPORTED_FILE_FORMAT']);
  });

  it('a zip bomb is refused from its directory, before anything is unpacked', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024));
    const bomb = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const result = await parseReport(bomb, limits);
    expect(types(result)).toEqual(['REPORT_FILE_IO_ERROR']);
    expect(result.errors[0]?.message).toMatch(/expands \d+ times/);
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it('a damaged workbook is REPORT_FILE_IO_ERROR', async () => {
    const good = await testWorkbook([
      ['pedido', 'monto'],
      ['A-1', 1],
    ]);
    const broken = Buffer.concat([good.subarray(0, 200), Buffer.alloc(50), good.subarray(good.length - 22)]);
    expect(types(await parseReport(broken, limits))).toEqual(['REPORT_FILE_IO_ERROR']);
  });

  // The default limit's size (200 000 rows and far past it) is measured in bench/reports, not here.
  it('a sheet past the row limit is refused in the worker, one at the limit is read, the loop stays free', async () => {
    const small = { ...limits, maxRows: 2_000 };
    const sheet = (rows: number) => {
      const lines = ['pedido;monto'];
      for (let i = 0; i < rows; i++) lines.push(`P-${i};${i % 500}.50`);
      return Buffer.from(lines.join('\n'));
    };
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const over = await parseInWorker(sheet(small.maxRows + 1), small, { heapMb: 256 });
    clearInterval(timer);
    expect(over.rows).toEqual([]);
    expect(over.errors).toEqual([
      {
        type: 'REPORT_FILE_IO_ERROR',
        code: 'tooManyRows',
        values: { limit: small.maxRows },
        row: null,
        message: `The report has more than ${small.maxRows} rows`,
      },
    ]);
    expect(ticks).toBeGreaterThan(0);
    const at = await parseInWorker(sheet(small.maxRows), small, { heapMb: 256 });
    expect(at.errors).toEqual([]);
    expect(at.rows).toHaveLength(small.maxRows);
  });

  it('the worker parses an .xlsx and answers its rows', async () => {
    const data = await testWorkbook([
      ['pedido', 'monto'],
      ['A-1', 12.3],
    ]);
    expect(await parseInWorker(data, limits)).toEqual({
      rows: [{ row: 2, orderShortCode: 'A-1', amount: 1230 }],
      errors: [],
    });
  });

  it('an .xlsx written by LibreOffice parses like one written by exceljs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umbrella-lo-'));
    writeFileSync(join(dir, 'r.csv'), 'pedido,monto\nA-1,12.30\nA-2,=2*5\n');
    execFileSync('soffice', ['--headless', '--convert-to', 'xlsx', '--outdir', dir, join(dir, 'r.csv')]);
    const result = await parseReport(readFileSync(join(dir, 'r.xlsx')), limits);
    expect(result.rows.map((r) => r.amount)).toEqual([1230, 1000]);
  });

  it('RECON-15 dates LibreOffice writes (dd/mm/yyyy, yyyy-mm-dd hh:mm, d mmmm yyyy) are read as dates; a date where the amount goes is CELL_VALUE_WRONG_FORMAT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'umbrella-lo-'));
    writeFileSync(join(dir, 'd.fods'), libreOfficeDates());
    execFileSync('soffice', ['--headless', '--convert-to', 'xlsx', '--outdir', dir, join(dir, 'd.fods')]);
    const data = readFileSync(join(dir, 'd.xlsx'));
    const dates = (await sheetRows(data)).slice(1).map((cells) => (cells[2] as Date).toISOString());
    expect(dates).toEqual(['2026-11-20T00:00:00.000Z', '2026-11-21T14:30:00.000Z', '2026-11-22T00:00:00.000Z']);
    const result = await parseReport(data, limits);
    expect(result.rows).toEqual([
      { row: 2, orderShortCode: 'A-1', amount: 1230 },
      { row: 3, orderShortCode: 'A-2', amount: 500 },
    ]);
    expect(result.errors).toEqual([
      expect.objectContaining({ type: 'CELL_VALUE_WRONG_FORMAT', row: 4, column: 'amount' }),
    ]);
  });

  it('RECON-15 dates in the formats Excel writes (built-in, locale-tagged, quoted, with time) are read as dates', async () => {
    const formats = [
      'm/d/yyyy',
      'dd/mm/yyyy',
      '[$-409]d-mmm-yy;@',
      '[$-F800]dddd, mmmm dd, yyyy',
      'dd"/"mm"/"yyyy',
      'yyyy-mm-dd hh:mm:ss',
    ];
    const data = await testWorkbook(
      [['pedido', 'monto', 'fecha'], ...formats.map((_, i) => [`A-${i}`, 1, new Date(Date.UTC(2026, 10, 20 + i, 10))])],
      (sheet) => {
        for (const [i, format] of formats.entries()) sheet.getCell(i + 2, 3).numFmt = format;
      },
    );
    const dates = (await sheetRows(data)).slice(1).map((cells) => cells[2]);
    expect(dates).toEqual(formats.map((_, i) => new Date(Date.UTC(2026, 10, 20 + i, 10))));
  });
});
