import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorChanged } from '../../platform/floor-changes.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead } from '../../testing/order-fixtures.js';
import { startWallboardPush, WALLBOARD_PUSH_WINDOW_MS } from './wallboard-push.js';

let t: TestBackoffice;
let push: ReturnType<typeof startWallboardPush>;
beforeAll(async () => {
  t = await buildTestBackoffice();
  push = startWallboardPush(t.db, t.app.log);
});
afterAll(async () => {
  await push.stop();
  await t.close();
});

const lastEventId = async () =>
  Number((await t.db.selectFrom('outbox_events').select(sql<number>`max(id)`.as('id')).executeTakeFirst())?.id ?? 0);

/** The wallboard.changed events published after `afterId`, their regions each. */
const pushedSince = async (afterId: number) =>
  (
    await t.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('id', '>', afterId)
      .where('type', '=', 'wallboard.changed')
      .orderBy('id')
      .execute()
  ).map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload) as { regionIds: string[] });

const as = async (username: string, url: string, payload?: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: await t.auth(username),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

/**
 * Runs an agent's request and answers how long after its answer the region's wallboard.changed
 * was in the outbox (no comparison runs in this file: only the push can have published it).
 */
async function lagOf(request: () => Promise<void>, regionId: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, WALLBOARD_PUSH_WINDOW_MS * 2));
  const before = await lastEventId();
  await request();
  const answered = performance.now();
  await expect
    .poll(async () => (await pushedSince(before)).some((e) => e.regionIds.includes(regionId)), {
      timeout: 2000,
      interval: 10,
    })
    .toBe(true);
  return performance.now() - answered;
}

describe('wallboard.changed pushed from the change itself', () => {
  it('a claim, an outcome, a call start and end each reach the outbox for the agent’s region within the window', async () => {
    await as('agent', '/module/shifts/api/v1/shifts/start');
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900200001' });
    // The window plus the outbox write, well under the second the comparison used to take.
    const bound = WALLBOARD_PUSH_WINDOW_MS + 400;
    expect(await lagOf(() => as('agent', '/module/leads/leads/claim-by-id', { leadId }), 'pe-central')).toBeLessThan(
      bound,
    );
    expect(
      await lagOf(() => as('agent', '/module/leads/api/v1/logs', { leadId, action: 'CALL_START' }), 'pe-central'),
    ).toBeLessThan(bound);
    expect(
      await lagOf(() => as('agent', '/module/leads/api/v1/logs', { leadId, action: 'CALL_ENDED' }), 'pe-central'),
    ).toBeLessThan(bound);
    const outcome = { leadId, status: 1, callAt: null, comment: null, callDuration: 5, dialDuration: 3 };
    expect(await lagOf(() => as('agent', '/module/leads/leads/change-status', outcome), 'pe-central')).toBeLessThan(
      bound,
    );
  });

  it('a browser opening on a shift is pushed once, not at every heartbeat', async () => {
    const ping = () => as('agent2', '/module/sessions/api/v1/ping', { sessionId: 'push-agent2-1' });
    expect(await lagOf(ping, 'co-central')).toBeLessThan(WALLBOARD_PUSH_WINDOW_MS + 400);
    const before = await lastEventId();
    await ping();
    await new Promise((resolve) => setTimeout(resolve, WALLBOARD_PUSH_WINDOW_MS * 2));
    expect(await pushedSince(before)).toEqual([]);
  });

  it('a burst of 50 changes in two regions is one event naming both', async () => {
    await new Promise((resolve) => setTimeout(resolve, WALLBOARD_PUSH_WINDOW_MS * 2));
    const before = await lastEventId();
    for (let i = 0; i < 50; i += 1) floorChanged(t.db, [i % 2 ? 'pe-central' : 'co-central']);
    await new Promise((resolve) => setTimeout(resolve, WALLBOARD_PUSH_WINDOW_MS * 3));
    expect(await pushedSince(before)).toEqual([{ regionIds: ['co-central', 'pe-central'] }]);
  });
});
