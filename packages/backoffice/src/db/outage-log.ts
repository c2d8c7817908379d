/**
 * While the database is away every background loop fails on each turn — the workspace sweep and
 * the wallboard watch every second, the LISTEN reconnect every second, the outbox poll, the jobs —
 * and each logged its failure with a full stack: a stack a second per back-office for the whole
 * outage. Background work logs through `logger` here instead: a failure that is the database
 * being away (connection-errors.ts) is logged once, as one line, when the outage starts; the
 * database is then asked every second, and the outage's end is logged once, with how long it
 * lasted. Every other line goes through as it was (decision 1763).
 *
 * `logger` stands in for the one given: its own warn and error look at the `err` they are given;
 * a child made from it is an ordinary logger.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isConnectionError } from './connection-errors.js';
import { describeConnectionError } from './unreachable.js';

export type OutageLog = {
  logger: FastifyBaseLogger;
  /** A failure that may be the database being away: the first of an outage is logged. */
  failed(err: unknown): void;
  close(): void;
};

export const OUTAGE_STARTED = 'database unreachable; requests answer 503 and background work retries until it is back';
export const OUTAGE_ENDED = 'database reachable again';

export function createOutageLog(
  base: FastifyBaseLogger,
  ping: () => Promise<unknown>,
  options: { everyMs?: number; now?: () => number } = {},
): OutageLog {
  const now = options.now ?? Date.now;
  let since: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let asking = false;

  const askAgain = async () => {
    if (asking) return;
    asking = true;
    const back = await ping().then(
      () => true,
      () => false,
    );
    asking = false;
    if (!back || since === undefined) return;
    base.warn({ downForSeconds: Math.round((now() - since) / 1000) }, OUTAGE_ENDED);
    since = undefined;
    clearInterval(timer);
    timer = undefined;
  };

  const failed = (err: unknown) => {
    if (!isConnectionError(err)) {
      base.warn({ err }, 'database connection failed');
      return;
    }
    if (since !== undefined) return;
    since = now();
    base.warn({ reason: describeConnectionError(err) }, OUTAGE_STARTED);
    timer = setInterval(() => void askAgain(), options.everyMs ?? 1_000);
    timer.unref();
  };

  const routed = (level: 'warn' | 'error') =>
    function (this: FastifyBaseLogger, ...args: unknown[]) {
      const [first] = args;
      const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined;
      if (isConnectionError(err)) return failed(err);
      (base[level] as (...rest: unknown[]) => void).apply(this, args);
    };
  const logger = Object.create(base, {
    warn: { value: routed('warn') },
    error: { value: routed('error') },
  }) as FastifyBaseLogger;

  return {
    logger,
    failed,
    close() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
