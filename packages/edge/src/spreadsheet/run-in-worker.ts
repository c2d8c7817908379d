/**
 * Runs a function of a worker-entry module in a worker thread with bounded heap and time, so a
 * large or hostile spreadsheet never blocks the event loop or takes the process's memory. The
 * entry module reads `workerData.input` and posts `{ ok, result | message }` (see `serveWorker`).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';

export type WorkerOutcome<T> = { ok: true; result: T } | { ok: false; message: string };

/** The entry `name` (without extension) next to `from` (an import.meta.url): .ts when running from source, .js when built. */
export function workerEntry(from: string, name: string): URL {
  return new URL(`${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}

/** Tests run the TypeScript sources: the worker then registers tsx's loader before importing its entry. */
function sourceEntry(entry: URL): URL {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(tsxPackage)).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export async function runInWorker<T>(
  entry: URL,
  input: Uint8Array,
  extra: Record<string, unknown>,
  options: { timeoutMs?: number; heapMb?: number } = {},
): Promise<WorkerOutcome<T>> {
  const copy = new Uint8Array(input);
  const worker = new Worker(entry.pathname.endsWith('.ts') ? sourceEntry(entry) : entry, {
    workerData: { input: copy, ...extra },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 512 },
  });
  return new Promise<WorkerOutcome<T>>((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ ok: false, message: 'reading the file took too long' });
    }, options.timeoutMs ?? 120_000);
    worker.once('message', (message: WorkerOutcome<T>) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, message: `the file cannot be read: ${error.message}`.slice(0, 200) });
    });
  });
}

/** Inside a worker entry: runs `work` on the bytes and extras it was given and posts the outcome. */
export function serveWorker<T>(work: (data: Buffer, extra: Record<string, unknown>) => Promise<T>): void {
  const { input, ...extra } = workerData as { input: Uint8Array } & Record<string, unknown>;
  work(Buffer.from(input.buffer, input.byteOffset, input.byteLength), extra).then(
    (result) => parentPort?.postMessage({ ok: true, result }),
    (error: unknown) => parentPort?.postMessage({ ok: false, message: (error as Error).message }),
  );
}
