import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { migrateDownAll, migrateToLatest } from './database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

async function tables(): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(database.handle.db);
  return result.rows.map((r) => r.table_name);
}

describe('migrations', () => {
  it('run up, down to nothing and up again to the same schema (on a seeded database)', async () => {
    const db = database.handle.db;
    const latest = await tables();
    expect(latest).toEqual(
      expect.arrayContaining(['accounts', 'outbox_events', 'idempotency_keys', 'browser_sessions']),
    );
    await migrateDownAll(db);
    expect(await tables()).toEqual([]);
    await migrateToLatest(db);
    expect(await tables()).toEqual(latest);
    await seedDemo(db);
    const accounts = await db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(accounts.n)).toBe(7);
  }, 90_000); // Every migration down and up again, then the demo seed: the suite's longest single unit of work.
});

describe('calendar dates', () => {
  it('a date column reads back as the YYYY-MM-DD it was written, whatever the zone', async () => {
    const result = await sql<{ day: unknown }>`select date '2026-03-01' as day`.execute(database.handle.db);
    expect(result.rows[0]?.day).toBe('2026-03-01');
  });
});
