import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModuleDb, ownTables, TABLE_OWNERS } from './db/owners.js';
import type { Database } from './db/types.js';
import { openTestDatabase, type TestDatabase } from './testing/database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

describe('modules own their tables by type (db/owners.ts)', () => {
  it('every table the migrations create has one owner, and the owners name no other table', async () => {
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(database.handle.db);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(result.rows.map((row) => row.table_name).sort());
  });

  it('platform/ (below the modules) queries no module table', () => {
    const dir = fileURLToPath(new URL('./platform/', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const reached = files.flatMap((file) =>
      [
        ...readFileSync(`${dir}${file}`, 'utf8').matchAll(
          /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin)\(\s*'(\w+)/g,
        ),
      ].map((m) => `${file}: ${m[1]} (${TABLE_OWNERS[m[1] as keyof typeof TABLE_OWNERS]})`),
    );
    expect(reached.filter((line) => !line.endsWith('(platform)'))).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });

  it('a module handle is the same connection, so its queries run against its own tables', async () => {
    const sessions = ownTables(database.handle.db, 'sessions');
    const rows = await sessions.selectFrom('browser_sessions').select('session_id').limit(1).execute();
    expect(Array.isArray(rows)).toBe(true);
    await database.handle.db.transaction().execute(async (trx) => {
      expect(ownTables(trx, 'orders').isTransaction).toBe(true);
    });
  });
});

/**
 * The rule itself is a compile error, proved by `npm run typecheck` (tsconfig.test.json): each
 * `@ts-expect-error` below fails the type check if the line it marks ever compiles, that is, if a
 * module's handle could reach a table another module owns. Never called.
 */
export function reachingAnotherModulesTableDoesNotCompile(
  db: Kysely<Database>,
  orders: ModuleDb<'orders'>,
  catalog: ModuleDb<'catalog'>,
) {
  // @ts-expect-error orders' handle has no workspace table: leads are the workspace's.
  orders.selectFrom('leads').selectAll();
  // @ts-expect-error nor may it join one.
  orders.selectFrom('orders').innerJoin('regions', 'regions.id', 'orders.region_id').selectAll();
  // @ts-expect-error catalog's handle cannot write an order.
  catalog.updateTable('orders').set({ status: 3 });
  // @ts-expect-error telephony's extensions are not the accounts module's.
  ownTables(db, 'accounts').selectFrom('voip_extensions').selectAll();
  // Its own tables and the platform's (the audit trail) it reaches.
  orders.selectFrom('orders').innerJoin('order_items', 'order_items.order_id', 'orders.id').selectAll();
  catalog.insertInto('audit_log').values({
    actor_id: null,
    actor_login: 'probe',
    action: 'probe',
    target_type: 'probe',
    target_id: '1',
    details: '{}',
    request_id: null,
  });
}
