/** The worker thread delivery-provider reports are read in, so a large sheet never blocks the back-office. */
import { serveWorker } from '../../../platform/spreadsheet/index.js';
import { type ColumnMapping, parseStatusReport, STATUS_REPORT_LIMITS } from './parse-status-report.js';

serveWorker((data, extra) =>
  parseStatusReport(data, STATUS_REPORT_LIMITS, (extra.mappings as ColumnMapping[] | undefined) ?? []),
);
