/** The worker thread delivery-provider reports are read in, so a large sheet never blocks the back-office. */
import { serveWorker } from '../../../platform/spreadsheet/index.js';
import { parseStatusReport } from './parse-status-report.js';

serveWorker((data) => parseStatusReport(data));
