import { ERROR_CODES, LEAD_OUTCOMES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, workspaceFixture } from '../../tasks/__tests__/fixture.js';

const MINUTE_MS = 60_000;

describe('lead work (service)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await workspaceFixture();
  });
  afterAll(async () => f.close());

  /** An agent on shift holding a fresh lead of its own queue. */
  async function working() {
    const q = await f.queue();
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    const [leadId] = await f.leads(q, 1);
    const task = await f.tasks.next(agent);
    if (!leadId || task?.leadId !== leadId) throw new Error('fixture: expected the new lead');
    return { q, agent, leadId, task };
  }

  const leadRow = (id: number) => f.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const openTasks = (leadId: number) =>
    f.db
      .selectFrom('tasks')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('status', 'in', ['open', 'claimed'])
      .execute();

  it('LEAD-01 LEAD-02 LEAD-03 LEAD-04 fetch-by-id gives id, name, phone, region, call_from, status_name, product, offerId and awaitingLeads', async () => {
    const { agent, leadId, q } = await working();
    const lead = await f.workspace.leads.fetchById(agent, leadId);
    expect(lead).toMatchObject({
      id: leadId,
      name: 'Cliente 1',
      encryptedPhone: `lead-${leadId}`,
      status: 0,
      status_name: 'SUBMIT',
      region: { id: 'pe-central', countryCode: 'PE' },
      call_from: null,
      product: { id: q.productId },
      offerId: q.offerId,
    });
    expect(lead.phone).toMatch(/^\+519\d{8}$/);
    expect(lead.awaitingLeads).toEqual([expect.objectContaining({ id: leadId, current: true, taskType: 'LEAD' })]);
  });

  it('LEAD-28 TASK-15 No answer sets 1, closes the task and schedules another try for the same agent', async () => {
    const { agent, leadId, task } = await working();
    const result = await f.workspace.leads.changeStatus(agent, {
      leadId,
      status: LEAD_OUTCOMES.NO_ANSWER.status,
      callDuration: 0,
      dialDuration: 31,
    });
    expect(result).toMatchObject({ id: leadId, status: 1, status_name: 'NO_ANSWER' });
    expect(await f.tasks.current(agent)).toBeNull();
    const lead = await leadRow(leadId);
    expect(lead).toMatchObject({ status: 1, attempts: 1, holder_account_id: agent.accountId });
    const [followUp] = await openTasks(leadId);
    expect(followUp).toMatchObject({ type: 'LEAD', account_id: agent.accountId, status: 'open' });
    expect(new Date(followUp?.due_at ?? 0).getTime()).toBe(f.clock.now().getTime() + 30 * MINUTE_MS);
    const closed = await f.db.selectFrom('tasks').select('status').where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(closed.status).toBe('closed');
    const [execution] = await f.tasks.executions(agent, task.id);
    expect(execution).toMatchObject({
      action: 'STATUS_CHANGED',
      details: expect.objectContaining({ status: 1, dialDuration: 31 }),
    });
  });

  it('LEAD-29 Busy sets 21 and tries again sooner', async () => {
    const { agent, leadId } = await working();
    await f.workspace.leads.changeStatus(agent, { leadId, status: LEAD_OUTCOMES.BUSY.status });
    expect((await leadRow(leadId)).status).toBe(21);
    const [followUp] = await openTasks(leadId);
    expect(new Date(followUp?.due_at ?? 0).getTime()).toBe(f.clock.now().getTime() + 10 * MINUTE_MS);
  });

  it('LEAD-27 Not interested sets 20 with the reason as the comment and frees the lead', async () => {
    const { agent, leadId } = await working();
    await f.workspace.leads.changeStatus(agent, {
      leadId,
      status: LEAD_OUTCOMES.NOT_INTERESTED.status,
      comment: 'Too expensive',
    });
    expect(await leadRow(leadId)).toMatchObject({ status: 20, comment: 'Too expensive', holder_account_id: null });
    expect(await openTasks(leadId)).toEqual([]);
  });

  it('LEAD-31 Wrong number sets 20 with comment "Wrong number"', async () => {
    const { agent, leadId } = await working();
    await f.workspace.leads.changeStatus(agent, { leadId, ...LEAD_OUTCOMES.WRONG_NUMBER });
    expect(await leadRow(leadId)).toMatchObject({ status: 20, comment: 'Wrong number' });
  });

  it('LEAD-32 Unavailable sets 1 with comment "Customer is unavailable at the moment"', async () => {
    const { agent, leadId } = await working();
    await f.workspace.leads.changeStatus(agent, { leadId, ...LEAD_OUTCOMES.UNAVAILABLE });
    expect(await leadRow(leadId)).toMatchObject({ status: 1, comment: 'Customer is unavailable at the moment' });
  });

  it('LEAD-33 failing dial attempts set 1, and after six unanswered tries the lead is not called again', async () => {
    const { agent, leadId } = await working();
    for (let attempt = 1; attempt <= 6; attempt++) {
      if (attempt > 1) {
        f.advance(30 * 60);
        expect((await f.tasks.next(agent))?.leadId).toBe(leadId);
      }
      await f.workspace.leads.changeStatus(agent, { leadId, status: LEAD_OUTCOMES.DIAL_FAILED.status });
    }
    expect(await leadRow(leadId)).toMatchObject({ status: 1, attempts: 6, holder_account_id: null });
    expect(await openTasks(leadId)).toEqual([]);
    f.clock.setOffsetSeconds(0);
  });

  it('LEAD-30 LEAD-34 Recall sets 2 with the chosen time and comment and comes back as a RECALL task when due', async () => {
    const { agent, leadId } = await working();
    const callAt = new Date(f.clock.now().getTime() + 5 * MINUTE_MS).toISOString();
    const result = await f.workspace.leads.changeStatus(agent, {
      leadId,
      status: LEAD_OUTCOMES.RECALL.status,
      callAt,
      comment: 'Llamar a las 5',
      callDuration: 42,
      dialDuration: 7,
    });
    expect(result).toMatchObject({ status: 2, status_name: 'RECALL', call_from: callAt });
    expect(await f.tasks.next(agent)).toBeNull();
    f.advance(5 * 60);
    const recall = await f.tasks.next(agent);
    expect(recall).toMatchObject({ id: result.followUpTaskId, type: 'RECALL', leadId, comment: 'Llamar a las 5' });
    expect(recall?.context).toMatchObject({ status: 2, status_name: 'RECALL', call_from: callAt });
    f.clock.setOffsetSeconds(0);
  });

  it('Recall without a time is refused with the field named', async () => {
    const { agent, leadId } = await working();
    await expect(f.workspace.leads.changeStatus(agent, { leadId, status: 2 })).rejects.toMatchObject({
      statusCode: 400,
      errors: { callAt: 'is required for Recall' },
    });
  });

  it('change-status is not applied twice: a repeat (double click, retry without key) is refused', async () => {
    const { agent, leadId } = await working();
    await f.workspace.leads.changeStatus(agent, { leadId, status: 1 });
    await expect(f.workspace.leads.changeStatus(agent, { leadId, status: 1 })).rejects.toMatchObject({
      statusCode: 409,
      code: ERROR_CODES.taskNotHeld,
    });
    expect((await leadRow(leadId)).attempts).toBe(1);
  });

  it('LEAD-19 LEAD-20 LEAD-21 LEAD-22 LEAD-55 my-leads lists the held leads, the current first, with RECALL and NO_ANSWER marked', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    const [a, b, c] = await f.leads(q, 3);
    await f.tasks.next(agent);
    await f.workspace.leads.changeStatus(agent, { leadId: a ?? 0, status: 1 });
    await f.tasks.next(agent);
    await f.workspace.leads.changeStatus(agent, {
      leadId: b ?? 0,
      status: 2,
      callAt: new Date(f.clock.now().getTime() + 60 * MINUTE_MS).toISOString(),
    });
    await f.tasks.next(agent);
    const mine = await f.workspace.leads.myLeads(agent);
    expect(mine.map((l) => [l.id, l.status_name, l.current])).toEqual([
      [c, 'SUBMIT', true],
      [a, 'NO_ANSWER', false],
      [b, 'RECALL', false],
    ]);
  });

  it('LEAD-56 search finds leads of the caller’s regions by phone', async () => {
    const { agent, leadId } = await working();
    const lead = await leadRow(leadId);
    const found = await f.workspace.leads.search(agent, lead.phone.slice(-9));
    expect(found.map((l) => l.id)).toContain(leadId);
    expect(found[0]).toMatchObject({
      name: expect.any(String),
      status: expect.any(Number),
      lastdate: expect.any(String),
      phone: expect.any(String),
    });
    const elsewhere = await f.agent([await f.queue('mx-central')]);
    expect(await f.workspace.leads.search(elsewhere, lead.phone)).toEqual([]);
    await expect(f.workspace.leads.search(agent, '12')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a lead of another region cannot be fetched or claimed (404, as a missing one)', async () => {
    const { leadId } = await working();
    const mx = await f.agent([await f.queue('mx-central')]);
    await f.shifts.start(mx);
    await expect(f.workspace.leads.fetchById(mx, leadId)).rejects.toMatchObject({
      statusCode: 404,
      code: ERROR_CODES.notFound,
    });
    await expect(f.workspace.leads.claimById(mx, leadId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('CONST-13 Busy is stored as the spec’s number 21', async () => {
    const { agent, leadId } = await working();
    await f.workspace.leads.changeStatus(agent, { leadId, status: 21 });
    expect((await leadRow(leadId)).status).toBe(21);
  });
});
