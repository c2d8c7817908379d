/**
 * The reconciliation report's error types (spec 2 §8; RECON-15): the file-level and row-level ones
 * the gateway's parser finds before anything is stored, and the matching ones the back-office finds.
 */
export const REPORT_ERROR_TYPES = [
  'REPORT_FILE_IO_ERROR',
  'UNSUPPORTED_FILE_FORMAT',
  'SHEET_HAS_NO_DATA_COLUMNS',
  'CELL_VALUE_WRONG_FORMAT',
  'CELL_VALUE_IS_MISSING',
  'DUPLICATE_ITEM_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_ALREADY_PAID',
  'ORDER_PAID_IN_OTHER_WAYS',
  'ORDER_AND_REPORT_SUM_MISMATCH',
] as const;
export type ReportErrorType = (typeof REPORT_ERROR_TYPES)[number];

/** One problem: its type, the 1-based sheet row (header = 1) and column where it has one. */
export type ReportError = { type: ReportErrorType; row?: number; column?: string; message: string };
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
