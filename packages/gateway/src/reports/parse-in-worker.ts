/**
 * Runs the report parsers in a worker thread with bounded heap and time (the back-office's shared
 * runner): the gateway's event loop stays free (healthz and proxying go on) and a hostile file
 * cannot take the process's memory. Reconciliation and courier reports go through the same worker.
 */

import { type DeliveryReportMapping, reportRowError } from '@umbrella/contract';
import { runInWorker, workerEntry } from '@umbrella/edge/spreadsheet';
import type { ParsedCourierReport } from './parse-courier-report.js';
import type { ParsedReport, ReportLimits } from './report-errors.js';

type WorkerOptions = { timeoutMs?: number; heapMb?: number };

/** The worker could not finish (too slow, out of memory): the file cannot be read. */
const failed = (message: string) => {
  const error = reportRowError('fileUnreadable');
  return { ...error, message: `${error.message}: ${message}` };
};

export async function parseInWorker(
  data: Buffer,
  limits: ReportLimits,
  options: WorkerOptions = {},
): Promise<ParsedReport> {
  const entry = workerEntry(import.meta.url, './parse-worker');
  const outcome = await runInWorker<ParsedReport>(entry, data, { kind: 'reconciliation', limits }, options);
  if (outcome.ok) return outcome.result;
  return { rows: [], errors: [{ type: 'REPORT_FILE_IO_ERROR', ...failed(outcome.message) }] };
}

export async function parseCourierInWorker(
  data: Buffer,
  limits: ReportLimits,
  mappings: readonly DeliveryReportMapping[],
  options: WorkerOptions = {},
): Promise<ParsedCourierReport> {
  const entry = workerEntry(import.meta.url, './parse-worker');
  const outcome = await runInWorker<ParsedCourierReport>(entry, data, { kind: 'courier', limits, mappings }, options);
  if (outcome.ok) return outcome.result;
  return { rows: [], errors: [failed(outcome.message)] };
}
