/**
 * Readiness while the database does not answer at all (the network to PostgreSQL silently down,
 * decision 1762): /module/health answers 503 at once instead of waiting for the query timeout,
 * sends one query at a time to the stalled database, and answers 200 again once it is back. A
 * Kysely whose connection never answers stands in for the dropped network; the blip suite's
 * network-drop test proves it against a real PostgreSQL behind a stalled TCP proxy.
 */
import Fastify from 'fastify';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { databaseProbe, READINESS_TIMEOUT_MS } from './database-probe.js';
import { healthRoutes } from './routes.js';

/** A database whose queries wait until `answer()`; `sent` counts them. */
function stalledDatabase() {
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { sent: 0, stalled: true };
  const connection: DatabaseConnection = {
    async executeQuery<R>(): Promise<QueryResult<R>> {
      state.sent++;
      if (state.stalled) await gate;
      return { rows: [] };
    },
    // biome-ignore lint/correctness/useYield: never streams
    async *streamQuery() {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const answer = () => {
    state.stalled = false;
    release();
    gate = Promise.resolve();
  };
  return { db, state, answer };
}

describe('readiness while the database does not answer', () => {
  it('GET /module/health answers 503 DATABASE_UNAVAILABLE at once, one query in flight, and 200 once the database answers', async () => {
    const database = stalledDatabase();
    const app = Fastify();
    await app.register(healthRoutes, { db: database.db, engine: 'postgres' } as unknown as ModuleDeps);
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/module/health' })));
      const later = await app.inject({ url: '/module/health' });
      const took = Date.now() - started;
      for (const res of [...answers, later]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect(res.headers['retry-after']).toBe('2');
      }
      // Two rounds of the bound, well within the 3 s an orchestrator's probe waits.
      expect(took).toBeLessThan(2 * READINESS_TIMEOUT_MS + 500);
      expect(database.state.sent).toBe(1);

      database.answer();
      const back = await app.inject({ url: '/module/health' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ status: 'ok', engine: 'postgres' });
    } finally {
      await app.close();
    }
  });

  it('a ping that fails is reported at once, and the next check pings again', async () => {
    let pings = 0;
    const probe = databaseProbe(async () => {
      pings++;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const started = Date.now();
    expect(await probe()).toBe(false);
    expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS / 2);
    expect(await probe()).toBe(false);
    expect(pings).toBe(2);
  });
});
