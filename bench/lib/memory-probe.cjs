/**
 * Preloaded into a bench's product process (`node --expose-gc --require …/memory-probe.cjs`): on
 * the IPC message `memory` it collects garbage and answers `process.memoryUsage()`, so that a
 * bench can read the heap of the process it measures without touching the product's code.
 */
process.on('message', (message) => {
  if (message !== 'memory' || !process.send) return;
  if (typeof global.gc === 'function') global.gc();
  process.send({ memory: process.memoryUsage() });
});
// The IPC channel must not keep a product that is shutting down alive.
process.channel?.unref();
