/**
 * Parses a reconciliation report (.xlsx or CSV) into rows of {orderShortCode, amount} and the
 * errors of the spec's types (RECON-15). The back-office's spreadsheet reader tells the format by
 * the bytes and streams the rows (zip-bomb guard, exceljs streaming, CSV); this file decides what
 * the columns mean.
 */

import { type ReportRowErrorCode, type ReportRowErrorValues, reportRowError } from '@umbrella/contract';
import {
  isBlankRow,
  normaliseHeader,
  readSheetRows,
  type SheetCell,
  type SheetProblem,
} from '@umbrella/edge/spreadsheet';
import {
  type ParsedReport,
  type ReportError,
  type ReportErrorType,
  type ReportLimits,
  type ReportRow,
  sheetProblemError,
} from './report-errors.js';

/** A reconciliation error: its spec type, and the code and values it is said with. */
function reportError(
  type: ReportErrorType,
  code: ReportRowErrorCode,
  values: ReportRowErrorValues = {},
  column?: string,
): ReportError {
  return { type, ...reportRowError(code, values), ...(column ? { column } : {}) };
}

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
      this.error(reportError('CELL_VALUE_IS_MISSING', 'shortCodeMissing', { row: number }, 'orderShortCode'));
    let minor: number | undefined;
    if (amount === null || (typeof amount === 'string' && !amount.trim())) {
      this.error(reportError('CELL_VALUE_IS_MISSING', 'amountMissing', { row: number }, 'amount'));
    } else {
      minor = amountOf(amount);
      if (minor === undefined) {
        const value = String(amount).slice(0, 40);
        this.error(reportError('CELL_VALUE_WRONG_FORMAT', 'amountFormat', { row: number, value }, 'amount'));
      }
    }
    if (!shortCode || minor === undefined) return true;
    const first = this.seen.get(shortCode);
    if (first !== undefined) {
      const values = { row: number, value: shortCode, first };
      this.error(reportError('DUPLICATE_ITEM_FOUND', 'duplicate', values, 'orderShortCode'));
      return true;
    }
    this.seen.set(shortCode, number);
    this.rows.push({ row: number, orderShortCode: shortCode, amount: minor });
    return true;
  }

  finish(): ParsedReport {
    if (this.tooMany) {
      return { rows: [], errors: [reportError('REPORT_FILE_IO_ERROR', 'tooManyRows', { limit: this.limits.maxRows })] };
    }
    const columns = this.columns;
    const missing = (Object.keys(COLUMNS) as Column[]).filter((c) => columns?.[c] === undefined);
    if (!columns || missing.length) {
      const error = reportError('SHEET_HAS_NO_DATA_COLUMNS', 'columnsMissing', { columns: 'orderShortCode, amount' });
      return { rows: [], errors: [error] };
    }
    if (this.dataRows === 0) return { rows: [], errors: [reportError('SHEET_HAS_NO_DATA_COLUMNS', 'noRows')] };
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
  if (problem) {
    return {
      rows: [],
      errors: [{ type: PROBLEM_TYPES[problem.kind], ...sheetProblemError(problem, limits, '.xlsx, .csv') }],
    };
  }
  return collector.finish();
}
