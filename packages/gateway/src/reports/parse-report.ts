/**
 * Parses a reconciliation report (.xlsx or CSV) into rows of {orderShortCode, amount} and the
 * errors of the spec's types (RECON-15). The back-office's spreadsheet reader tells the format by
 * the bytes and streams the rows (zip-bomb guard, exceljs streaming, CSV); this file decides what
 * the columns mean.
 */
import {
  isBlankRow,
  normaliseHeader,
  readSheetRows,
  type SheetCell,
  type SheetProblem,
} from '@umbrella/backoffice/spreadsheet';
import type { ParsedReport, ReportError, ReportErrorType, ReportLimits, ReportRow } from './report-errors.js';

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
  add(number: number, cells: SheetCell[]): boolean {
    if (isBlankRow(cells)) return true;
    if (!this.columns) {
      const found: Partial<Record<Column, number>> = {};
      cells.forEach((cell, index) => {
        const name = normaliseHeader(String(cell ?? ''));
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

const PROBLEM_TYPES: Record<SheetProblem['kind'], ReportErrorType> = {
  unreadable: 'REPORT_FILE_IO_ERROR',
  unsupported: 'UNSUPPORTED_FILE_FORMAT',
  empty: 'SHEET_HAS_NO_DATA_COLUMNS',
};

/** Parses the bytes of a report by what they are. */
export async function parseReport(data: Buffer, limits: ReportLimits): Promise<ParsedReport> {
  const collector = new Collector(limits);
  const problem = await readSheetRows(data, limits, (number, cells) => collector.add(number, cells));
  if (problem) return { rows: [], errors: [{ type: PROBLEM_TYPES[problem.kind], message: problem.message }] };
  return collector.finish();
}
