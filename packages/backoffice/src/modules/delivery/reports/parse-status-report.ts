/**
 * Reads a delivery-provider report (DREP-29..34): one .xlsx whose first sheet has the columns
 * status and short code (header words matched without case, accents or spaces; Spanish ones too),
 * short codes like ABC-123-123 and statuses DELIVERED or REFUSED. Every problem becomes an error
 * item a person can act on ("Row 4: …"); the file's format, size and zip expansion are checked by
 * the shared spreadsheet reader.
 * A provider's saved column mapping for the file's header layout (decision 1332) says
 * which columns to read and which words mean DELIVERED or REFUSED; a file whose layout is neither
 * known nor mapped stops at its header row and answers its header cells, to be mapped.
 */
import { DELIVERY_REPORT_MAX_BYTES, DELIVERY_REPORT_ROW_STATUSES, REPORT_SHORT_CODE_PATTERN } from '@umbrella/contract';
import type { DeliveryReportStatus } from '../../../db/tables/delivery.js';
import {
  isBlankRow,
  normaliseHeader,
  readSheetRows,
  type SheetCell,
  type SheetLimits,
} from '../../../platform/spreadsheet/index.js';

export type StatusReportRow = { row: number; shortCode: string; status: DeliveryReportStatus };
export type StatusReportError = { row: number | null; error: string };
export type ParsedStatusReport = {
  rows: StatusReportRow[];
  errors: StatusReportError[];
  /** Set when the header layout needs a mapping: the header cells as the file has them. */
  headers?: string[];
};
/** A saved mapping as the reader uses it. */
export type ColumnMapping = {
  layout: string;
  shortCodeColumn: number;
  statusColumn: number;
  deliveredWords: readonly string[];
  refusedWords: readonly string[];
};

/** The header cells a mapping is kept for: at most 50, each at most 100 characters. */
export const headerCells = (cells: readonly string[]) => cells.slice(0, 50).map((c) => c.slice(0, 100));
/** A header layout's key: its cells matched without case, accents or spaces, trailing blanks dropped. */
export function layoutOf(cells: readonly string[]): string {
  const names = cells.map((c) => normaliseHeader(c));
  while (names.length && names[names.length - 1] === '') names.pop();
  return names.join('|');
}
/** A status word as a mapping compares it: without case, accents or spaces. */
export const statusWord = (word: string) => normaliseHeader(word);

export const STATUS_REPORT_LIMITS: SheetLimits & { maxRows: number; maxErrors: number } = {
  maxBytes: DELIVERY_REPORT_MAX_BYTES,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipRatio: 100,
  maxRows: 100_000,
  maxErrors: 500,
};

const HEADERS = {
  status: ['status', 'estado', 'deliverystatus', 'estadodeentrega'],
  shortCode: ['shortcode', 'ordershortcode', 'codigo', 'codigodepedido', 'pedido', 'ordercode'],
} as const;
type Column = keyof typeof HEADERS;
const MISSING_COLUMNS = 'The file must have the columns status and short code';
const SHORT_CODE = new RegExp(REPORT_SHORT_CODE_PATTERN);
const text = (cell: SheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

export async function parseStatusReport(
  data: Buffer,
  limits = STATUS_REPORT_LIMITS,
  mappings: readonly ColumnMapping[] = [],
): Promise<ParsedStatusReport> {
  const rows: StatusReportRow[] = [];
  const errors: StatusReportError[] = [];
  const seen = new Map<string, number>();
  let columns: Partial<Record<Column, number>> | undefined;
  let words: Map<string, DeliveryReportStatus> | undefined;
  let headers: string[] | undefined;
  let dataRows = 0;
  const fail = (row: number | null, error: string) => {
    if (errors.length < limits.maxErrors) errors.push({ row, error });
  };

  const problem = await readSheetRows(
    data,
    limits,
    (number, cells) => {
      if (isBlankRow(cells)) return true;
      if (!columns) {
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
            if (found[column] === undefined && (HEADERS[column] as readonly string[]).includes(name))
              found[column] = index;
          }
        });
        columns = found;
        if (found.status !== undefined && found.shortCode !== undefined) return true;
        headers = headerCells(cellTexts);
        return false;
      }
      dataRows += 1;
      if (dataRows > limits.maxRows) return false;
      const shortCode = text(cells[columns.shortCode ?? -1]).toUpperCase();
      const written = text(cells[columns.status ?? -1]);
      const status = words?.get(statusWord(written)) ?? written.toUpperCase();
      let ok = true;
      if (!shortCode) {
        fail(number, `Row ${number}: the short code is missing`);
        ok = false;
      } else if (!SHORT_CODE.test(shortCode)) {
        fail(number, `Row ${number}: short code "${shortCode.slice(0, 40)}" does not look like ABC-123-123`);
        ok = false;
      }
      if (!(DELIVERY_REPORT_ROW_STATUSES as readonly string[]).includes(status)) {
        fail(
          number,
          status
            ? `Row ${number}: status "${status.slice(0, 40)}" is not DELIVERED or REFUSED`
            : `Row ${number}: the status is missing`,
        );
        ok = false;
      }
      if (!ok) return true;
      const first = seen.get(shortCode);
      if (first !== undefined) {
        fail(number, `Row ${number}: ${shortCode} is also on row ${first}`);
        return true;
      }
      seen.set(shortCode, number);
      rows.push({ row: number, shortCode, status: status as DeliveryReportStatus });
      return true;
    },
    ['xlsx'],
  );
  if (problem) {
    const error =
      problem.kind === 'unsupported' ? 'Only .xlsx files are accepted' : `The file cannot be read: ${problem.message}`;
    return { rows: [], errors: [{ row: null, error }] };
  }
  if (headers?.some((h) => h !== '')) {
    return {
      rows: [],
      errors: [{ row: null, error: MISSING_COLUMNS }],
      headers,
    };
  }
  if (!columns || columns.status === undefined || columns.shortCode === undefined) {
    return { rows: [], errors: [{ row: null, error: MISSING_COLUMNS }] };
  }
  if (dataRows > limits.maxRows) {
    return { rows: [], errors: [{ row: null, error: `The report has more than ${limits.maxRows} rows` }] };
  }
  if (dataRows === 0) return { rows: [], errors: [{ row: null, error: 'The report has no rows' }] };
  return { rows, errors };
}
