/**
 * The stats header's figures over seeded work with known outcomes (decision 1612): leads worked
 * through the real task outcomes and order capture, orders delivered later, older work, another
 * region's and another product's work, and call records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, claimLeadTask, createLead, createPeruOrder, productId } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let agentId: number;
let peruTeam: number;
let colageno: number;
const DAY = 86_400_000;

async function changeStatus(leadId: number, status: number) {
  await claimLeadTask(t.db, leadId, 'agent');
  const res = await t.app.inject({
    method: 'POST',
    url: '/module/leads/leads/change-status',
    headers: await t.auth('agent'),
    payload: { leadId, status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A Chilean lead the agent worked and sold directly in the tables (another region and product). */
async function chileanSale(closedAt: Date) {
  const leadId = await createLead(t.db, { regionId: 'cl-central', sku: 'CL-COLAGENO', phone: '+56911111111' });
  await t.db
    .updateTable('tasks')
    .set({ status: 'closed', account_id: agentId, closed_at: closedAt })
    .where('lead_id', '=', leadId)
    .execute();
  const order = await t.db
    .insertInto('orders')
    .values({
      short_code: 'STATS-CL-1',
      lead_id: leadId,
      region_id: 'cl-central',
      status: 5,
      created_by: agentId,
      created_at: closedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_items')
    .values({ order_id: order.id, product_id: await productId(t.db, 'CL-COLAGENO'), qty: 1, unit_price_minor: 1000 })
    .execute();
  return leadId;
}

async function callRecord(leadId: number, billSec: number, callDate: Date) {
  const lead = await t.db
    .selectFrom('leads')
    .select(['region_id', 'product_id'])
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('call_records')
    .values({
      account_id: agentId,
      lead_id: leadId,
      region_id: lead.region_id,
      product_id: lead.product_id,
      call_date: callDate,
      ended_at: callDate,
      bill_sec: billSec,
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestBackoffice();
  agentId = await accountId(t.db, 'agent');
  colageno = await productId(t.db, 'PE-COLAGENO');
  peruTeam = (
    await t.db
      .selectFrom('groups')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .where('task_type', '=', 'LEAD')
      .executeTakeFirstOrThrow()
  ).id;
  const agent = await t.auth('agent', { features: [] });
  const now = Date.now();
  // Peru: A approved; B no answer, then busy (one lead worked twice); C approved and delivered.
  const a = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  await claimLeadTask(t.db, a, 'agent');
  await createPeruOrder(t, agent, a);
  const b = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51922222222' });
  await changeStatus(b, 1);
  await changeStatus(b, 21);
  const c = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  await claimLeadTask(t.db, c, 'agent');
  const delivered = await createPeruOrder(t, agent, c);
  await t.db.updateTable('orders').set({ status: 9 }).where('id', '=', delivered.id).execute();
  // Chile: D worked and sold, not through an approval (not an approved lead).
  const d = await chileanSale(new Date(now - 2 * DAY));
  // Peru, ten days ago: E worked (no answer).
  const e = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51933333333' });
  await t.db
    .updateTable('tasks')
    .set({ status: 'closed', account_id: agentId, closed_at: new Date(now - 10 * DAY) })
    .where('lead_id', '=', e)
    .execute();
  // Calls: Peru 60 s, unanswered, 120 s; Chile 30 s; Peru 300 s ten days ago.
  await callRecord(a, 60, new Date(now - DAY / 2));
  await callRecord(b, 0, new Date(now - DAY / 2));
  await callRecord(c, 120, new Date(now - DAY / 2));
  await callRecord(d, 30, new Date(now - 2 * DAY));
  await callRecord(e, 300, new Date(now - 10 * DAY));
  // Evaluations of the agent's calls: Peru 80 and 60 today, Chile 100 two days ago, Peru 10 ten days ago.
  const evaluator = await accountId(t.db, 'manager');
  const form = await t.db
    .insertInto('quality_forms')
    .values({ product_id: colageno, region_id: 'pe-central', name: 'Llamada de venta' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: versionId } = await t.db
    .insertInto('quality_form_versions')
    .values({ form_id: form.id, version: 1, sections: '[]', created_by: evaluator })
    .returning('id')
    .executeTakeFirstOrThrow();
  const evaluations: [string, string, number, number][] = [
    ['pe-central', 'PE-COLAGENO', 80, now - DAY / 2],
    ['pe-central', 'PE-COLAGENO', 60, now - DAY / 2],
    ['cl-central', 'CL-COLAGENO', 100, now - 2 * DAY],
    ['pe-central', 'PE-COLAGENO', 10, now - 10 * DAY],
  ];
  for (const [i, [regionId, sku, score, at]] of evaluations.entries()) {
    await t.db
      .insertInto('quality_evaluations')
      .values({
        call_record_id: 900_000 + i,
        form_version_id: versionId,
        evaluator_id: evaluator,
        agent_id: agentId,
        region_id: regionId,
        product_id: await productId(t.db, sku),
        answers: JSON.stringify({}),
        comments: JSON.stringify([]),
        score,
        critical_failed: false,
        created_at: new Date(at),
      })
      .execute();
  }
});
afterAll(() => t.close());

const API = '/module/profile/api/v1/statistics';
const stats = async (url: string, username = 'manager', overrides = {}) => {
  const res = await t.app.inject({ url: `${API}${url}`, headers: await t.auth(username, overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('statistics', () => {
  it('PROFILE-23 an agent over the default week: leads worked and approved, orders, delivered, calls, talk time, evaluated calls and their mean score', async () => {
    const week = await stats(`/agents/${agentId}`);
    expect(week.period).toBe('WEEK');
    expect(new Date(week.to).getTime() - new Date(week.from).getTime()).toBe(7 * DAY);
    expect(week.figures).toEqual({
      leadsWorked: 4,
      leadsApproved: 2,
      approveRate: 0.5,
      orders: 3,
      delivered: 1,
      buyoutRate: 1 / 3,
      calls: 4,
      averageTalkSeconds: 70,
      evaluations: 3,
      averageQualityScore: 80,
    });
  });

  it('PROFILE-22 ACONST-26 the periods 1 day, 1 week, 1 month, 2 months and 3 months', async () => {
    const day = await stats(`/agents/${agentId}?period=DAY`);
    expect(day.figures).toMatchObject({ leadsWorked: 3, leadsApproved: 2, orders: 2, calls: 3 });
    const month = await stats(`/agents/${agentId}?period=MONTH`);
    expect(month.figures).toMatchObject({ leadsWorked: 5, leadsApproved: 2, calls: 5, averageTalkSeconds: 127.5 });
    for (const period of ['TWO_MONTHS', 'THREE_MONTHS']) {
      expect((await stats(`/agents/${agentId}?period=${period}`)).figures.leadsWorked, period).toBe(5);
    }
    const res = await t.app.inject({
      url: `${API}/agents/${agentId}?period=YEAR`,
      headers: await t.auth('manager'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('period');
  });

  it('PROFILE-24 by product, and only in the caller’s regions', async () => {
    const peruProduct = await stats(`/agents/${agentId}?productIds=${colageno}`);
    const peruCaller = await stats(`/agents/${agentId}`, 'manager', { regionIds: ['pe-central'] });
    for (const figures of [peruProduct.figures, peruCaller.figures]) {
      expect(figures).toEqual({
        leadsWorked: 3,
        leadsApproved: 2,
        approveRate: 2 / 3,
        orders: 2,
        delivered: 1,
        buyoutRate: 0.5,
        calls: 3,
        averageTalkSeconds: 90,
        evaluations: 2,
        averageQualityScore: 70,
      });
    }
    const other = await t.app.inject({ url: `${API}/agents/${agentId}`, headers: await t.auth('agent2') });
    expect(other.statusCode).toBe(404);
  });

  it('an agent’s figures per day of the period, counted on the reader’s days, add up to the period’s', async () => {
    const week = await stats(`/agents/${agentId}`);
    const days = await stats(`/agents/${agentId}/days?timeZone=America/Lima`);
    expect(days).toMatchObject({ period: 'WEEK', accountId: agentId, timeZone: 'America/Lima' });
    // A 7-day period ending now touches 8 calendar days; every one is listed, oldest first.
    expect(days.days).toHaveLength(8);
    const names = days.days.map((d: { day: string }) => d.day);
    expect(names).toEqual([...names].sort());
    const sum = (key: string) =>
      days.days.reduce((total: number, d: { figures: Record<string, number> }) => total + (d.figures[key] ?? 0), 0);
    for (const key of ['orders', 'delivered', 'calls']) expect(sum(key), key).toBe(week.figures[key]);
    // Two days ago, in Lima: the Chilean sale and its 30 s call.
    const limaDay = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);
    const chile = days.days.find((d: { day: string }) => d.day === limaDay(Date.now() - 2 * DAY));
    expect(chile.figures).toMatchObject({ orders: 1, calls: 1, averageTalkSeconds: 30 });

    // The caller's own zone by default; an unknown zone is a 400 naming it; another region's agent is not found.
    expect((await stats(`/agents/${agentId}/days`)).timeZone).toEqual(expect.any(String));
    const bad = await t.app.inject({
      url: `${API}/agents/${agentId}/days?timeZone=Mars/Olympus`,
      headers: await t.auth('manager'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('timeZone');
    const other = await t.app.inject({ url: `${API}/agents/${agentId}/days`, headers: await t.auth('agent2') });
    expect(other.statusCode).toBe(404);
  });

  it('PROFILE-25 the team view: the team’s region, members best first, and their total', async () => {
    const team = await stats(`/teams/${peruTeam}`, 'agent');
    expect(team.members[0]).toMatchObject({ accountId: agentId, name: 'Lucía' });
    expect(team.members[0].figures).toMatchObject({ leadsWorked: 3, leadsApproved: 2, orders: 2, delivered: 1 });
    expect(team.members.slice(1).every((m: { figures: { leadsWorked: number } }) => m.figures.leadsWorked === 0)).toBe(
      true,
    );
    expect(team.figures).toEqual(team.members[0].figures);
    const colombia = await t.app.inject({ url: `${API}/teams/${peruTeam}`, headers: await t.auth('agent2') });
    expect(colombia.statusCode).toBe(404);
  });

  it('PROFILE-25 the leaderboard: who worked in the caller’s regions, best first', async () => {
    const board = await stats('/leaderboard', 'agent');
    expect(board.rows.map((r: { accountId: number }) => r.accountId)).toEqual([agentId]);
    expect(board.rows[0].figures.leadsWorked).toBe(4);
    expect((await stats('/leaderboard', 'agent2')).rows).toEqual([]);
  });

  it('PROFILE-25 the teams leaderboard: each team of the caller’s regions with its members’ work in its region', async () => {
    const board = await stats('/teams-leaderboard', 'agent');
    const groups = await t.db
      .selectFrom('groups as g')
      .innerJoin('account_groups as ag', 'ag.group_id', 'g.id')
      .select(['g.id', 'g.region_id'])
      .where('ag.account_id', '=', agentId)
      .execute();
    type Row = { teamId: number; regionId: string; figures: { leadsWorked: number; orders: number } };
    const row = (id: number) => board.rows.find((r: Row) => r.teamId === id) as Row;
    for (const group of groups) {
      expect(row(group.id).figures, String(group.id)).toMatchObject(
        group.region_id === 'pe-central' ? { leadsWorked: 3, orders: 2 } : { leadsWorked: 1, orders: 1 },
      );
    }
    expect(board.rows[0].regionId).toBe('pe-central');
    expect(new Set(board.rows.map((r: Row) => r.regionId))).toEqual(new Set(['pe-central', 'cl-central']));
    const colombia = await stats('/teams-leaderboard', 'agent2');
    expect(colombia.rows.every((r: Row) => ['co-central', 'mx-central'].includes(r.regionId))).toBe(true);
    expect(colombia.rows.every((r: Row) => r.figures.leadsWorked === 0)).toBe(true);
  });
});
