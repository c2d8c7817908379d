import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBackofficeConfig } from '../platform/config.js';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';
import { authPlugin } from './auth.js';
import { errorHandler } from './errors.js';
import { idempotencyPlugin } from './idempotency.js';
import { claimKey, pruneIdempotencyKeys, releaseUnansweredClaims } from './idempotency-store.js';

let t: TestBackoffice;
let harness: FastifyInstance;
let executions = 0;
let gate: Promise<void> | undefined;
let failNext = false;

/** A creating route like the order and payment routes to come, behind the real auth and key plugins. */
async function buildHarness(leaseSeconds?: number): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(async (scope) => {
    await scope.register(authPlugin, { verifyToken: t.tokens.verifyToken, db: t.db });
    await scope.register(idempotencyPlugin, { db: t.db, leaseSeconds });
    scope.post(
      '/orders',
      { schema: { body: Type.Object({ item: Type.String(), quantity: Type.Optional(Type.Integer()) }) } },
      async (request, reply) => {
        executions++;
        const orderId = executions;
        if (gate) await gate;
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        return reply.code(201).send({ orderId, ...(request.body as object) });
      },
    );
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await buildTestBackoffice();
  harness = await buildHarness();
});
afterAll(async () => {
  await harness.close();
  await t.close();
});

/** What a process killed mid-request leaves: the agent's claim of `key` for key-1's request, unanswered. */
async function leaveClaim(key: string, holder?: number): Promise<boolean> {
  const agent = await t.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'agent')
    .executeTakeFirstOrThrow();
  const first = await t.db
    .selectFrom('idempotency_keys')
    .select('body_hash')
    .where('key', '=', 'key-1')
    .executeTakeFirstOrThrow();
  return claimKey(t.db, {
    accountId: agent.id,
    key,
    method: 'POST',
    path: '/orders',
    bodyHash: first.body_hash,
    holder,
  });
}

