/**
 * Parses a delivery-provider (courier) report (DREP-29..34): one .xlsx whose first sheet has the
 * columns status and short code (header words matched without case, accents or spaces; Spanish
 * ones too), short codes like ABC-123-123 and statuses DELIVERED or REFUSED. A provider's saved
 * column mapping for the file's header layout (decision 1332) says which columns to read and which
 * words mean DELIVERED or REFUSED; a file whose layout is neither known nor mapped stops at its
 * header row and answers its header cells, to be mapped. Matching the rows against the orders is
 * the back-office's (decision 1832).
 */

import {
  type CourierReportRow,
  DELIVERY_REPORT_ROW_STATUSES,
  type DeliveryReportMapping,
  REPORT_SHORT_CODE_PATTERN,
  type ReportRowError,
  reportRowError,
} from '@umbrella/contract';
import {
  headerCells,
  isBlankRow,
  layoutOf,
  normaliseHeader,
  readSheetRows,
  type SheetCell,
  statusWord,
} from '@umbrella/edge/spreadsheet';
import { type ReportLimits, sheetProblemError } from './report-errors.js';

export type ParsedCourierReport = {
  rows: CourierReportRow[];
  errors: ReportRowError[];
  /** Set when the header layout needs a mapping: the header cells as the file has them. */
  headers?: string[];
};
type Status = CourierReportRow['status'];

const HEADERS = {
  status: ['status', 'estado', 'deliverystatus', 'estadodeentrega'],
  shortCode: ['shortcode', 'ordershortcode', 'codigo', 'codigodepedido', 'pedido', 'ordercode'],
} as const;
type Column = keyof typeof HEADERS;
const COLUMNS_MISSING = reportRowError('columnsMissing', { columns: 'status, short code' });
const SHORT_CODE = new RegExp(REPORT_SHORT_CODE_PATTERN);
const text = (cell: SheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

export async function parseCourierReport(
  data: Buffer,
  limits: ReportLimits,
  mappings: readonly DeliveryReportMapping[] = [],
): Promise<ParsedCourierReport> {
  const rows: CourierReportRow[] = [];
  const errors: ReportRowError[] = [];
  const seen = new Map<string, number>();
  let columns: Partial<Record<Column, number>> | undefined;
  let words: Map<string, Status> | undefined;
  let headers: string[] | undefined;
  let dataRows = 0;
  const fail = (error: ReportRowError) => {
    if (errors.length < limits.maxErrors) errors.push(error);
  };

  /** The header row: a saved mapping of its layout, else the known column names. */
  function readHeader(cells: SheetCell[]): boolean {
    const cellTexts = cells.map((cell) => text(cell));
    const mapping = mappings.find((m) => m.layout === layoutOf(cellTexts));
    if (mapping) {
      columns = { shortCode: mapping.shortCodeColumn, status: mapping.statusColumn };
      words = new Map([
        ...mapping.deliveredWords.map((w) => [statusWord(w), 'DELIVERED'] as const),
        ...mapping.refusedWords.map((w) => [statusWord(w), 'REFUSED'] as const),
      ]);
      return true;
    }
    const found: Partial<Record<Column, number>> = {};
    cells.forEach((cell, index) => {
      const name = normaliseHeader(text(cell));
      for (const column of Object.keys(HEADERS) as Column[]) {
        if (found[column] === undefined && (HEADERS[column] as readonly string[]).includes(name)) found[column] = index;
      }
    });
    columns = found;
    if (found.status !== undefined && found.shortCode !== undefined) return true;
    headers = headerCells(cellTexts);
    return false;
  }

  function readRow(row: number, cells: SheetCell[], at: Partial<Record<Column, number>>) {
    const shortCode = text(cells[at.shortCode ?? -1]).toUpperCase();
    const written = text(cells[at.status ?? -1]);
    const status = words?.get(statusWord(written)) ?? written.toUpperCase();
    let ok = true;
    if (!shortCode) {
      fail(reportRowError('shortCodeMissing', { row }));
      ok = false;
    } else if (!SHORT_CODE.test(shortCode)) {
      fail(reportRowError('shortCodeFormat', { row, value: shortCode.slice(0, 40) }));
      ok = false;
    }
    if (!(DELIVERY_REPORT_ROW_STATUSES as readonly string[]).includes(status)) {
      fail(
        status
          ? reportRowError('statusUnknown', { row, value: status.slice(0, 40) })
          : reportRowError('statusMissing', { row }),
      );
      ok = false;
    }
    if (!ok) return;
    const first = seen.get(shortCode);
    if (first !== undefined) {
      fail(reportRowError('duplicate', { row, value: shortCode, first }));
      return;
    }
    seen.set(shortCode, row);
    rows.push({ row, shortCode, status: status as Status });
  }

  const problem = await readSheetRows(
    data,
    limits,
    (number, cells) => {
      if (isBlankRow(cells)) return true;
      if (!columns) return readHeader(cells);
      dataRows += 1;
      if (dataRows > limits.maxRows) return false;
      readRow(number, cells, columns);
      return true;
    },
    ['xlsx'],
  );
  if (problem) return { rows: [], errors: [sheetProblemError(problem, limits)] };
  if (headers?.some((h) => h !== '')) return { rows: [], errors: [COLUMNS_MISSING], headers };
  if (!columns || columns.status === undefined || columns.shortCode === undefined) {
    return { rows: [], errors: [COLUMNS_MISSING] };
  }
  if (dataRows > limits.maxRows)
    return { rows: [], errors: [reportRowError('tooManyRows', { limit: limits.maxRows })] };
  if (dataRows === 0) return { rows: [], errors: [reportRowError('noRows')] };
  return { rows, errors };
}
