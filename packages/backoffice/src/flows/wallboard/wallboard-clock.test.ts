import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '../../clock.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, createLead } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(async () => {
  systemClock.setOffsetSeconds(0);
  await t.close();
});

const as = async (username: string, url: string, payload?: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: await t.auth(username),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

it('an agent who starts a call is on a call in the grid with business time moved hours ahead (TEST_CLOCK)', async () => {
  systemClock.setOffsetSeconds(5 * 3600);
  const agent = await accountId(t.db, 'agent2');
  await as('agent2', '/module/shifts/api/v1/shifts/start');
  const lead = await createLead(t.db, { regionId: 'co-central', sku: 'CO-COLAGENO', phone: '+573001000012' });
  await as('agent2', '/module/leads/leads/claim-by-id', { leadId: lead });
  await as('agent2', '/module/leads/api/v1/logs', { leadId: lead, action: 'CALL_START' });
  const res = await t.app.inject({
    url: '/module/wallboard/api/v1/wallboard?regionIds=co-central',
    headers: await t.auth('admin'),
  });
  const row = (res.json() as { onShift: { accountId: number; state: string; leadId: number | null }[] }).onShift.find(
    (a) => a.accountId === agent,
  );
  expect(row).toMatchObject({ state: 'ON_CALL', leadId: lead });
});
