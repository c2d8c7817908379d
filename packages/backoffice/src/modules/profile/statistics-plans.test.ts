/**
 * The stats header's aggregates are served by indexes (decision 1612, issue 16 "Figures"): over
 * seeded volume (200 agents; 20 000 tasks, orders and call records over half a year) the plans of
 * one agent's, a team's and the leaderboard's figures never scan tasks, their executions, orders
 * or call records whole. Timings belong to bench/, not here.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsFilter } from '../../platform/stats-filter.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { productId } from '../../testing/order-fixtures.js';
import { seedManyEvaluations } from '../../testing/quality-fixtures.js';
import { orderOutcomesByDayQuery, orderOutcomesQuery } from '../orders/index.js';
import { qualityScoresQuery } from '../quality/index.js';
import { talkTimeByDayQuery, talkTimeQuery } from '../telephony/index.js';
import { leadWorkByDayQuery, leadWorkQuery } from '../workspace/index.js';
import { statsRange } from './statistics.js';

const AGENTS = 200;
const ROWS = 20_000;
let t: TestBackoffice;
let agents: number[];
let colageno: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  colageno = await productId(t.db, 'PE-COLAGENO');
  const inserted = await sql<{ id: number }>`
    insert into accounts (username, password_hash, name, surname, email)
    select 'stats-' || g, 'x', 'Agente ' || g, 'Prueba', 'stats-' || g || '@umbrella.example'
    from generate_series(1, ${AGENTS}) g returning id`.execute(t.db);
  agents = inserted.rows.map((r) => r.id);
  const first = agents[0] as number;
  await sql`insert into account_regions (account_id, region_id) select id, 'pe-central' from accounts where username like 'stats-%'`.execute(
    t.db,
  );
  const leads = await sql<{ id: number }>`
    insert into leads (region_id, product_id, name, phone)
    select 'pe-central', ${colageno}, 'Cliente ' || g, '+5190' || lpad(g::text, 7, '0')
    from generate_series(1, 2000) g returning id`.execute(t.db);
  const lead = leads.rows[0]?.id as number;
  // A day of work per row over 180 days, spread over the agents.
  await sql`
    insert into tasks (type, lead_id, region_id, product_id, account_id, status, due_at, created_at, claimed_at, closed_at)
    select 'LEAD', ${lead} + g % 2000, 'pe-central', ${colageno}, ${first} + g % ${AGENTS}, 'closed',
           now() - (g % 180) * interval '1 day', now() - (g % 180) * interval '1 day',
           now() - (g % 180) * interval '1 day', now() - (g % 180) * interval '1 day'
    from generate_series(1, ${ROWS}) g`.execute(t.db);
  await sql`
    insert into task_executions (task_id, account_id, action, details, created_at)
    select id, account_id, 'CLOSED', '{"outcome":"ORDER_APPROVED"}', closed_at
    from tasks where status = 'closed' and id % 4 = 0`.execute(t.db);
  await sql`
    insert into orders (short_code, lead_id, region_id, status, created_by, created_at, updated_at)
    select 'STATS-' || g, ${lead} + g % 2000, 'pe-central', (array[5, 9, 8, 7])[1 + g % 4], ${first} + g % ${AGENTS},
           now() - (g % 180) * interval '1 day', now()
    from generate_series(1, ${ROWS}) g`.execute(t.db);
  await sql`
    insert into order_items (order_id, product_id, qty, unit_price_minor)
    select id, ${colageno}, 1, 1000 from orders where short_code like 'STATS-%'`.execute(t.db);
  await sql`
    insert into call_records (account_id, lead_id, region_id, product_id, call_date, ended_at, bill_sec, audio_src)
    select ${first} + g % ${AGENTS}, ${lead} + g % 2000, 'pe-central', ${colageno},
           now() - (g % 180) * interval '1 day', now() - (g % 180) * interval '1 day', g % 240, 'call-' || g || '.webm'
    from generate_series(1, ${ROWS}) g`.execute(t.db);
  await seedManyEvaluations(t.db, ROWS / 5);
  await sql`analyze`.execute(t.db);
}, 180_000);
afterAll(() => t.close());

const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');

function filters(): [string, StatsFilter][] {
  const cases: [string, StatsFilter][] = [];
  for (const period of ['DAY', 'WEEK', 'MONTH', 'THREE_MONTHS'] as const) {
    const range = statsRange(period, new Date());
    const base = { regionIds: ['pe-central', 'cl-central'], ...range };
    cases.push([`one agent, ${period}`, { ...base, accountIds: [agents[7] as number] }]);
    cases.push([
      `one agent, ${period}, a product`,
      { ...base, accountIds: [agents[7] as number], productIds: [colageno] },
    ]);
    cases.push([`a team of 12, ${period}`, { ...base, accountIds: agents.slice(0, 12) }]);
  }
  const week = statsRange('WEEK', new Date());
  cases.push(['the leaderboard, WEEK', { regionIds: ['pe-central', 'cl-central'], ...week, accountIds: agents }]);
  return cases;
}

describe('statistics plans', () => {
  it(`PROFILE-22 PROFILE-24 PROFILE-25 an agent's (also per day), a team's and the leaderboard's figures are index scans over ${ROWS} rows a table`, async () => {
    const scans: string[] = [];
    for (const [name, filter] of filters()) {
      for (const [kind, query] of [
        ['tasks', leadWorkQuery(t.db, filter)],
        ['orders', orderOutcomesQuery(t.db, filter)],
        ['call records', talkTimeQuery(t.db, filter)],
        ['evaluations', qualityScoresQuery(t.db, filter)],
        // An agent's figures per day (decision 1826): the same rows, grouped by the reader's days.
        ['tasks per day', leadWorkByDayQuery(t.db, filter, 'America/Lima')],
        ['orders per day', orderOutcomesByDayQuery(t.db, filter, 'America/Lima')],
        ['call records per day', talkTimeByDayQuery(t.db, filter, 'America/Lima')],
      ] as const) {
        const plan = await planOf(query);
        if (/Seq Scan on (tasks|orders|call_records|task_executions|quality_evaluations)/.test(plan))
          scans.push(`${kind}: ${name}\n${plan}`);
      }
    }
    expect(scans).toEqual([]);
  });
});
