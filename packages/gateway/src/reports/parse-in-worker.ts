/**
 * Runs parseReport in a worker thread with bounded heap and time: the gateway's event loop stays
 * free (healthz and proxying go on) and a hostile file cannot take the process's memory.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParsedReport, ReportLimits } from './report-errors.js';

const fromSource = import.meta.url.endsWith('.ts');

/** Tests run the TypeScript sources: the worker then registers tsx's loader before importing its entry. */
function sourceEntry(): URL {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(tsxPackage)).href;
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export async function parseInWorker(
  data: Buffer,
  limits: ReportLimits,
  options: { timeoutMs?: number; heapMb?: number } = {},
): Promise<ParsedReport> {
  const file = fromSource ? sourceEntry() : new URL('./parse-worker.js', import.meta.url);
  const copy = new Uint8Array(data);
  const worker = new Worker(file, {
    workerData: { data: copy, limits },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 512 },
  });
  const failure = (message: string): ParsedReport => ({
    rows: [],
    errors: [{ type: 'REPORT_FILE_IO_ERROR', message }],
  });
  return new Promise<ParsedReport>((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(failure('parsing the report took too long'));
    }, options.timeoutMs ?? 120_000);
    worker.once('message', (message: { ok: boolean; result?: ParsedReport; message?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message.ok && message.result ? message.result : failure(message.message ?? 'the report cannot be read'));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve(failure(`the report cannot be read: ${error.message}`.slice(0, 200)));
    });
  });
}
