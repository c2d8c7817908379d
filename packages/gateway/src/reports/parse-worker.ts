/** The worker thread the gateway parses reports in, so a large sheet never blocks its event loop. */

import type { DeliveryReportMapping } from '@umbrella/contract';
import { serveWorker } from '@umbrella/edge/spreadsheet';
import { type ParsedCourierReport, parseCourierReport } from './parse-courier-report.js';
import { parseReport } from './parse-report.js';
import type { ParsedReport, ReportLimits } from './report-errors.js';

serveWorker<ParsedReport | ParsedCourierReport>((data, extra) => {
  const limits = extra.limits as ReportLimits;
  if (extra.kind === 'courier') return parseCourierReport(data, limits, extra.mappings as DeliveryReportMapping[]);
  return parseReport(data, limits);
});
