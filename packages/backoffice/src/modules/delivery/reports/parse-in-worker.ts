/** Reads a delivery-provider report in a worker thread with bounded heap and time. */
import { runInWorker, workerEntry } from '../../../platform/spreadsheet/index.js';
import type { ParsedStatusReport } from './parse-status-report.js';

export async function parseStatusReportInWorker(data: Buffer): Promise<ParsedStatusReport> {
  const outcome = await runInWorker<ParsedStatusReport>(
    workerEntry(import.meta.url, './status-report-worker'),
    data,
    {},
    { heapMb: 256 },
  );
  if (outcome.ok) return outcome.result;
  return { rows: [], errors: [{ row: null, error: `The file cannot be read: ${outcome.message}` }] };
}
