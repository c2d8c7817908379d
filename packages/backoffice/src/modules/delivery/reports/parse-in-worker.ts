/** Reads a delivery-provider report in a worker thread with bounded heap and time. */
import { runInWorker, workerEntry } from '../../../platform/spreadsheet/index.js';
import type { ColumnMapping, ParsedStatusReport } from './parse-status-report.js';

export async function parseStatusReportInWorker(
  data: Buffer,
  mappings: readonly ColumnMapping[] = [],
): Promise<ParsedStatusReport> {
  const outcome = await runInWorker<ParsedStatusReport>(
    workerEntry(import.meta.url, './status-report-worker'),
    data,
    { mappings },
    { heapMb: 256 },
  );
  if (outcome.ok) return outcome.result;
  return { rows: [], errors: [{ row: null, error: `The file cannot be read: ${outcome.message}` }] };
}
