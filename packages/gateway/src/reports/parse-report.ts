/**
 * Parses a reconciliation report (.xlsx or CSV) into rows of {orderShortCode, amount} and the
 * errors of the spec's types (RECON-15). The format is told by the bytes, not the name: a zip is an
 * .xlsx (its directory checked against the expansion limits first, then read with exceljs's
 * streaming reader, one row at a time), UTF-8 text is CSV (BOM dropped, `;` or `,` by the header
 * line), anything else is UNSUPPORTED_FILE_FORMAT. Formula cells count by their cached result.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ParsedReport, ReportError, ReportLimits, ReportRow } from './report-errors.js';
import { inspectZip } from './zip-guard.js';

const COLUMNS = {
  orderShortCode: [
    'ordershortcode',
    'shortcode',
    'order',
    'ordercode',
    'pedido',
    'codigo',
    'codigopedido',
    'codigodepedido',
  ],
  amount: ['amount', 'monto', 'importe', 'total', 'sum', 'suma'],
} as const;
type Column = keyof typeof COLUMNS;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** What a cell holds as text or number: a formula by its result, rich text by its text. */
function cellValue(value: unknown): string | number | Date | null {
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

/** An amount cell in minor units: a number, or text like "149.90", "149,90", "1.234,56"; undefined when not one. */
export function amountOf(value: string | number | Date): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
  if (value instanceof Date) return undefined;
  let text = value.trim().replace(/\s/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma > lastDot) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

class Collector {
  readonly rows: ReportRow[] = [];
  readonly errors: ReportError[] = [];
  private columns: Partial<Record<Column, number>> | undefined;
  private readonly seen = new Map<string, number>();
  private dataRows = 0;
  tooMany = false;
  constructor(private readonly limits: ReportLimits) {}

  private error(error: ReportError) {
    if (this.errors.length < this.limits.maxErrors) this.errors.push(error);
  }

  /** One sheet row (1-based number, cells left to right); false to stop reading. */
  add(number: number, cells: (string | number | Date | null)[]): boolean {
    if (cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) return true;
    if (!this.columns) {
      const found: Partial<Record<Column, number>> = {};
      cells.forEach((cell, index) => {
        const name = normalise(String(cell ?? ''));
        for (const column of Object.keys(COLUMNS) as Column[]) {
          if (found[column] === undefined && (COLUMNS[column] as readonly string[]).includes(name))
            found[column] = index;
        }
      });
      this.columns = found;
      return true;
    }
    this.dataRows += 1;
    if (this.dataRows > this.limits.maxRows) {
      this.tooMany = true;
      return false;
    }
    const { orderShortCode: codeAt, amount: amountAt } = this.columns;
    if (codeAt === undefined || amountAt === undefined) return false;
    const code = cells[codeAt] ?? null;
    const amount = cells[amountAt] ?? null;
    const shortCode = code === null ? '' : String(code).trim().toUpperCase();
    if (!shortCode)
      this.error({
        type: 'CELL_VALUE_IS_MISSING',
        row: number,
        column: 'orderShortCode',
        message: 'order code is missing',
      });
    let minor: number | undefined;
    if (amount === null || (typeof amount === 'string' && !amount.trim())) {
      this.error({ type: 'CELL_VALUE_IS_MISSING', row: number, column: 'amount', message: 'amount is missing' });
    } else {
      minor = amountOf(amount);
      if (minor === undefined) {
        this.error({
          type: 'CELL_VALUE_WRONG_FORMAT',
          row: number,
          column: 'amount',
          message: `"${String(amount).slice(0, 40)}" is not an amount`,
        });
      }
    }
    if (!shortCode || minor === undefined) return true;
    const first = this.seen.get(shortCode);
    if (first !== undefined) {
      this.error({
        type: 'DUPLICATE_ITEM_FOUND',
        row: number,
        column: 'orderShortCode',
        message: `${shortCode} is also on row ${first}`,
      });
      return true;
    }
    this.seen.set(shortCode, number);
    this.rows.push({ row: number, orderShortCode: shortCode, amount: minor });
    return true;
  }

  finish(): ParsedReport {
    if (this.tooMany) {
      return {
        rows: [],
        errors: [{ type: 'REPORT_FILE_IO_ERROR', message: `the report has more than ${this.limits.maxRows} rows` }],
      };
    }
    const columns = this.columns;
    const missing = (Object.keys(COLUMNS) as Column[]).filter((c) => columns?.[c] === undefined);
    if (!columns || missing.length) {
      const message = columns ? `no ${missing.join(' or ')} column` : 'the sheet has no header and no data';
      return { rows: [], errors: [{ type: 'SHEET_HAS_NO_DATA_COLUMNS', message }] };
    }
    if (this.dataRows === 0)
      return { rows: [], errors: [{ type: 'SHEET_HAS_NO_DATA_COLUMNS', message: 'the sheet has no data rows' }] };
    return { rows: this.rows, errors: this.errors };
  }
}

/** Splits CSV text into rows of cells (quotes, doubled quotes, CRLF), one row at a time. */
function* csvRows(text: string, delimiter: string): Generator<string[]> {
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      yield cells;
      cells = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    yield cells;
  }
}

function parseCsv(data: Buffer, limits: ReportLimits): ParsedReport {
  let text = data.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const collector = new Collector(limits);
  let number = 0;
  for (const cells of csvRows(text, delimiter)) {
    number += 1;
    if (
      !collector.add(
        number,
        cells.map((c) => (c.trim() === '' ? null : c)),
      )
    )
      break;
  }
  return collector.finish();
}

async function parseXlsx(data: Buffer, limits: ReportLimits): Promise<ParsedReport> {
  const verdict = inspectZip(data, limits);
  if (!verdict.ok) return { rows: [], errors: [{ type: 'REPORT_FILE_IO_ERROR', message: verdict.reason }] };
  const collector = new Collector(limits);
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
        if (!collector.add(row.number, values.map(cellValue))) break;
      }
      break;
    }
  } catch (error) {
    return {
      rows: [],
      errors: [
        {
          type: 'REPORT_FILE_IO_ERROR',
          message: `the workbook cannot be read: ${(error as Error).message}`.slice(0, 200),
        },
      ],
    };
  }
  return collector.finish();
}

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** Parses the bytes of a report by what they are. */
export async function parseReport(data: Buffer, limits: ReportLimits): Promise<ParsedReport> {
  if (data.length === 0)
    return { rows: [], errors: [{ type: 'SHEET_HAS_NO_DATA_COLUMNS', message: 'the file is empty' }] };
  if (data.length > limits.maxBytes) {
    return {
      rows: [],
      errors: [{ type: 'REPORT_FILE_IO_ERROR', message: `the file is larger than ${limits.maxBytes} bytes` }],
    };
  }
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return parseXlsx(data, limits);
  const sample = data.subarray(0, 4096);
  const text =
    !sample.includes(0) &&
    Buffer.from(sample.toString('utf8'), 'utf8').subarray(0, 4000).equals(sample.subarray(0, 4000));
  if (text && !startsWith(data, [0x25, 0x50, 0x44, 0x46])) return parseCsv(data, limits);
  return {
    rows: [],
    errors: [{ type: 'UNSUPPORTED_FILE_FORMAT', message: 'the file is neither an Excel workbook (.xlsx) nor a CSV' }],
  };
}
