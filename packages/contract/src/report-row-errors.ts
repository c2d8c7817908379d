import { fillMessage } from './message-values.js';

/**
 * What is wrong with an uploaded report (reconciliation or courier), as a stable code and its
 * values, following API_REASONS (decision 1821): the API sends the code beside its English text,
 * the web says it in the user's language (`reportRowErrors.<code>` in packages/web/src/locales).
 * The English here is the server's text, `{{name}}` for a value.
 */
export const REPORT_ROW_ERRORS = {
  // The file as a whole.
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is larger than {{limit}} bytes',
  fileUnreadable: 'The file cannot be read',
  fileFormat: 'The file is not one of the accepted formats ({{formats}})',
  tooManyRows: 'The report has more than {{limit}} rows',
  noRows: 'The report has no rows',
  columnsMissing: 'The file must have the columns {{columns}}',
  // A row read from the file.
  shortCodeMissing: 'Row {{row}}: the short code is missing',
  shortCodeFormat: 'Row {{row}}: short code "{{value}}" does not look like ABC-123-123',
  statusMissing: 'Row {{row}}: the status is missing',
  statusUnknown: 'Row {{row}}: status "{{value}}" is not DELIVERED or REFUSED',
  amountMissing: 'Row {{row}}: the amount is missing',
  amountFormat: 'Row {{row}}: "{{value}}" is not an amount',
  duplicate: 'Row {{row}}: {{value}} is also on row {{first}}',
  // A row matched against the orders (courier reports).
  orderNotFound: 'Row {{row}}: there is no order {{value}}',
  orderOtherProvider: 'Row {{row}}: order {{value}} is not with this provider',
  // orderStatus: the order's status number (its English label here, the web's own label there).
  orderCannotTakeStatus: 'Row {{row}}: order {{value}} is {{orderStatus}} and cannot become {{status}}',
} as const;

export type ReportRowErrorCode = keyof typeof REPORT_ROW_ERRORS;
export const REPORT_ROW_ERROR_CODES = Object.keys(REPORT_ROW_ERRORS) as ReportRowErrorCode[];
export type ReportRowErrorValues = Record<string, string | number>;

/** One problem of a report: its code and values, the sheet row (header = 1) where it has one, and the English. */
export type ReportRowError = {
  code: ReportRowErrorCode;
  values: ReportRowErrorValues;
  row: number | null;
  message: string;
};

/** The error of a code with its values, its English filled in; `row` is taken from the values. */
export function reportRowError(code: ReportRowErrorCode, values: ReportRowErrorValues = {}): ReportRowError {
  const message = fillMessage(REPORT_ROW_ERRORS[code], values);
  return { code, values, row: typeof values.row === 'number' ? values.row : null, message };
}

/** Codes of rows that read well but match no order the report may change (decision 1331's "unmatched rows"). */
export const UNMATCHED_ROW_CODES: readonly ReportRowErrorCode[] = [
  'orderNotFound',
  'orderOtherProvider',
  'orderCannotTakeStatus',
];
