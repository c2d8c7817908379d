import { ERROR_CODES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../../clock.js';
import { buildTestBackoffice, type TestBackoffice } from '../../../../testing/build.js';
import { workspaceFor } from '../../workspace.js';

process.env.TEST_CLOCK = '1';

describe('workspace routes', () => {
  let t: TestBackoffice;
  let agent: { authorization: string };
  let agentId: number;

  beforeAll(async () => {
    t = await buildTestBackoffice();
    agent = await t.auth('agent');
    agentId = (await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => {
    systemClock.setOffsetSeconds(0);
    await t.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  /** A fresh lead of a demo product in Peru, due now (the agent's sales group takes it). */
  async function peruLead(name = 'Lucía Demo') {
    const offer = await t.db
      .selectFrom('offers')
      .select(['id', 'product_id', 'webmaster_id'])
      .where('region_id', '=', 'pe-central')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lead = await t.db
      .insertInto('leads')
      .values({
        region_id: 'pe-central',
        product_id: offer.product_id,
        offer_id: offer.id,
        webmaster_id: offer.webmaster_id,
        name,
        phone: '+51912345678',
        created_at: new Date(Date.now() - 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { leadId: lead.id, offer };
  }

  async function releaseAgent() {
    const current = await get('/module/tasks/api/v1/tasks/current', agent);
    const task = current.json().task;
    if (task) await post('/module/tasks/api/v1/tasks/close', agent, { taskId: task.id });
  }

  it('SHIFT-02 SHIFT-06 SHIFT-14 SHIFT-15 start, extend (seconds left) and end over HTTP; extend without a shift is 409', async () => {
    const noShift = await post('/module/shifts/api/v1/shifts/extend', agent);
    expect(noShift.statusCode).toBe(409);
    expect(noShift.json()).toMatchObject({ code: ERROR_CODES.shiftNotActive });
    const started = await post('/module/shifts/api/v1/shifts/start', agent);
    expect(started.statusCode).toBe(200);
    expect(started.json().secondsLeft).toBeGreaterThan(8 * 3600 - 5);
    const extended = await post('/module/shifts/api/v1/shifts/extend', agent);
    expect(extended.statusCode).toBe(200);
    expect(extended.json().secondsLeft).toBeGreaterThan(8 * 3600 - 5);
    expect((await post('/module/shifts/api/v1/shifts/end', agent)).statusCode).toBe(204);
    expect((await get('/module/shifts/api/v1/shifts/current', agent)).json()).toEqual({ shift: null });
    expect((await post('/module/shifts/api/v1/shifts/extend', agent)).statusCode).toBe(409);
  });

  it('SHIFT-11 a manager with shift:report extends on load', async () => {
    const manager = await t.auth('manager');
    await post('/module/shifts/api/v1/shifts/start', manager);
    const res = await post('/module/shifts/api/v1/shifts/extend', manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondsLeft: expect.any(Number), endsAt: expect.any(String) });
  });

  it('task routes need task:current', async () => {
    const finance = await t.auth('finance');
    expect((await post('/module/tasks/api/v1/tasks/next', finance)).statusCode).toBe(403);
    expect((await get('/module/leads/leads/my-leads', finance)).statusCode).toBe(403);
  });

  it('TASK-08 TASK-30 next claims a task with its lead context; current returns it', async () => {
    await post('/module/shifts/api/v1/shifts/start', agent);
    const { leadId } = await peruLead();
    const next = await post('/module/tasks/api/v1/tasks/next', agent);
    expect(next.statusCode).toBe(200);
    const task = next.json().task;
    expect(task).toMatchObject({
      type: 'LEAD',
      status: 'claimed',
      leadId,
      context: { id: leadId, phone: '+51912345678' },
    });
    expect((await get('/module/tasks/api/v1/tasks/current', agent)).json().task.id).toBe(task.id);
    const history = await get(`/module/tasks/api/v1/tasks/${task.id}/executions`, agent);
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(['CLAIMED']);
    await releaseAgent();
  });

  it('PHONE-07 LEAD-58 SHELL-27 a token with the voip feature gets "****" in task, lead and search answers', async () => {
    const voip = await t.auth('agent', { features: ['voip'] });
    const { leadId } = await peruLead('Con Voip');
    const claim = await post('/module/leads/leads/claim-by-id', voip, { leadId });
    expect(claim.json()).toMatchObject({ id: leadId, phone: '****', encryptedPhone: `lead-${leadId}` });
    expect((await post('/module/tasks/api/v1/tasks/next', voip)).json().task.context.phone).toBe('****');
    expect((await post('/module/leads/leads/fetch-by-id', voip, { leadId })).json().phone).toBe('****');
    const search = await post('/module/leads/leads/search', voip, { phone: '912345678' });
    expect(search.json().every((row: { phone: string }) => row.phone === '****')).toBe(true);
    const reveal = await post(`/module/leads/api/v1/phones/lead/${leadId}`, voip);
    expect(reveal.json()).toEqual({ phone: '+51912345678' });
    await releaseAgent();
  });

  it('LEAD-57 TASK-19 claim-by-id answers without id when another user holds the lead', async () => {
    const { leadId } = await peruLead();
    const manager = await t.auth('manager');
    expect((await post('/module/leads/leads/claim-by-id', manager, { leadId })).json()).toMatchObject({ id: leadId });
    const refused = await post('/module/leads/leads/claim-by-id', agent, { leadId });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ claimed: false, message: 'Lead already claimed by another user' });
    const managerTask = (await get('/module/tasks/api/v1/tasks/current', manager)).json().task;
    await post('/module/tasks/api/v1/tasks/close', manager, { taskId: managerTask.id });
  });

  it('LEAD-59 change-status with an Idempotency-Key: a retry gets the first answer and is applied once', async () => {
    const { leadId } = await peruLead();
    await post('/module/leads/leads/claim-by-id', agent, { leadId });
    const body = { leadId, status: 1, callAt: null, comment: null, callDuration: 0, dialDuration: 12 };
    const headers = { ...agent, 'idempotency-key': `cs-${leadId}` };
    const first = await post('/module/leads/leads/change-status', headers, body);
    const retry = await post('/module/leads/leads/change-status', headers, body);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const lead = await t.db
      .selectFrom('leads')
      .select(['status', 'attempts'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: 1, attempts: 1 });
    const withoutKey = await post('/module/leads/leads/change-status', agent, body);
    expect(withoutKey.statusCode).toBe(409);
    expect(withoutKey.json().code).toBe(ERROR_CODES.taskNotHeld);
  });

  it('LEAD-50 LEAD-53 LEAD-54 the survey paths, with the exact age message', async () => {
    const { leadId } = await peruLead();
    expect((await get(`/module/leads/forms/check-form/${leadId}`, agent)).json()).toEqual({
      leadId,
      filled: false,
      age: null,
      sex: null,
    });
    const bad = await post('/module/leads/forms/add-form', agent, { leadId, age: 120, sex: 'M' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'La edad debe estar entre 18 y 99',
      errors: { age: 'La edad debe estar entre 18 y 99' },
    });
    const badSex = await post('/module/leads/forms/add-form', agent, { leadId, age: 40, sex: 'X' });
    expect(badSex.statusCode).toBe(400);
    expect(badSex.json().errors).toHaveProperty('sex');
    expect((await post('/module/leads/forms/add-form', agent, { leadId, age: 40, sex: 'M' })).json()).toEqual({
      leadId,
      filled: true,
      age: 40,
      sex: 'M',
    });
  });

  it('LEAD-60 new-lead answers 201 with the lead, or 400 naming each field', async () => {
    const offer = await t.db
      .selectFrom('offers')
      .select(['id', 'product_id'])
      .where('region_id', '=', 'pe-central')
      .executeTakeFirstOrThrow();
    const body = {
      region: 'pe-central',
      name: 'Nuevo Cliente',
      phone: '+51911122233',
      offerId: offer.id,
      productId: offer.product_id,
    };
    const created = await post('/module/leads/leads/new-lead', { ...agent, 'idempotency-key': 'nl-1' }, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Nuevo Cliente', status: 0 });
    const again = await post('/module/leads/leads/new-lead', { ...agent, 'idempotency-key': 'nl-1' }, body);
    expect(again.json().id).toBe(created.json().id);
    const bad = await post('/module/leads/leads/new-lead', agent, { ...body, name: ' ', phone: '+57311122233' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Name is required', phone: 'Phone must start with +51 (Peru)' });
    const mine = (await get('/module/leads/leads/my-leads', agent)).json();
    expect(mine.map((l: { id: number }) => l.id)).toContain(created.json().id);
  });

  it('offers, agent history and writeLog answer on their paths', async () => {
    const offers = await get('/module/leads/api/v1/offers?regionId=pe-central', agent);
    expect(offers.statusCode).toBe(200);
    expect(offers.json().length).toBeGreaterThan(0);
    expect((await get('/module/leads/api/v1/offers?regionId=mx-central', agent)).statusCode).toBe(403);
    const history = await get('/module/leads/api/v1/agent-history?type=APPROVED&deposit=true', agent);
    expect(history.statusCode).toBe(200);
    const { leadId } = await peruLead();
    expect((await post('/module/leads/api/v1/logs', agent, { leadId, action: 'CALL_START' })).statusCode).toBe(204);
  });

  it('writeLog refuses the actions only the server records (a forged phone reveal) with 400 naming action', async () => {
    const { leadId } = await peruLead();
    for (const action of ['LEAD_PHONE_REVEALED', 'ORDER_PHONE_REVEALED']) {
      const forged = await post('/module/leads/api/v1/logs', agent, { leadId, action });
      expect(forged.statusCode).toBe(400);
      expect(Object.keys(forged.json().errors)).toEqual(['action']);
    }
    const logged = await t.db.selectFrom('lead_logs').select('action').where('lead_id', '=', leadId).execute();
    expect(logged).toEqual([]);
  });

  it('the test clock control moves business time: a 5-minute recall comes back as a RECALL task, shift.ending is pushed', async () => {
    // Earlier tests left follow-ups reserved for this agent; they would (rightly) come first.
    await t.db.updateTable('tasks').set({ status: 'closed' }).where('account_id', '=', agentId).execute();
    await post('/module/shifts/api/v1/shifts/start', agent);
    const { leadId } = await peruLead('Recall Cliente');
    await post('/module/leads/leads/claim-by-id', agent, { leadId });
    const callAt = new Date(systemClock.now().getTime() + 5 * 60_000).toISOString();
    const recall = await post('/module/leads/leads/change-status', agent, {
      leadId,
      status: 2,
      callAt,
      comment: 'En 5 minutos',
    });
    expect(recall.json()).toMatchObject({ status: 2, status_name: 'RECALL' });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/module/testing/api/v1/clock',
      payload: { offsetSeconds: 301 },
    });
    expect(moved.statusCode).toBe(200);
    const task = (await post('/module/tasks/api/v1/tasks/next', agent)).json().task;
    expect(task).toMatchObject({ type: 'RECALL', leadId, comment: 'En 5 minutos' });

    const shift = (await get('/module/shifts/api/v1/shifts/current', agent)).json().shift;
    const toEnding = Math.ceil((new Date(shift.endsAt).getTime() - Date.now()) / 1000) - 30;
    await t.app.inject({ method: 'POST', url: '/module/testing/api/v1/clock', payload: { offsetSeconds: toEnding } });
    const ending = await t.db
      .selectFrom('outbox_events')
      .select(['account_id', 'payload'])
      .where('type', '=', 'shift.ending')
      .execute();
    expect(ending.map((e) => e.account_id)).toContain(agentId);
    systemClock.setOffsetSeconds(0);
    await workspaceFor(t.db).scheduler.sweep();
  });
});
