import { withinCallingHours } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, workspaceFixture } from './fixture.js';

/** A fixed-offset zone whose wall clock now shows `hour` o'clock (give or take the minutes). */
function zoneAt(now: Date, hour: number): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const local = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now),
    );
    if (local === hour) return zone;
  }
  throw new Error(`no zone at ${hour}h`);
}

describe('progressive dialing in the task payload (decisions 1803, 1804)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await workspaceFixture();
  });
  afterAll(async () => f.close());

  async function claimIn(
    regionId: string,
    hour: number,
    dialing?: { mode: 'manual' | 'progressive'; preview: number },
  ) {
    await f.db
      .updateTable('regions')
      .set({ timezone: zoneAt(f.clock.now(), hour) })
      .where('id', '=', regionId)
      .execute();
    const q = await f.queue(regionId, 'LEAD');
    if (dialing) {
      await f.db
        .updateTable('groups')
        .set({ dialing_mode: dialing.mode, preview_seconds: dialing.preview })
        .where('id', '=', q.groupId)
        .execute();
    }
    const agent = await f.agent([q], 'MANAGER');
    await f.leads(q, 1);
    return { agent, task: await f.tasks.next(agent) };
  }

  it('a group left as it was dials manually', async () => {
    const { task } = await claimIn('pe-central', 12);
    expect(task?.dialing).toEqual({ mode: 'manual', previewSeconds: 0, outsideCallingHours: false });
  });

  it('a progressive group’s lead within its calling hours comes with the group’s preview, on next and on current', async () => {
    const { agent, task } = await claimIn('mx-central', 12, { mode: 'progressive', preview: 5 });
    expect(task?.dialing).toEqual({ mode: 'progressive', previewSeconds: 5, outsideCallingHours: false });
    expect((await f.tasks.current(agent))?.dialing).toEqual(task?.dialing);
  });

  it('a lead whose local time is outside the calling hours is never handed for an automatic dial', async () => {
    const { task } = await claimIn('cl-central', 3, { mode: 'progressive', preview: 5 });
    expect(withinCallingHours(f.clock.now(), task?.context?.region.timezone ?? '')).toBe(false);
    expect(task?.dialing).toMatchObject({ mode: 'manual', outsideCallingHours: true });
  });
});
