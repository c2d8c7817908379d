import { ERROR_CODES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, workspaceFixture } from './fixture.js';

const MINUTE = 60;

describe('task queue (service)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await workspaceFixture();
  });
  afterAll(async () => f.close());

  it('TASK-01 TASK-02 TASK-03 TASK-08 fetch next claims the oldest due lead task with its lead context', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    const [first] = await f.leads(q, 3);
    const task = await f.tasks.next(agent);
    expect(task).toMatchObject({ type: 'LEAD', status: 'claimed', leadId: first, orderId: null, cancelReason: null });
    expect(task?.context).toMatchObject({
      id: first,
      region: { id: 'pe-central', countryCode: 'PE', phonePrefix: '+51' },
      offerId: q.offerId,
      product: { id: q.productId },
    });
    expect(task?.context?.phone).toMatch(/^\+51/);
    expect(task?.context).toHaveProperty('scriptId');
    const holder = await f.db
      .selectFrom('leads')
      .select('holder_account_id')
      .where('id', '=', first ?? 0)
      .executeTakeFirstOrThrow();
    expect(holder.holder_account_id).toBe(agent.accountId);
  });

  it('TASK-30 next returns the task already held and current reads it without side effects', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    await f.leads(q, 2);
    expect(await f.tasks.current(agent)).toBeNull();
    const first = await f.tasks.next(agent);
    const again = await f.tasks.next(agent);
    expect(again?.id).toBe(first?.id);
    expect((await f.tasks.current(agent))?.id).toBe(first?.id);
  });

  it('TASK-30 next answers null when nothing is due, and a non-manager without a shift gets SHIFT_NOT_ACTIVE', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    await expect(f.tasks.next(agent)).rejects.toMatchObject({ statusCode: 409, code: ERROR_CODES.shiftNotActive });
    await f.shifts.start(agent);
    expect(await f.tasks.next(agent)).toBeNull();
    await f.leads(q, 1, { status: 2, callAt: new Date(f.clock.now().getTime() + 10 * MINUTE * 1000) });
    expect(await f.tasks.next(agent)).toBeNull();
  });

  it('distribution follows the groups: region, product and task type', async () => {
    const pe = await f.queue('pe-central', 'LEAD');
    const cl = await f.queue('cl-central', 'LEAD');
    const peRecalls = await f.queue('pe-central', 'RECALL');
    const peAgent = await f.agent([pe]);
    const clAgent = await f.agent([cl]);
    for (const a of [peAgent, clAgent]) await f.shifts.start(a);
    const [clLead] = await f.leads(cl, 1);
    expect(await f.tasks.next(peAgent)).toBeNull();
    expect((await f.tasks.next(clAgent))?.leadId).toBe(clLead);
    // A RECALL task of a product the LEAD-only group does not take.
    await f.leads(peRecalls, 1, { status: 2 });
    await f.leads({ ...pe }, 1, { status: 2 });
    expect(await f.tasks.next(peAgent)).toBeNull();
    const recallAgent = await f.agent([peRecalls]);
    await f.shifts.start(recallAgent);
    expect((await f.tasks.next(recallAgent))?.type).toBe('RECALL');
  });

  it('TASK-19 TASK-20 claim by id: the lead for the first agent, a refusal without id for the second', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    const b = await f.agent([q]);
    for (const x of [a, b]) await f.shifts.start(x);
    const [leadId] = await f.leads(q, 1);
    const first = await f.workspace.leads.claimById(a, leadId ?? 0);
    expect(first).toMatchObject({ id: leadId });
    const second = await f.workspace.leads.claimById(b, leadId ?? 0);
    expect(second).toEqual({ claimed: false, message: 'Lead already claimed by another user' });
    expect('id' in second).toBe(false);
    expect((await f.tasks.current(a))?.leadId).toBe(leadId);
    expect(await f.tasks.current(b)).toBeNull();
  });

  it('claiming another lead by id puts the current one back on the agent’s awaiting list', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    await f.shifts.start(a);
    const [one, two] = await f.leads(q, 2);
    const current = await f.tasks.next(a);
    expect(current?.leadId).toBe(one);
    await f.workspace.leads.claimById(a, two ?? 0);
    expect((await f.tasks.current(a))?.leadId).toBe(two);
    const awaiting = await f.workspace.leads.myLeads(a);
    expect(awaiting.map((l) => [l.id, l.current])).toEqual([
      [two, true],
      [one, false],
    ]);
    // The released lead is still reserved for this agent: another agent cannot take it.
    const b = await f.agent([q]);
    await f.shifts.start(b);
    expect(await f.tasks.next(b)).toBeNull();
  });

  it('TASK-22 TASK-31 TASK-16 CALLBACK-05 reschedule by id and newTime: the task leaves and comes back to the same agent when due', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    await f.shifts.start(a);
    await f.leads(q, 1);
    const task = await f.tasks.next(a);
    const newTime = new Date(f.clock.now().getTime() + 15 * MINUTE * 1000).toISOString();
    const moved = await f.tasks.reschedule(a, { taskId: task?.id ?? 0, newTime });
    expect(moved).toMatchObject({ status: 'open', dueAt: newTime });
    expect(await f.tasks.current(a)).toBeNull();
    expect(await f.tasks.next(a)).toBeNull();
    f.advance(15 * MINUTE);
    expect((await f.tasks.next(a))?.id).toBe(task?.id);
    f.clock.setOffsetSeconds(0);
  });

  it('reschedule rejects a time in the past or beyond 15 days, naming the field', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    await f.shifts.start(a);
    await f.leads(q, 1);
    const task = await f.tasks.next(a);
    const at = (minutes: number) => new Date(f.clock.now().getTime() + minutes * MINUTE * 1000).toISOString();
    await expect(f.tasks.reschedule(a, { taskId: task?.id ?? 0, newTime: at(-10) })).rejects.toMatchObject({
      statusCode: 400,
      errors: { newTime: 'must not be in the past' },
    });
    await expect(f.tasks.reschedule(a, { taskId: task?.id ?? 0, newTime: at(17 * 24 * 60) })).rejects.toMatchObject({
      statusCode: 400,
      errors: { newTime: 'must be at most 15 days ahead' },
    });
  });

  it('TASK-21 TASK-32 RECALL-05 RECALL-20 RECALL-21 reschedule recall sends a new schedule time and an optional comment', async () => {
    const q = await f.queue('pe-central', null);
    const a = await f.agent([q]);
    await f.shifts.start(a);
    const [leadId] = await f.leads(q, 1, { status: 2 });
    const task = await f.tasks.next(a);
    expect(task?.type).toBe('RECALL');
    const newScheduleTime = new Date(f.clock.now().getTime() + 5 * MINUTE * 1000).toISOString();
    const moved = await f.tasks.rescheduleRecall(a, {
      taskId: task?.id ?? 0,
      newScheduleTime,
      comment: 'Llamar después del almuerzo',
    });
    expect(moved).toMatchObject({ status: 'open', dueAt: newScheduleTime, comment: 'Llamar después del almuerzo' });
    expect(moved.context?.call_from).toBe(newScheduleTime);
    f.advance(5 * MINUTE);
    const back = await f.tasks.next(a);
    expect(back).toMatchObject({ id: task?.id, leadId });
    const withoutComment = await f.tasks.rescheduleRecall(a, {
      taskId: back?.id ?? 0,
      newScheduleTime: f.clock.now().toISOString(),
    });
    expect(withoutComment.comment).toBe('Llamar después del almuerzo');
    f.clock.setOffsetSeconds(0);
  });

  it('reschedule recall refuses a task that is not a RECALL task', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    await f.shifts.start(a);
    await f.leads(q, 1);
    const task = await f.tasks.next(a);
    await expect(
      f.tasks.rescheduleRecall(a, { taskId: task?.id ?? 0, newScheduleTime: f.clock.now().toISOString() }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('TASK-34 CALLBACK-04 CALLBACK-07 close ends the task; a second close is refused (not applied twice)', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    await f.shifts.start(a);
    const [leadId] = await f.leads(q, 1);
    const task = await f.tasks.next(a);
    const closed = await f.tasks.close(a, task?.id ?? 0);
    expect(closed.status).toBe('closed');
    await expect(f.tasks.close(a, task?.id ?? 0)).rejects.toMatchObject({
      statusCode: 409,
      code: ERROR_CODES.taskNotHeld,
    });
    const lead = await f.db
      .selectFrom('leads')
      .select('holder_account_id')
      .where('id', '=', leadId ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead.holder_account_id).toBeNull();
  });

  it('an agent cannot act on a task another agent holds', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    const b = await f.agent([q]);
    for (const x of [a, b]) await f.shifts.start(x);
    await f.leads(q, 1);
    const task = await f.tasks.next(a);
    await expect(f.tasks.close(b, task?.id ?? 0)).rejects.toMatchObject({ code: ERROR_CODES.taskNotHeld });
    await expect(f.tasks.skip(b, { taskId: task?.id ?? 0, comment: 'x' })).rejects.toMatchObject({
      code: ERROR_CODES.taskNotHeld,
    });
  });

  it('TASK-33 executions list the history of the task’s lead, newest first', async () => {
    const q = await f.queue();
    const a = await f.agent([q]);
    await f.shifts.start(a);
    await f.leads(q, 1);
    const task = await f.tasks.next(a);
    await f.tasks.reschedule(a, { taskId: task?.id ?? 0, newTime: f.clock.now().toISOString() });
    await f.tasks.next(a);
    await f.tasks.close(a, task?.id ?? 0);
    const history = await f.tasks.executions(a, task?.id ?? 0);
    expect(history.map((h) => h.action)).toEqual(['CLOSED', 'CLAIMED', 'RESCHEDULED', 'CLAIMED']);
    expect(history[0]).toMatchObject({
      taskId: task?.id,
      taskType: 'LEAD',
      accountId: a.accountId,
      accountName: expect.stringContaining('Agent'),
    });
  });

  it('task.available goes to waiting agents who may take the task, once, and not to busy or off-shift agents', async () => {
    const q = await f.queue();
    const waiting = await f.agent([q]);
    const busy = await f.agent([q]);
    const offShift = await f.agent([q]);
    const otherQueue = await f.agent([await f.queue()]);
    for (const x of [waiting, busy, otherQueue]) await f.shifts.start(x);
    await f.leads(q, 1);
    await f.tasks.next(busy);
    await f.scheduler.sweep();
    const [leadId] = await f.leads(q, 1);
    await f.scheduler.sweep();
    await f.scheduler.sweep();
    const events = (await f.events('task.available')).filter((e) =>
      [waiting, busy, offShift, otherQueue].some((x) => x.accountId === e.accountId),
    );
    const task = await f.db
      .selectFrom('tasks')
      .select('id')
      .where('lead_id', '=', leadId ?? 0)
      .executeTakeFirstOrThrow();
    expect(events).toEqual([
      { type: 'task.available', accountId: waiting.accountId, payload: { taskId: task.id, type: 'LEAD' } },
    ]);
  });

  it('a kick after a commit announces the new work at once, without the periodic sweep', async () => {
    const q = await f.queue();
    const waiting = await f.agent([q]);
    await f.shifts.start(waiting);
    await f.scheduler.sweep();
    const quiet = { warn: () => {} } as unknown as Parameters<typeof f.scheduler.start>[0];
    f.scheduler.start(quiet, 3_600_000);
    try {
      await f.scheduler.sweep();
      const [leadId] = await f.leads(q, 1);
      for (let i = 0; i < 10; i += 1) f.scheduler.kick();
      const task = await f.db
        .selectFrom('tasks')
        .select('id')
        .where('lead_id', '=', leadId ?? 0)
        .executeTakeFirstOrThrow();
      await expect
        .poll(async () => (await f.events('task.available')).filter((e) => e.accountId === waiting.accountId))
        .toEqual([
          { type: 'task.available', accountId: waiting.accountId, payload: { taskId: task.id, type: 'LEAD' } },
        ]);
    } finally {
      await f.scheduler.stop();
    }
  });
});
