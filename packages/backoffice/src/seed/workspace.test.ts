import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { seedWorkspace } from './workspace.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const db = () => database.handle.db;

async function taskCounts() {
  const { rows } = await sql<{ type: string; region_id: string; n: number }>`
    select t.type, t.region_id, count(*)::int as n from tasks t
    join orders o on o.id = t.order_id or o.lead_id = t.lead_id
    where o.short_code like 'DEMO-%' or t.order_id is null
    group by t.type, t.region_id order by 1, 2`.execute(db());
  return rows;
}

describe('workspace demo seed', () => {
  it('gives every region a refused order with its CALL_BACK task and two delivery rescues (RECALL)', async () => {
    for (const region of ['pe-central', 'cl-central', 'co-central', 'mx-central']) {
      const tasks = await db()
        .selectFrom('tasks as t')
        .innerJoin('orders as o', 'o.id', 't.order_id')
        .select(['t.type', 'o.status', 't.reason'])
        .where('t.region_id', '=', region)
        .where('o.short_code', 'like', 'DEMO-%')
        .orderBy('t.id')
        .execute();
      expect(tasks).toEqual([
        { type: 'CALL_BACK', status: 8, reason: null },
        { type: 'RECALL', status: 70, reason: 'NO_RESPONDE' },
        { type: 'RECALL', status: 70, reason: 'NO_ESTA_EN_LA_DIRECCION' },
      ]);
    }
  });

  it('puts the sales agents of a region in its rescue and returns groups', async () => {
    const rows = await db()
      .selectFrom('account_groups as ag')
      .innerJoin('groups as g', 'g.id', 'ag.group_id')
      .innerJoin('accounts as a', 'a.id', 'ag.account_id')
      .select(['g.task_type', 'g.region_id'])
      .where('a.username', '=', 'agent')
      .orderBy('g.region_id')
      .orderBy('g.task_type')
      .execute();
    expect(rows).toEqual([
      { task_type: 'CALL_BACK', region_id: 'cl-central' },
      { task_type: 'LEAD', region_id: 'cl-central' },
      { task_type: 'RECALL', region_id: 'cl-central' },
      { task_type: 'CALL_BACK', region_id: 'pe-central' },
      { task_type: 'LEAD', region_id: 'pe-central' },
      { task_type: 'RECALL', region_id: 'pe-central' },
    ]);
  });

  it('is idempotent', async () => {
    const before = await taskCounts();
    const groups = await db().selectFrom('groups').select('id').execute();
    await seedWorkspace(db());
    expect(await taskCounts()).toEqual(before);
    expect(await db().selectFrom('groups').select('id').execute()).toHaveLength(groups.length);
  });
});
