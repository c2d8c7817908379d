import { ERROR_CODES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, workspaceFixture } from '../../tasks/__tests__/fixture.js';
import { DEFAULT_SHIFT_SETTINGS } from '../settings.js';

const HOUR = 3600;

describe('shifts (service)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await workspaceFixture();
  });
  afterAll(async () => f.close());

  it('SHIFT-02 start begins a shift of the default length (8 h) and a second start returns the same shift', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    expect(await f.shifts.current(agent)).toBeNull();
    const shift = await f.shifts.start(agent);
    expect(shift.secondsLeft).toBe(DEFAULT_SHIFT_SETTINGS.lengthSeconds);
    expect(new Date(shift.endsAt).getTime() - new Date(shift.startedAt).getTime()).toBe(8 * HOUR * 1000);
    const again = await f.shifts.start(agent);
    expect(again.id).toBe(shift.id);
    expect((await f.shifts.current(agent))?.id).toBe(shift.id);
  });

  it('SHIFT-06 SHIFT-14 extend keeps at least one hour left and answers with the seconds until the end', async () => {
    const agent = await f.agent([await f.queue()]);
    await f.shifts.start(agent);
    const early = await f.shifts.extend(agent);
    expect(early.secondsLeft).toBe(8 * HOUR);
    f.advance(8 * HOUR - 60);
    const late = await f.shifts.extend(agent);
    expect(late.secondsLeft).toBe(HOUR);
    f.clock.setOffsetSeconds(0);
  });

  it('SHIFT-10 extend without a running shift fails with SHIFT_NOT_ACTIVE (the web shows the new-shift prompt)', async () => {
    const agent = await f.agent([await f.queue()]);
    await expect(f.shifts.extend(agent)).rejects.toMatchObject({ statusCode: 409, code: ERROR_CODES.shiftNotActive });
    await f.shifts.start(agent);
    await f.shifts.end(agent);
    await expect(f.shifts.extend(agent)).rejects.toMatchObject({ code: ERROR_CODES.shiftNotActive });
  });

  it('SHIFT-15 end closes the shift, tells the agent (shift.ended) and is harmless when repeated', async () => {
    const agent = await f.agent([await f.queue()]);
    const shift = await f.shifts.start(agent);
    await f.shifts.end(agent);
    await f.shifts.end(agent);
    expect(await f.shifts.current(agent)).toBeNull();
    const ended = (await f.events('shift.ended')).filter((e) => e.accountId === agent.accountId);
    expect(ended).toEqual([{ type: 'shift.ended', accountId: agent.accountId, payload: { shiftId: shift.id } }]);
  });

  it('SHIFT-12 a task action of a non-manager extends the shift', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    await f.leads(q, 2);
    f.advance(8 * HOUR - 120);
    const task = await f.tasks.next(agent);
    expect(task).not.toBeNull();
    expect((await f.shifts.current(agent))?.secondsLeft).toBe(HOUR);
    f.advance(30 * 60);
    await f.tasks.close(agent, task?.id ?? 0);
    expect((await f.shifts.current(agent))?.secondsLeft).toBe(HOUR);
    f.clock.setOffsetSeconds(0);
  });

  it('SHIFT-13 a MANAGER is never extended by task actions and may work without a shift', async () => {
    const q = await f.queue();
    const manager = await f.agent([q], 'MANAGER');
    await f.leads(q, 1);
    const task = await f.tasks.next(manager);
    expect(task?.type).toBe('LEAD');
    await f.shifts.start(manager);
    f.advance(8 * HOUR - 120);
    await f.tasks.close(manager, task?.id ?? 0);
    expect((await f.shifts.current(manager))?.secondsLeft).toBe(120);
    f.clock.setOffsetSeconds(0);
  });

  it('SHIFT-05 SHIFT-14 the sweep publishes shift.ending 60 s before the end, then shift.ended, and frees the work', async () => {
    const q = await f.queue();
    const agent = await f.agent([q]);
    const shift = await f.shifts.start(agent);
    await f.leads(q, 1);
    const task = await f.tasks.next(agent);
    expect(task?.status).toBe('claimed');
    const mine = async (type: string) => (await f.events(type)).filter((e) => e.accountId === agent.accountId);

    // Extending resets the clock of the warning (an extension made later means a later warning).
    f.advance(8 * HOUR - 61);
    await f.scheduler.sweep();
    expect(await mine('shift.ending')).toHaveLength(0);
    f.advance(2);
    await f.scheduler.sweep();
    const ending = await mine('shift.ending');
    expect(ending).toHaveLength(1);
    expect(ending[0]?.payload).toMatchObject({ shiftId: shift.id, secondsLeft: 59 });
    await f.scheduler.sweep();
    expect(await mine('shift.ending')).toHaveLength(1);

    f.advance(60);
    await f.scheduler.sweep();
    expect(await mine('shift.ended')).toHaveLength(1);
    expect(await f.shifts.current(agent)).toBeNull();
    const released = await f.db
      .selectFrom('tasks')
      .select(['status', 'account_id'])
      .where('id', '=', task?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(released).toEqual({ status: 'open', account_id: null });
    await expect(f.tasks.next(agent)).rejects.toMatchObject({ code: ERROR_CODES.shiftNotActive });
    f.clock.setOffsetSeconds(0);
  });
});