const post = async (key: string | undefined, payload: object, username = 'agent') =>
  harness.inject({
    method: 'POST',
    url: '/orders',
    headers: { ...(await t.auth(username)), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

describe('Idempotency-Key', () => {
  it('runs a keyed request once; a replay returns the first status and body', async () => {
    const before = executions;
    const first = await post('key-1', { item: 'colageno', quantity: 2 });
    expect(first.statusCode).toBe(201);
    const replay = await post('key-1', { quantity: 2, item: 'colageno' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(executions).toBe(before + 1);
  });

  it('the same key with a different body is a 422 IDEMPOTENCY_KEY_REUSED', async () => {
    await post('key-2', { item: 'gel' });
    const res = await post('key-2', { item: 'crema' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
      reason: { key: 'requestKeyReused' },
    });
  });

  it('keys belong to one account: another account may use the same key', async () => {
    const before = executions;
    await post('shared-key', { item: 'gel' }, 'agent');
    const other = await post('shared-key', { item: 'gel' }, 'agent2');
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(executions).toBe(before + 2);
  });

  it('a duplicate arriving while the first is still running is a 409 CONFLICT', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const before = executions;
    const first = post('key-3', { item: 'slow' });
    while (executions === before) await new Promise((r) => setTimeout(r, 5));
    const duplicate = await post('key-3', { item: 'slow' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('CONFLICT');
    open();
    gate = undefined;
    expect((await first).statusCode).toBe(201);
    const replay = await post('key-3', { item: 'slow' });
    expect(replay.statusCode).toBe(201);
    expect(executions).toBe(before + 1);
  });

  it('a 5xx is not remembered, so a retry with the same key runs again', async () => {
    failNext = true;
    const failed = await post('key-4', { item: 'retry' });
    expect(failed.statusCode).toBe(500);
    const retried = await post('key-4', { item: 'retry' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a claim a killed process left unanswered is taken over after the lease (decision 1711)', async () => {
    expect(await leaveClaim('key-crashed')).toBe(true);
    const early = await post('key-crashed', { item: 'colageno', quantity: 2 });
    expect(early.statusCode).toBe(409);
    await sql`update idempotency_keys set created_at = now() - interval '121 seconds' where key = ${'key-crashed'}`.execute(
      t.db,
    );
    const before = executions;
    const retried = await post('key-crashed', { item: 'colageno', quantity: 2 });
    expect(retried.statusCode).toBe(201);
    expect(executions).toBe(before + 1);
  });

  it('a claim whose process is gone is free at once: its liveness lock ended with its session (decision 1785)', async () => {
    const holder = 4_242_424_242; // above 2^32: the lock's key spans both halves pg_locks shows
    const owner = await holdLiveness(holder);
    expect(await leaveClaim('key-holder', holder)).toBe(true);
    // Its process still lives: the claim is being worked on, whatever its age.
    expect((await post('key-holder', { item: 'colageno', quantity: 2 })).statusCode).toBe(409);
    await owner.end();
    const before = executions;
    const retried = await post('key-holder', { item: 'colageno', quantity: 2 });
    expect(retried.statusCode).toBe(201);
    expect(executions).toBe(before + 1);
  });

  it('IDEMPOTENCY_CLAIM_LEASE_SECONDS shortens the lease (decision 1731): a claim older than it is taken over', async () => {
    expect(loadBackofficeConfig({ IDEMPOTENCY_CLAIM_LEASE_SECONDS: '3' }).idempotencyClaimLeaseSeconds).toBe(3);
    expect(
      loadBackofficeConfig({ IDEMPOTENCY_CLAIM_LEASE_SECONDS: 'soon' }).idempotencyClaimLeaseSeconds,
    ).toBeUndefined();
    expect(loadBackofficeConfig({}).idempotencyClaimLeaseSeconds).toBeUndefined();
    const short = await buildHarness(3);
    try {
      await leaveClaim('key-short-lease');
      const send = async () =>
        short.inject({
          method: 'POST',
          url: '/orders',
          headers: { ...(await t.auth('agent')), 'idempotency-key': 'key-short-lease' },
          payload: { item: 'colageno', quantity: 2 },
        });
      expect((await send()).statusCode).toBe(409);
      await sql`update idempotency_keys set created_at = now() - interval '4 seconds' where key = ${'key-short-lease'}`.execute(
        t.db,
      );
      expect((await send()).statusCode).toBe(201);
    } finally {
      await short.close();
    }
  });

  it('the embedded default frees every unanswered claim when it starts: no request can be running then', async () => {
    await leaveClaim('key-at-start');
    expect(await releaseUnansweredClaims(t.db)).toBe(1);
    // Answered keys stay: they still replay.
    const replay = await post('key-1', { item: 'colageno', quantity: 2 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('requests without a key run every time', async () => {
    const before = executions;
    await post(undefined, { item: 'a' });
    await post(undefined, { item: 'a' });
    expect(executions).toBe(before + 2);
  });

  it('a key older than 24 h no longer replays and is pruned', async () => {
    await post('key-old', { item: 'old' });
    await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${'key-old'}`.execute(
      t.db,
    );
    const reused = await post('key-old', { item: 'new body' });
    expect(reused.statusCode).toBe(201);
    expect(reused.json().item).toBe('new body');

    await post('key-prune', { item: 'x' });
    await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${'key-prune'}`.execute(
      t.db,
    );
    expect(await pruneIdempotencyKeys(t.db)).toBe(1);
    const left = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-prune').execute();
    expect(left).toEqual([]);
  });

  it('applies to the real routes: a keyed session ping replays its 204', async () => {
    const headers = { ...(await t.auth('agent')), 'idempotency-key': 'ping-1' };
    const payload = { sessionId: 'session-idem-0001' };
    const first = await t.app.inject({ method: 'POST', url: '/module/sessions/api/v1/ping', headers, payload });
    expect(first.statusCode).toBe(204);
    const replay = await t.app.inject({ method: 'POST', url: '/module/sessions/api/v1/ping', headers, payload });
    expect(replay.statusCode).toBe(204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await t.app.inject({
      method: 'POST',
      url: '/module/sessions/api/v1/ping',
      headers,
      payload: { sessionId: 'session-idem-0002' },
    });
    expect(other.statusCode).toBe(422);
  });
});

/**
 * Another process's liveness lock on `holder`: on PostgreSQL a session of its own, ended as a
 * killed process's would be (and waited for until the server has let the lock go); on PGlite,
 * whose one session is shared, taken and released on it.
 */
async function holdLiveness(holder: number): Promise<{ end(): Promise<void> }> {
  const handle = t.backoffice.db;
  if (handle.engine === 'pglite') {
    await sql`select pg_advisory_lock(${holder})`.execute(t.db);
    return { end: async () => void (await sql`select pg_advisory_unlock(${holder})`.execute(t.db)) };
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(handle.connectionString ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  const session = new pg.Client({ connectionString: url.toString() });
  await session.connect();
  await session.query('select pg_advisory_lock($1)', [holder]);
  return {
    async end() {
      await session.end();
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows: held } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and objid::bigint = ${holder} & 4294967295`.execute(t.db);
        if (held[0]?.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
