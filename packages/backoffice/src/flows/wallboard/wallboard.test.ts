import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, createLead, seedOrder } from '../../testing/order-fixtures.js';
import { startWallboardWatch } from './wallboard.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

type Board = {
  queue: {
    regionId: string;
    productId: number | null;
    productName: string | null;
    taskType: string;
    waiting: number;
  }[];
  agents: Record<'WAITING' | 'DIALLING' | 'ON_CALL' | 'WRAP_UP' | 'IDLE', number>;
  onShift: {
    accountId: number;
    name: string;
    state: string;
    since: string;
    leadId: number | null;
    productName: string | null;
    callsToday: number;
    ordersToday: number;
    groups: { id: number; name: string }[];
  }[];
  lastHour: { calls: number; answered: number; talkSeconds: number; outcomes: { status: number; leads: number }[] };
};

const PERU = 'regionIds=pe-central';
async function board(query = PERU, username = 'manager', overrides = {}): Promise<Board> {
  const res = await t.app.inject({
    url: `/module/wallboard/api/v1/wallboard?${query}`,
    headers: await t.auth(username, overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const as = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: await t.auth(username), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** The same figures counted straight from the tables, independently of the wallboard's code. */
async function fromDatabase(regionId: string) {
  const queue = await sql<{ product_id: number | null; type: string; waiting: number }>`
    select product_id, type, count(*)::int as waiting from tasks
    where status = 'open' and due_at <= now() and region_id = ${regionId}
    group by product_id, type`.execute(t.db);
  const calls = await sql<{ calls: number; answered: number; talk: number }>`
    select count(*)::int as calls, count(*) filter (where bill_sec > 0)::int as answered,
           coalesce(sum(bill_sec), 0)::int as talk
    from call_records where region_id = ${regionId} and call_date >= now() - interval '1 hour'`.execute(t.db);
  const outcomes = await sql<{ status: number; leads: number }>`
    select status, count(*)::int as leads from leads
    where region_id = ${regionId} and last_status_at >= now() - interval '1 hour' group by status`.execute(t.db);
  return {
    queue: new Map(queue.rows.map((r) => [`${r.product_id}:${r.type}`, Number(r.waiting)])),
    calls: calls.rows[0],
    outcomes: new Map(outcomes.rows.map((r) => [r.status, Number(r.leads)])),
  };
}

async function expectMatchesDatabase(shown: Board) {
  const db = await fromDatabase('pe-central');
  expect(new Map(shown.queue.map((q) => [`${q.productId}:${q.taskType}`, q.waiting]))).toEqual(db.queue);
  expect(shown.lastHour).toMatchObject({
    calls: Number(db.calls?.calls),
    answered: Number(db.calls?.answered),
    talkSeconds: Number(db.calls?.talk),
  });
  expect(new Map(shown.lastHour.outcomes.map((o) => [o.status, o.leads]))).toEqual(db.outcomes);
}

const stateOf = (shown: Board, id: number) => shown.onShift.find((a) => a.accountId === id)?.state;

describe('supervisor wallboard (decision 1421)', () => {
  it('queue, agents by state and the last hour match the database through known traffic', async () => {
    const agent = await accountId(t.db, 'agent');
    const start = await board();
    await expectMatchesDatabase(start);
    expect(stateOf(start, agent)).toBeUndefined();

    // Three new Peruvian leads of one product: that product's LEAD queue grows by three.
    const leads = [
      await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900100001' }),
      await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900100002' }),
      await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900100003' }),
    ];
    const { product_id: productId } = await t.db
      .selectFrom('leads')
      .select('product_id')
      .where('id', '=', leads[0] as number)
      .executeTakeFirstOrThrow();
    const waiting = (b: Board) => b.queue.find((q) => q.productId === productId && q.taskType === 'LEAD')?.waiting ?? 0;
    const grown = await board();
    expect(waiting(grown)).toBe(waiting(start) + 3);
    expect(grown.queue.find((q) => q.productId === productId)?.productName).toEqual(expect.any(String));
    await expectMatchesDatabase(grown);

    // The agent starts a shift with the page open (heartbeat): waiting for a task.
    await as('agent', 'POST', '/module/shifts/api/v1/shifts/start');
    await as('agent', 'POST', '/module/sessions/api/v1/ping', { sessionId: 'wallboard-agent-1' });
    const onShift = await board();
    expect(stateOf(onShift, agent)).toBe('WAITING');
    expect(onShift.agents.WAITING).toBe(start.agents.WAITING + 1);
    expect(onShift.onShift.find((a) => a.accountId === agent)?.name).toBe('Lucía Quispe Mamani');

    // It takes one of the leads: holding it (wrap-up) and the queue is one shorter.
    await as('agent', 'POST', '/module/leads/leads/claim-by-id', { leadId: leads[0] });
    const next = await t.db
      .selectFrom('tasks')
      .select(['id', 'lead_id as leadId'])
      .where('account_id', '=', agent)
      .where('status', '=', 'claimed')
      .executeTakeFirstOrThrow();
    const holding = await board();
    expect(stateOf(holding, agent)).toBe('WRAP_UP');
    await expectMatchesDatabase(holding);
    const total = (b: Board) => b.queue.reduce((sum, q) => sum + q.waiting, 0);
    expect(total(holding)).toBe(total(onShift) - 1);

    // It calls the lead: on a call; the call ends: one more call in the last hour.
    await as('agent', 'POST', '/module/leads/api/v1/logs', { leadId: next.leadId, action: 'CALL_START' });
    const calling = await board();
    expect(stateOf(calling, agent)).toBe('ON_CALL');
    expect(calling.agents.ON_CALL).toBe(start.agents.ON_CALL + 1);
    await as('agent', 'POST', '/module/leads/api/v1/logs', { leadId: next.leadId, action: 'CALL_ENDED' });
    const after = await board();
    expect(stateOf(after, agent)).toBe('WRAP_UP');
    expect(after.lastHour.calls).toBe(start.lastHour.calls + 1);
    await expectMatchesDatabase(after);

    // Without a heartbeat for more than 30 s and no task, the agent is on shift but idle.
    await t.db
      .updateTable('browser_sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '1 minute'` })
      .where('account_id', '=', agent)
      .execute();
    await t.db.updateTable('tasks').set({ status: 'closed' }).where('id', '=', next.id).execute();
    expect(stateOf(await board(), agent)).toBe('IDLE');
  });

  it('the agent grid: each agent on shift with the held lead and product, time in state, calls and orders today, groups (decision 1799)', async () => {
    const agent = await accountId(t.db, 'agent2');
    const COLOMBIA = 'regionIds=co-central';
    const row = async () => (await board(COLOMBIA, 'admin')).onShift.find((a) => a.accountId === agent);
    const shiftStarted = Date.now();
    await as('agent2', 'POST', '/module/shifts/api/v1/shifts/start');
    await as('agent2', 'POST', '/module/sessions/api/v1/ping', { sessionId: 'wallboard-agent2-1' });
    const waiting = await row();
    expect(waiting).toMatchObject({ state: 'WAITING', leadId: null, productName: null, callsToday: 0 });
    expect(Date.parse(waiting?.since ?? '')).toBeGreaterThanOrEqual(shiftStarted - 1000);
    const groups = await t.db
      .selectFrom('account_groups as ag')
      .innerJoin('groups as g', 'g.id', 'ag.group_id')
      .select(['g.id', 'g.name'])
      .where('ag.account_id', '=', agent)
      .orderBy('g.name')
      .execute();
    expect(waiting?.groups).toEqual(groups);

    const lead = await createLead(t.db, { regionId: 'co-central', sku: 'CO-COLAGENO', phone: '+573001000011' });
    await as('agent2', 'POST', '/module/leads/leads/claim-by-id', { leadId: lead });
    const callStarted = Date.now();
    await as('agent2', 'POST', '/module/leads/api/v1/logs', { leadId: lead, action: 'CALL_START' });
    const calling = await row();
    const { name: productName } = await t.db
      .selectFrom('leads as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select('p.name')
      .where('l.id', '=', lead)
      .executeTakeFirstOrThrow();
    expect(calling).toMatchObject({ state: 'ON_CALL', leadId: lead, productName, callsToday: 1 });
    expect(Date.parse(calling?.since ?? '')).toBeGreaterThanOrEqual(callStarted - 1000);
    await as('agent2', 'POST', '/module/leads/api/v1/logs', { leadId: lead, action: 'CALL_ENDED' });
    const wrapping = await row();
    expect(wrapping).toMatchObject({ state: 'WRAP_UP', leadId: lead, callsToday: 1 });
    expect(Date.parse(wrapping?.since ?? '')).toBeGreaterThanOrEqual(Date.parse(calling?.since ?? ''));

    // Orders today count in the zone of each order's region: one from now, none from before Bogotá's midnight.
    await seedOrder(t.db, { regionId: 'co-central', status: 1, createdBy: agent });
    const yesterday = await seedOrder(t.db, { regionId: 'co-central', status: 1, createdBy: agent });
    await sql`update orders set created_at = (date_trunc('day', now() at time zone 'America/Bogota') - interval '1 minute') at time zone 'America/Bogota'
      where id = ${yesterday.id}`.execute(t.db);
    const { n } = await sql<{ n: number }>`select count(*)::int as n from orders where created_by = ${agent}
      and created_at >= date_trunc('day', now() at time zone 'America/Bogota') at time zone 'America/Bogota'`
      .execute(t.db)
      .then((r) => r.rows[0] as { n: number });
    expect((await row())?.ordersToday).toBe(Number(n));
    expect(Number(n)).toBeGreaterThanOrEqual(1);
  });

  it('a call placed and not answered is dialling from the dial button to the answer; a failed dial ends it (decision 1822)', async () => {
    const agent = await accountId(t.db, 'agent');
    await as('agent', 'POST', '/module/shifts/api/v1/shifts/start');
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900100021' });
    await as('agent', 'POST', '/module/leads/leads/claim-by-id', { leadId });
    const row = async () => (await board()).onShift.find((a) => a.accountId === agent);
    const log = (action: string) => as('agent', 'POST', '/module/leads/api/v1/logs', { leadId, action });

    const pressed = Date.now();
    await log('CALL_BUTTON_PRESSED');
    const ringing = await board();
    expect(stateOf(ringing, agent)).toBe('DIALLING');
    expect(Date.parse((await row())?.since ?? '')).toBeGreaterThanOrEqual(pressed - 1000);
    expect(ringing.agents.DIALLING).toBeGreaterThanOrEqual(1);

    // The answer opens the call record: on a call; the hang-up: wrap-up.
    await log('CALL_START');
    expect((await row())?.state).toBe('ON_CALL');
    await log('CALL_END_MANUAL');
    await log('CALL_ENDED');
    expect((await row())?.state).toBe('WRAP_UP');

    // A second dial nobody answers: dialling until the failure is logged.
    await log('CALL_BUTTON_PRESSED');
    expect((await row())?.state).toBe('DIALLING');
    await log('NO_ANSWER_AUTO');
    await log('CALL_ENDED');
    expect((await row())?.state).toBe('WRAP_UP');

    // A press whose end was never logged (the last thing the agent's softphone logged, three
    // minutes ago) stops counting as a dial after two minutes.
    await log('CALL_BUTTON_PRESSED');
    expect((await row())?.state).toBe('DIALLING');
    await t.db
      .updateTable('lead_logs')
      .set({ created_at: sql<Date>`created_at - interval '3 minutes'` })
      .where('account_id', '=', agent)
      .execute();
    expect((await row())?.state).toBe('WRAP_UP');
    await as('agent', 'POST', '/module/shifts/api/v1/shifts/end');
  });

  it('is scoped to the caller’s regions and needs sessions:read', async () => {
    const mexico = await board('', 'manager', { regionIds: ['mx-central'] });
    expect(mexico.queue.every((q) => q.regionId === 'mx-central')).toBe(true);
    const asked = await board('regionIds=pe-central', 'manager', { regionIds: ['mx-central'] });
    expect(asked.queue).toEqual([]);
    const res = await t.app.inject({ url: '/module/wallboard/api/v1/wallboard', headers: await t.auth('agent') });
    expect(res.statusCode).toBe(403);
  });

  it('a change of the figures is pushed as wallboard.changed naming the region', async () => {
    const watch = startWallboardWatch(t.db, t.app.log, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = await t.db.selectFrom('outbox_events').select(sql<number>`max(id)`.as('id')).executeTakeFirst();
      await createLead(t.db, { regionId: 'cl-central', sku: 'CL-COLAGENO', phone: '+56900100004' });
      await expect
        .poll(
          async () =>
            t.db
              .selectFrom('outbox_events')
              .select(['type', 'payload'])
              .where('id', '>', Number(before?.id ?? 0))
              .where('type', '=', 'wallboard.changed')
              .execute(),
          { timeout: 5000 },
        )
        .toEqual([expect.objectContaining({ payload: { regionIds: ['cl-central'] } })]);
    } finally {
      await watch.stop();
    }
  });
});
