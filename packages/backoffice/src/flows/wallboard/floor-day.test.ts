import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadWorkByAccount } from '../../modules/workspace/index.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, createLead, seedOrder } from '../../testing/order-fixtures.js';
import { dayRange } from './floor-day.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

type Traffic = { calls: number; answered: number; orders: number };
type FloorDay = {
  day: string;
  timeZone: string;
  lastWeekDay: string;
  quarters: { from: string; today: Traffic; lastWeek: Traffic; waiting: number | null }[];
  hours: {
    from: string;
    leadsWorked: number;
    leadsApproved: number;
    approveRate: number | null;
    answered: number;
    talkSeconds: number;
    averageTalkSeconds: number | null;
  }[];
};

const DAY = '2026-03-10';
const LAST_WEEK = '2026-03-03';
const ZONE = 'America/Lima';
/** A local time of a day in Lima (UTC-5) as an instant. */
const lima = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);

async function floorDay(query: string, username = 'manager', overrides = {}) {
  return t.app.inject({
    url: `/module/wallboard/api/v1/wallboard/day?${query}`,
    headers: await t.auth(username, overrides),
  });
}
async function read(query: string): Promise<FloorDay> {
  const res = await floorDay(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let phones = 0;
async function seedCall(regionId: string, at: Date, billSec: number, accountIdValue: number) {
  phones += 1;
  const sku = `${regionId.slice(0, 2).toUpperCase()}-COLAGENO`;
  const lead = await createLead(t.db, { regionId, sku, phone: `+5190030${String(phones).padStart(4, '0')}` });
  await sql`insert into call_records (account_id, lead_id, region_id, product_id, call_date, ended_at, bill_sec)
    select ${accountIdValue}, id, region_id, product_id, ${at}, ${at}, ${billSec} from leads where id = ${lead}`.execute(
    t.db,
  );
}
async function seedOrderAt(regionId: string, at: Date) {
  const { id } = await seedOrder(t.db, { regionId, status: 1 });
  await sql`update orders set created_at = ${at} where id = ${id}`.execute(t.db);
}
/** A LEAD task the agent closed at `at`, by approving an order or not. */
async function seedClosedTask(agent: number, leadId: number, at: Date, approved: boolean) {
  const task = await t.db
    .insertInto('tasks')
    .values({
      type: 'LEAD',
      lead_id: leadId,
      region_id: 'pe-central',
      account_id: agent,
      status: 'closed',
      due_at: at,
      claimed_at: at,
      closed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('task_executions')
    .values({
      task_id: task.id,
      account_id: agent,
      action: 'CLOSED',
      details: JSON.stringify({ outcome: approved ? 'ORDER_APPROVED' : 'NO_ANSWER' }),
      created_at: at,
    })
    .execute();
}

/** The day's figures counted straight from the tables, independently of the buckets. */
async function counted(regionId: string, day: string) {
  const { from, to } = dayRange(day, ZONE);
  const calls = await sql<{ calls: number; answered: number; talk: number }>`
    select count(*)::int as calls, count(*) filter (where bill_sec > 0)::int as answered, coalesce(sum(bill_sec), 0)::int as talk
    from call_records where region_id = ${regionId} and call_date >= ${from} and call_date < ${to}`.execute(t.db);
  const orders = await sql<{ orders: number }>`select count(*)::int as orders from orders
    where region_id = ${regionId} and created_at >= ${from} and created_at < ${to}`.execute(t.db);
  const row = calls.rows[0] as { calls: number; answered: number; talk: number };
  return {
    calls: Number(row.calls),
    answered: Number(row.answered),
    talkSeconds: Number(row.talk),
    orders: Number(orders.rows[0]?.orders),
  };
}

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

describe("the floor's day in charts (decision 1802)", () => {
  it('buckets add up to the day counted from the tables, today and the same weekday a week earlier', async () => {
    const agent = await accountId(t.db, 'agent');
    // Today: the first and last minute of Lima's day, 09:07 twice (one unanswered) and 09:59.
    await seedCall('pe-central', lima(DAY, '00:00'), 30, agent);
    await seedCall('pe-central', lima(DAY, '09:07'), 120, agent);
    await seedCall('pe-central', lima(DAY, '09:07'), 0, agent);
    await seedCall('pe-central', lima(DAY, '09:59'), 60, agent);
    await seedCall('pe-central', lima(DAY, '23:59'), 15, agent);
    // Outside the day or the regions asked for: never counted.
    await seedCall('pe-central', lima('2026-03-09', '23:59'), 40, agent);
    await seedCall('pe-central', lima('2026-03-11', '00:00'), 40, agent);
    await seedCall('cl-central', lima(DAY, '09:07'), 40, agent);
    // A week earlier: one answered call at 09:10.
    await seedCall('pe-central', lima(LAST_WEEK, '09:10'), 50, agent);
    await seedOrderAt('pe-central', lima(DAY, '09:14'));
    await seedOrderAt('pe-central', lima(DAY, '17:45'));
    await seedOrderAt('pe-central', lima(LAST_WEEK, '17:50'));
    await seedOrderAt('cl-central', lima(DAY, '09:14'));

    const shown = await read(`regionIds=pe-central&day=${DAY}&timeZone=${ZONE}`);
    expect(shown).toMatchObject({ day: DAY, timeZone: ZONE, lastWeekDay: LAST_WEEK });
    expect(shown.quarters).toHaveLength(96);
    expect(shown.hours).toHaveLength(24);
    expect(shown.quarters[0]?.from).toBe(lima(DAY, '00:00').toISOString());

    const today = await counted('pe-central', DAY);
    expect(today).toEqual({ calls: 5, answered: 4, talkSeconds: 225, orders: 2 });
    expect({
      calls: sum(shown.quarters, (q) => q.today.calls),
      answered: sum(shown.quarters, (q) => q.today.answered),
      orders: sum(shown.quarters, (q) => q.today.orders),
    }).toEqual({ calls: today.calls, answered: today.answered, orders: today.orders });
    const lastWeek = await counted('pe-central', LAST_WEEK);
    expect({
      calls: sum(shown.quarters, (q) => q.lastWeek.calls),
      answered: sum(shown.quarters, (q) => q.lastWeek.answered),
      orders: sum(shown.quarters, (q) => q.lastWeek.orders),
    }).toEqual({ calls: lastWeek.calls, answered: lastWeek.answered, orders: lastWeek.orders });
    expect(sum(shown.hours, (h) => h.answered)).toBe(today.answered);
    expect(sum(shown.hours, (h) => h.talkSeconds)).toBe(today.talkSeconds);

    // Each figure sits in the quarter and hour of the day it happened in.
    const nineAm = shown.quarters[36];
    expect(nineAm).toMatchObject({
      from: lima(DAY, '09:00').toISOString(),
      today: { calls: 2, answered: 1, orders: 1 },
      lastWeek: { calls: 1, answered: 1, orders: 0 },
    });
    expect(shown.quarters[95]?.today.calls).toBe(1);
    expect(shown.hours[9]).toMatchObject({ answered: 2, talkSeconds: 180, averageTalkSeconds: 90 });
    expect(shown.hours[10]).toMatchObject({ answered: 0, averageTalkSeconds: null });
  });

  it('approve rate per hour is the statistics’ leads approved over leads worked (decision 1612), added up over agents', async () => {
    const [agent, agent2] = [await accountId(t.db, 'agent'), await accountId(t.db, 'agent2')];
    const lead = async (phone: string) => createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone });
    const [a, b, c] = [await lead('+51900200001'), await lead('+51900200002'), await lead('+51900200003')];
    // 14:00–15:00: agent works a (approved) and b; agent2 works a again (not approved); agent works b twice.
    await seedClosedTask(agent, a, lima(DAY, '14:05'), true);
    await seedClosedTask(agent, b, lima(DAY, '14:20'), false);
    await seedClosedTask(agent, b, lima(DAY, '14:40'), false);
    await seedClosedTask(agent2, a, lima(DAY, '14:50'), false);
    // 16:00–17:00: agent2 approves c.
    await seedClosedTask(agent2, c, lima(DAY, '16:30'), true);

    const shown = await read(`regionIds=pe-central&day=${DAY}&timeZone=${ZONE}`);
    expect(shown.hours[14]).toMatchObject({ leadsWorked: 3, leadsApproved: 1, approveRate: 1 / 3 });
    expect(shown.hours[16]).toMatchObject({ leadsWorked: 1, leadsApproved: 1, approveRate: 1 });
    expect(shown.hours[15]).toMatchObject({ leadsWorked: 0, approveRate: null });

    // The same hour through the profile statistics' own aggregate gives the same figures.
    const work = await leadWorkByAccount(t.db, {
      accountIds: [agent, agent2],
      regionIds: ['pe-central'],
      from: lima(DAY, '14:00'),
      to: lima(DAY, '15:00'),
    });
    expect(sum([...work.values()], (w) => w.leadsWorked)).toBe(shown.hours[14]?.leadsWorked);
    expect(sum([...work.values()], (w) => w.leadsApproved)).toBe(shown.hours[14]?.leadsApproved);
  });

  it('the queue’s depth at each quarter: tasks due and not yet taken then', async () => {
    const lead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900400001' });
    const task = (values: {
      created: string;
      due: string;
      status: 'open' | 'claimed' | 'closed';
      claimed?: string;
      closed?: string;
    }) =>
      t.db
        .insertInto('tasks')
        .values({
          type: 'LEAD',
          lead_id: lead,
          region_id: 'pe-central',
          status: values.status,
          created_at: lima(DAY, values.created),
          due_at: lima(DAY, values.due),
          claimed_at: values.claimed ? lima(DAY, values.claimed) : null,
          closed_at: values.closed ? lima(DAY, values.closed) : null,
        })
        .execute();
    // Due at 08:00, claimed at 09:20 and closed at 09:40.
    await task({ created: '07:00', due: '08:00', status: 'closed', claimed: '09:20', closed: '09:40' });
    // Created at 08:10 (due before), closed unclaimed at 08:40.
    await task({ created: '08:10', due: '06:00', status: 'closed', closed: '08:40' });
    // Due at 10:00 and still open; due at 09:50 and held since 11:05.
    await task({ created: '07:30', due: '10:00', status: 'open' });
    await task({ created: '07:30', due: '09:50', status: 'claimed', claimed: '11:05' });
    // Another region's: never counted.
    const chilean = await createLead(t.db, { regionId: 'cl-central', sku: 'CL-COLAGENO', phone: '+56900400001' });
    await t.db
      .insertInto('tasks')
      .values({
        type: 'LEAD',
        lead_id: chilean,
        region_id: 'cl-central',
        status: 'open',
        created_at: lima(DAY, '07:00'),
        due_at: lima(DAY, '07:00'),
      })
      .execute();

    const shown = await read(`regionIds=pe-central&day=${DAY}&timeZone=${ZONE}`);
    const at = (hhmm: string) => shown.quarters.find((q) => q.from === lima(DAY, hhmm).toISOString())?.waiting;
    expect(
      ['07:45', '08:00', '08:15', '08:30', '08:45', '09:15', '09:30', '09:45', '10:00', '11:00', '11:15', '23:45'].map(
        at,
      ),
    ).toEqual([0, 1, 2, 2, 1, 1, 0, 0, 2, 2, 1, 1]);
    // Today's quarters yet to start have no depth.
    const today = await read('regionIds=pe-central');
    const now = Date.now();
    expect(today.quarters.filter((q) => Date.parse(q.from) > now).every((q) => q.waiting === null)).toBe(true);
    expect(today.quarters.filter((q) => Date.parse(q.from) <= now).every((q) => typeof q.waiting === 'number')).toBe(
      true,
    );
  });

  it('defaults to today in the caller’s own zone, and names a bad field', async () => {
    const shown = await read('regionIds=pe-central');
    const { timezone } = await t.db
      .selectFrom('accounts')
      .select('timezone')
      .where('id', '=', await accountId(t.db, 'manager'))
      .executeTakeFirstOrThrow();
    expect(shown.timeZone).toBe(timezone);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
    expect(shown.day).toBe(today);

    const zone = await floorDay('timeZone=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errors).toHaveProperty('timeZone');
    const day = await floorDay('day=2026-02-30&timeZone=UTC');
    expect(day.statusCode).toBe(400);
    expect(day.json().errors).toHaveProperty('day');
  });

  it('is scoped to the caller’s regions and needs sessions:read', async () => {
    const mexico = await floorDay(`regionIds=pe-central&day=${DAY}&timeZone=${ZONE}`, 'manager', {
      regionIds: ['mx-central'],
    });
    expect(mexico.statusCode).toBe(200);
    expect(sum(mexico.json().quarters as FloorDay['quarters'], (q) => q.today.calls)).toBe(0);
    const agent = await floorDay(`day=${DAY}`, 'agent');
    expect(agent.statusCode).toBe(403);
  });
});
