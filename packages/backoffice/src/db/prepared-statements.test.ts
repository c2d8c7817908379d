import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { statementNames } from './prepared-statements.js';

describe('statement names', () => {
  it('names a parametrised text once, never a parameterless one, and stops naming at the cap', () => {
    const names = statementNames(2);
    expect(names.nameFor('begin', 0)).toBeUndefined();
    const first = names.nameFor('select $1', 1);
    expect(first).toBeDefined();
    expect(names.nameFor('select $1', 1)).toBe(first);
    const second = names.nameFor('select $1, $2', 2);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(names.nameFor('select $1, $2, $3', 3)).toBeUndefined();
    expect(names.nameFor('select $1', 1)).toBe(first);
    expect(names.size).toBe(2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('statements prepared once per connection on PostgreSQL', () => {
  let database: TestDatabase;
  /** The server's view of the prepared statements, over a connection of its own. */
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openTestDatabase();
    const url = database.handle.connectionString ?? '';
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.handle.close();
    await database.drop();
  });

  const preparedOnServer = async (fragment: string) => {
    // pg_prepared_statements is per session. Queries one after another on an idle pool take the
    // connection released last (pg-pool's idle list is last in, first out): this reads the view
    // of the connection the statements before it used.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_prepared_statements where statement like ${`%${fragment}%`}`.execute(
      database.handle.db,
    );
    return rows[0]?.n ?? 0;
  };

  it('sends a repeated statement under one prepared name', async () => {
    const db = database.handle.db;
    for (let i = 0; i < 3; i++) {
      const { rows } = await sql<{ answer: number }>`select ${41 + i}::int + 1 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 42 + i }]);
    }
    expect(await preparedOnServer('::int + 1 as answer')).toBe(1);
  });

  it('still answers a `select *` whose table gained a column since it was prepared (a rolling upgrade)', async () => {
    const db = database.handle.db;
    await admin.query('create table prepared_probe (id int primary key, name text)');
    await admin.query(`insert into prepared_probe values (1, 'one')`);
    const read = () => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, name: 'one' }]);
    expect((await read()).rows).toEqual([{ id: 1, name: 'one' }]);
    // Another back-office's migration, while this one keeps its prepared statements.
    await admin.query(`alter table prepared_probe add column note text default 'new'`);
    for (let i = 0; i < 3; i++) expect((await read()).rows).toEqual([{ id: 1, name: 'one', note: 'new' }]);
  });
});
