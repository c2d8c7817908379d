/**
 * Small bookkeeping writes that must happen eventually even if the database is away at the
 * moment they are due (an idempotency key's stored answer or its release after a blip): tried
 * now, and on failure kept in memory and tried again every second until they succeed. Without
 * it a key whose answer could not be stored stays "in progress" and its retries get 409 for a day.
 */
import type { FastifyBaseLogger } from 'fastify';

const RETRY_EVERY_MS = 1_000;
/** Beyond this many pending writes the oldest are dropped (and logged): memory stays bounded. */
const MAX_PENDING = 10_000;

export type DeferredWrites = {
  /** Runs `write`; when it fails, keeps retrying it in the background. Never rejects. */
  run(write: () => Promise<void>): Promise<void>;
  /** Tries the pending writes once more and stops retrying. */
  close(): Promise<void>;
};

export function createDeferredWrites(logger: FastifyBaseLogger): DeferredWrites {
  const pending: Array<() => Promise<void>> = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing = false;

  const flush = async () => {
    if (flushing) return;
    flushing = true;
    try {
      while (pending.length) {
        const write = pending[0];
        if (!write) break;
        try {
          await write();
        } catch {
          return; // still away: try again on the next tick
        }
        pending.shift();
      }
      if (timer) clearInterval(timer);
      timer = undefined;
    } finally {
      flushing = false;
    }
  };

  const defer = (write: () => Promise<void>, err: unknown) => {
    if (pending.length >= MAX_PENDING) {
      pending.shift();
      logger.error('too many deferred idempotency writes; dropped the oldest');
    }
    pending.push(write);
    logger.warn({ err, pending: pending.length }, 'idempotency write failed; retrying in the background');
    if (!timer) {
      timer = setInterval(() => void flush(), RETRY_EVERY_MS);
      timer.unref();
    }
  };

  return {
    async run(write) {
      try {
        await write();
      } catch (err) {
        defer(write, err);
      }
    },
    async close() {
      await flush();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
