/** The worker thread the gateway parses reports in, so a large sheet never blocks its event loop. */
import { parentPort, workerData } from 'node:worker_threads';
import { parseReport } from './parse-report.js';
import type { ReportLimits } from './report-errors.js';

const { data, limits } = workerData as { data: Uint8Array; limits: ReportLimits };
parseReport(Buffer.from(data.buffer, data.byteOffset, data.byteLength), limits).then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: unknown) => parentPort?.postMessage({ ok: false, message: (error as Error).message }),
);
