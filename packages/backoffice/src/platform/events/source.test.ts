import type { DomainEvent } from '@umbrella/contract';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../backoffice.js';
import { openDatabase } from '../../db/database.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { testConfig } from '../../testing/config.js';
import { pruneOutbox } from './outbox-repo.js';
import { publishEvent } from './publish.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

/** Collects events until `count` arrived (or fails after 5 s). */
function collect(afterId: number | null, count: number): { events: DomainEvent[]; done: Promise<DomainEvent[]> } {
  const events: DomainEvent[] = [];
  let stop = () => {};
  const done = new Promise<DomainEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${events.length} of ${count} events arrived`)), 5_000);
    const unsubscribe = t.backoffice.events.subscribe(afterId, (e) => {
      events.push(e);
      if (events.length === count) {
        clearTimeout(timer);
        unsubscribe();
        resolve(events);
      }
    });
    stop = unsubscribe;
  });
  void stop;
  return { events, done };
}

describe('outbox and event source', () => {
  it('a subscriber from now on receives events committed after it subscribed, in id order', async () => {
    const { done } = collect(null, 3);
    await new Promise((r) => setTimeout(r, 50));
    for (const taskId of [1, 2, 3]) await publishEvent(t.db, 'task.assigned', 7, { taskId });
    const events = await done;
    expect(events.map((e) => e.payload)).toEqual([{ taskId: 1 }, { taskId: 2 }, { taskId: 3 }]);
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => a - b));
    expect(events[0]).toMatchObject({ type: 'task.assigned', accountId: 7 });
    expect(Date.parse(events[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('an event is delivered only when its transaction commits; a rolled-back one never', async () => {
    const { events, done } = collect(null, 1);
    await new Promise((r) => setTimeout(r, 50));
    await t.db
      .transaction()
      .execute(async (trx) => {
        await publishEvent(trx, 'task.available', null, { type: 'LEAD' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.transaction().execute(async (trx) => {
      await publishEvent(trx, 'shift.ended', 3, { shiftId: 11 });
      await new Promise((r) => setTimeout(r, 100));
      expect(events).toEqual([]);
    });
    expect((await done).map((e) => e.type)).toEqual(['shift.ended']);
  });

  it('resumes after a given id with everything that followed it', async () => {
    const first = await publishEvent(t.db, 'task.available', null, { type: 'LEAD' });
    const second = await publishEvent(t.db, 'task.available', 5, { type: 'RECALL' });
    const third = await publishEvent(t.db, 'shift.ending', 5, {
      shiftId: 1,
      endsAt: '2026-11-22T18:00:00.000Z',
      secondsLeft: 60,
    });
    const events = await collect(first, 2).done;
    expect(events.map((e) => e.id)).toEqual([second, third]);
    const fromStart = await collect(0, 3).done;
    expect(fromStart.map((e) => e.id)).toEqual([...fromStart.map((e) => e.id)].sort((a, b) => a - b));
  });

  it('a commit wakes subscribers at once (NOTIFY), well before the 5 s safety poll', async () => {
    const { done } = collect(null, 1);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await publishEvent(t.db, 'task.available', null, { type: 'CALL_BACK' });
    await done;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL another back-office instance on the same database receives the event (LISTEN/NOTIFY fan-out)',
    async () => {
      const connectionString = t.backoffice.db.connectionString as string;
      const other = await createBackoffice(testConfig(), {
        db: await openDatabase({ databaseUrl: connectionString, poolSize: 2 }),
        verifyToken: t.tokens.verifyToken,
        issuer: false,
        logger: pino({ level: 'silent' }),
      });
      try {
        const received = new Promise<DomainEvent>((resolve) => {
          const stop = other.events.subscribe(null, (e) => {
            stop();
            resolve(e);
          });
        });
        await new Promise((r) => setTimeout(r, 200));
        const started = Date.now();
        const id = await publishEvent(t.db, 'task.assigned', 12, { taskId: 77 });
        expect((await received).id).toBe(id);
        expect(Date.now() - started).toBeLessThan(1_000);
      } finally {
        await other.close();
      }
    },
  );

  it('events older than 24 h are pruned', async () => {
    const old = await publishEvent(t.db, 'task.available', null, {});
    await sql`update outbox_events set created_at = now() - interval '25 hours' where id = ${old}`.execute(t.db);
    expect(await pruneOutbox(t.db)).toBe(1);
    const left = await t.db.selectFrom('outbox_events').select('id').where('id', '=', old).execute();
    expect(left).toEqual([]);
  });
});
