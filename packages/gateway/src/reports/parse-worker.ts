/** The worker thread the gateway parses reports in, so a large sheet never blocks its event loop. */
import { serveWorker } from '@umbrella/backoffice/spreadsheet';
import { parseReport } from './parse-report.js';
import type { ReportLimits } from './report-errors.js';

serveWorker((data, extra) => parseReport(data, extra.limits as ReportLimits));
