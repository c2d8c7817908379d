/**
 * Reads the first sheet of an uploaded spreadsheet one row at a time, told by its bytes, not its
 * name: a zip is an .xlsx (its directory checked against the expansion limits first, then read
 * with exceljs's streaming reader), UTF-8 text is CSV (read with csv-parse, BOM dropped, `;` or
 * `,` by the header line), anything else is unsupported. Formula cells count by their cached result, rich text by its text.
 * The reconciliation reports (gateway) and the delivery-provider reports (back-office) both read
 * their files here; each decides what its columns mean.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { inspectZip } from './zip-guard.js';

export type SheetCell = string | number | Date | null;
export type SheetFormat = 'xlsx' | 'csv';
export type SheetLimits = { maxBytes: number; maxUnzippedBytes: number; maxZipRatio: number };
/** Why a file could not be read: unreadable (damaged, too large, a zip bomb), unsupported (not an accepted format), empty. */
export type SheetProblem = { kind: 'unreadable' | 'unsupported' | 'empty'; message: string };
/** One row (1-based sheet row number, cells left to right); return false to stop reading. */
export type RowHandler = (number: number, cells: SheetCell[]) => boolean;

/** What a cell holds as text or number: a formula by its result, rich text by its text. */
export function cellValue(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('formula' in v || 'sharedFormula' in v) return cellValue(v.result);
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return cellValue(v.text);
    if (v.error !== undefined) return null;
  }
  return String(value);
}

/** Header matching that ignores case, accents, spaces and punctuation: "Código de pedido" → "codigodepedido". */
export const normaliseHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** True when every cell is empty: such rows are skipped. */
export const isBlankRow = (cells: readonly SheetCell[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** `;` when the header line has more semicolons than commas (a Spanish-locale export), else `,`. */
function csvDelimiter(data: Buffer): ';' | ',' {
  const end = data.findIndex((byte) => byte === 0x0a || byte === 0x0d);
  const firstLine = data.subarray(0, end === -1 ? data.length : end).toString('utf8');
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

async function readCsv(data: Buffer, onRow: RowHandler): Promise<SheetProblem | undefined> {
  const records = Readable.from([data]).pipe(
    parse({
      bom: true,
      delimiter: csvDelimiter(data),
      // Spreadsheets and hand edits mix line ends and leave rows short or long: read them all.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside an unquoted cell is part of the text (5"x7"), not a syntax error.
      relax_quotes: true,
    }),
  );
  let number = 0;
  try {
    for await (const cells of records as AsyncIterable<string[]>) {
      number += 1;
      if (
        !onRow(
          number,
          cells.map((c) => (c.trim() === '' ? null : c)),
        )
      )
        break;
    }
  } catch (error) {
    return { kind: 'unreadable', message: `the CSV cannot be read: ${(error as Error).message}`.slice(0, 200) };
  }
  return undefined;
}

async function readXlsx(data: Buffer, limits: SheetLimits, onRow: RowHandler): Promise<SheetProblem | undefined> {
  const verdict = inspectZip(data, limits);
  if (!verdict.ok) return { kind: 'unreadable', message: verdict.reason };
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'emit',
    });
    // The first worksheet is the report.
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        if (!onRow(row.number, values.map(cellValue))) break;
      }
      break;
    }
  } catch (error) {
    return { kind: 'unreadable', message: `the workbook cannot be read: ${(error as Error).message}`.slice(0, 200) };
  }
  return undefined;
}

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** What the bytes are: an .xlsx (a zip), CSV (UTF-8 text that is not a PDF), or neither. */
export function sheetFormatOf(data: Buffer): SheetFormat | undefined {
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  const sample = data.subarray(0, 4096);
  const text =
    !sample.includes(0) &&
    Buffer.from(sample.toString('utf8'), 'utf8').subarray(0, 4000).equals(sample.subarray(0, 4000));
  return text && !startsWith(data, [0x25, 0x50, 0x44, 0x46]) ? 'csv' : undefined;
}

const FORMAT_NAMES: Record<SheetFormat, string> = { xlsx: 'an Excel workbook (.xlsx)', csv: 'a CSV' };

/** Reads the file's first sheet row by row; a problem when it cannot. `formats` are the ones accepted. */
export async function readSheetRows(
  data: Buffer,
  limits: SheetLimits,
  onRow: RowHandler,
  formats: readonly SheetFormat[] = ['xlsx', 'csv'],
): Promise<SheetProblem | undefined> {
  if (data.length === 0) return { kind: 'empty', message: 'the file is empty' };
  if (data.length > limits.maxBytes)
    return { kind: 'unreadable', message: `the file is larger than ${limits.maxBytes} bytes` };
  const format = sheetFormatOf(data);
  if (!format || !formats.includes(format)) {
    return { kind: 'unsupported', message: `the file is not ${formats.map((f) => FORMAT_NAMES[f]).join(' or ')}` };
  }
  return format === 'xlsx' ? readXlsx(data, limits, onRow) : readCsv(data, onRow);
}
