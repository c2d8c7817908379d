/**
 * Background work's log while the database is away (decision 1763): the outage once, one line
 * without a stack, then its end once; every other line as it was.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutageLog, OUTAGE_ENDED, OUTAGE_STARTED } from './outage-log.js';

type Line = { level: number; msg: string; reason?: string; downForSeconds?: number; err?: { stack?: string } };

function capturedLogger() {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (text: string) => lines.push(JSON.parse(text) as Line) });
  return { lines, logger: logger as unknown as FastifyBaseLogger };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the outage log', () => {
  it('a minute of failing background work is one line when it starts and one when it ends', async () => {
    vi.useFakeTimers();
    const { lines, logger } = capturedLogger();
    let reachable = false;
    const outage = createOutageLog(logger, async () => {
      if (!reachable) throw refused();
    });
    for (let second = 0; second < 60; second++) {
      outage.logger.warn({ err: refused() }, 'workspace sweep failed');
      outage.logger.warn({ err: refused() }, 'event LISTEN reconnect failed; trying again in 1 s');
      await vi.advanceTimersByTimeAsync(1_000);
    }
    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    outage.close();

    expect(lines.map((l) => l.msg)).toEqual([OUTAGE_STARTED, OUTAGE_ENDED]);
    expect(lines[0]).toMatchObject({ level: 40, reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(lines[0]?.err).toBeUndefined();
    expect(lines[1]?.downForSeconds).toBe(61);
  });

  it('the next outage is logged again, and other lines go through as they were', async () => {
    vi.useFakeTimers();
    const { lines, logger } = capturedLogger();
    const outage = createOutageLog(logger, async () => {});
    outage.logger.warn({ err: new Error('relation "x" does not exist') }, 'pruning failed');
    outage.logger.info({ released: 2 }, 'released idempotency keys');
    outage.failed(refused());
    await vi.advanceTimersByTimeAsync(1_000);
    outage.logger.error({ err: refused() }, 'wallboard watch failed');
    await vi.advanceTimersByTimeAsync(1_000);
    outage.close();

    expect(lines.map((l) => l.msg)).toEqual([
      'pruning failed',
      'released idempotency keys',
      OUTAGE_STARTED,
      OUTAGE_ENDED,
      OUTAGE_STARTED,
      OUTAGE_ENDED,
    ]);
    expect(lines[0]?.err?.stack).toContain('relation "x" does not exist');
  });
});
