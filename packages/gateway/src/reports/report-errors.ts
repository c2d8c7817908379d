import {
  DELIVERY_REPORT_MAX_BYTES,
  DELIVERY_REPORT_MAX_ROWS,
  RECONCILIATION_ERROR_TYPES,
  type ReportRowError,
  reportRowError,
} from '@umbrella/contract';
import type { SheetProblem } from '@umbrella/edge/spreadsheet';

/**
 * The reconciliation report's error types (spec 2 §8; RECON-15): the file-level and row-level ones
 * the gateway's parser finds before anything is stored, and the matching ones the back-office finds;
 * one list, the contract's.
 */
export const REPORT_ERROR_TYPES = RECONCILIATION_ERROR_TYPES;
export type ReportErrorType = (typeof REPORT_ERROR_TYPES)[number];

/**
 * One problem of a reconciliation report: its spec type (RECON-15), its code and values
 * (REPORT_ROW_ERRORS), the 1-based sheet row (header = 1) and column where it has one.
 */
export type ReportError = ReportRowError & { type: ReportErrorType; column?: string };
/** A valid data row: the order's short code and the amount paid, in minor units. */
export type ReportRow = { row: number; orderShortCode: string; amount: number };
export type ParsedReport = { rows: ReportRow[]; errors: ReportError[] };

export type ReportLimits = {
  /** Largest file accepted (bytes). */
  maxBytes: number;
  /** Most data rows. */
  maxRows: number;
  /** Largest total uncompressed size of an .xlsx's parts (bytes). */
  maxUnzippedBytes: number;
  /** Largest uncompressed/compressed ratio of an .xlsx (a zip bomb's is in the thousands). */
  maxZipRatio: number;
  /** Row errors reported at most (the rest are counted, not listed). */
  maxErrors: number;
};

export const DEFAULT_REPORT_LIMITS: ReportLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipRatio: 100,
  maxErrors: 1000,
};

/** A courier report's limits: the reconciliation's guard, with its own size and row counts. */
export const COURIER_REPORT_LIMITS: ReportLimits = {
  ...DEFAULT_REPORT_LIMITS,
  maxBytes: DELIVERY_REPORT_MAX_BYTES,
  maxRows: DELIVERY_REPORT_MAX_ROWS,
  maxErrors: 500,
};

/** The error of a file the shared reader could not read, with the reader's English kept in its message. */
export function sheetProblemError(problem: SheetProblem, limits: ReportLimits, formats = '.xlsx'): ReportRowError {
  if (problem.kind === 'empty') return reportRowError('fileEmpty');
  if (problem.kind === 'unsupported') return reportRowError('fileFormat', { formats });
  const unreadable = reportRowError('fileUnreadable');
  if (/larger than/.test(problem.message)) return reportRowError('fileTooLarge', { limit: limits.maxBytes });
  return { ...unreadable, message: `${unreadable.message}: ${problem.message}` };
}
