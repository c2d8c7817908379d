/**
 * Runs parseReport in a worker thread with bounded heap and time (the back-office's shared
 * runner): the gateway's event loop stays free (healthz and proxying go on) and a hostile file
 * cannot take the process's memory.
 */
import { runInWorker, workerEntry } from '@umbrella/backoffice/spreadsheet';
import type { ParsedReport, ReportLimits } from './report-errors.js';

export async function parseInWorker(
  data: Buffer,
  limits: ReportLimits,
  options: { timeoutMs?: number; heapMb?: number } = {},
): Promise<ParsedReport> {
  const outcome = await runInWorker<ParsedReport>(
    workerEntry(import.meta.url, './parse-worker'),
    data,
    { limits },
    options,
  );
  if (outcome.ok) return outcome.result;
  return { rows: [], errors: [{ type: 'REPORT_FILE_IO_ERROR', message: outcome.message }] };
}
