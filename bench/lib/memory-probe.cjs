/**
 * Preloaded into a bench's product process (`node --expose-gc --require …/memory-probe.cjs`): on
 * the IPC message `memory` it collects garbage and answers `process.memoryUsage()`; on
 * `{ snapshot: path }` it writes a heap snapshot there (for bench/lib/heap-summary.ts). A bench
 * reads the heap of the process it measures without touching the product's code.
 */
process.on('message', (message) => {
  if (!process.send) return;
  if (message === 'memory') {
    if (typeof global.gc === 'function') global.gc();
    process.send({ memory: process.memoryUsage() });
  } else if (message && typeof message.snapshot === 'string') {
    require('node:v8').writeHeapSnapshot(message.snapshot);
    process.send({ snapshot: message.snapshot });
  }
});
// The IPC channel must not keep a product that is shutting down alive.
process.channel?.unref();
