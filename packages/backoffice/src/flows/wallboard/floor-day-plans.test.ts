/**
 * The floor's day is read through indexes (decision 1802): over half a year of seeded work in
 * three regions (20 000 call records, orders and closed tasks), each series' grouped query reads
 * one day through an index on the time column and never scans its table whole. Which index the
 * planner takes (the region's — call_records_region_date, orders_region_created,
 * tasks_region_closed — or a skip scan of another with the same time column) is its choice.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersByBucketQuery } from '../../modules/orders/index.js';
import { callsByBucketQuery } from '../../modules/telephony/index.js';
import { leadWorkByBucketQuery } from '../../modules/workspace/index.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { productId } from '../../testing/order-fixtures.js';
import { dayRange } from './floor-day.js';

const ROWS = 20_000;
let t: TestBackoffice;

beforeAll(async () => {
  t = await buildTestBackoffice();
  const colageno = await productId(t.db, 'PE-COLAGENO');
  const agent = await t.db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow();
  const leads = await sql<{ id: number }>`
    insert into leads (region_id, product_id, name, phone)
    select 'pe-central', ${colageno}, 'Cliente ' || g, '+5191' || lpad(g::text, 7, '0')
    from generate_series(1, 2000) g returning id`.execute(t.db);
  const lead = leads.rows[0]?.id as number;
  const region = sql`(array['pe-central', 'cl-central', 'co-central'])[1 + g % 3]`;
  const when = sql`now() - (g % 180) * interval '1 day' - (g % 24) * interval '1 hour'`;
  await sql`
    insert into tasks (type, lead_id, region_id, account_id, status, due_at, created_at, claimed_at, closed_at)
    select 'LEAD', ${lead} + g % 2000, ${region}, ${agent.id}, 'closed', ${when}, ${when}, ${when}, ${when}
    from generate_series(1, ${ROWS}) g`.execute(t.db);
  await sql`
    insert into task_executions (task_id, account_id, action, details, created_at)
    select id, account_id, 'CLOSED', '{"outcome":"ORDER_APPROVED"}', closed_at
    from tasks where status = 'closed' and id % 4 = 0`.execute(t.db);
  await sql`
    insert into orders (short_code, lead_id, region_id, status, created_at, updated_at)
    select 'FLOOR-' || g, ${lead} + g % 2000, ${region}, 1, ${when}, now()
    from generate_series(1, ${ROWS}) g`.execute(t.db);
  await sql`
    insert into call_records (account_id, lead_id, region_id, product_id, call_date, ended_at, bill_sec)
    select ${agent.id}, ${lead} + g % 2000, ${region}, ${colageno}, ${when}, ${when}, g % 240
    from generate_series(1, ${ROWS}) g`.execute(t.db);
  await sql`analyze`.execute(t.db);
}, 180_000);
afterAll(() => t.close());

const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');

describe("the floor's day: index plans (decision 1802)", () => {
  const regions = ['pe-central', 'cl-central'];
  const range = () => dayRange(new Date().toISOString().slice(0, 10), 'America/Lima');

  it('calls per quarter', async () => {
    const plan = await planOf(callsByBucketQuery(t.db, regions, range(), 900));
    expect(plan).toMatch(/Index Cond: .*call_date >= /);
    expect(plan).not.toMatch(/Seq Scan on call_records/);
  });

  it('orders per quarter', async () => {
    const plan = await planOf(ordersByBucketQuery(t.db, regions, range(), 900));
    expect(plan).toMatch(/Index Cond: .*created_at >= /);
    expect(plan).not.toMatch(/Seq Scan on orders/);
  });

  it('leads worked and approved per hour', async () => {
    const plan = await planOf(leadWorkByBucketQuery(t.db, regions, range(), 3600));
    expect(plan).toMatch(/Index Cond: .*closed_at >= /);
    expect(plan).not.toMatch(/Seq Scan on (tasks|task_executions)/);
  });
});
