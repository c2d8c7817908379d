import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, claimLeadTask, createLead, createPeruOrder, productId } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let agent: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  agent = await t.auth('agent', { features: [] });
  support = await t.auth('support', { features: [] });
});
afterAll(() => t.close());

const details = (leadId: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/module/leads/api/v1/leads/${leadId}/details`, headers });

const peruLead = (name = 'Rosa Pérez') =>
  createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX', name });

/** The agent records a Recall with the call's durations, through the real change-status route. */
async function recordRecall(leadId: number, callAt: Date) {
  await claimLeadTask(t.db, leadId, 'agent');
  const res = await t.app.inject({
    method: 'POST',
    url: '/module/leads/leads/change-status',
    headers: agent,
    payload: {
      leadId,
      status: 2,
      callAt: callAt.toISOString(),
      comment: 'Llamar por la tarde',
      callDuration: 42,
      dialDuration: 7,
    },
  });
  expect(res.statusCode).toBe(200);
}

const recordOrder = (leadId: number) => createPeruOrder(t, agent, leadId);

describe('GET /module/leads/api/v1/leads/{leadId}/details', () => {
  it('SHELL-16 ADMIN-12 is refused (403) to a caller without lead:details:read', async () => {
    const leadId = await peruLead();
    const res = await details(leadId, agent);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('lead:details:read') });
  });

  it("ADMIN-12 another region's lead answers 404 exactly like a missing one", async () => {
    const leadId = await peruLead();
    const chileOnly = await t.auth('support', { features: [], regionIds: ['cl-central'] });
    const other = await details(leadId, chileOnly);
    const missing = await details(2_147_483_000, chileOnly);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    // The same lead opens for a caller of its region.
    expect((await details(leadId, support)).statusCode).toBe(200);
  });

  it('ADMIN-12 answers 400 naming leadId for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '0', '2147483648']) {
      const res = await details(bad, support);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { leadId: expect.any(String) } });
    }
  });

  it('ADMIN-12 shows the lead, its offer and webmaster, the outcome in history and calls, the recall and the order', async () => {
    const leadId = await peruLead('Rosa Pérez');
    const callAt = new Date(Date.now() + 60 * 60_000);
    await recordRecall(leadId, callAt);
    const order = await recordOrder(leadId);

    const res = await details(leadId, support);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lead).toMatchObject({
      id: leadId,
      name: 'Rosa Pérez',
      phone: '+51987654321',
      status: 5,
      status_name: 'CONFIRMED',
      region: { id: 'pe-central', countryCode: 'PE' },
      product: { id: await productId(t.db, 'PE-COLAGENO') },
    });
    expect(body.offer).toMatchObject({ id: 'PE-COLAGENO-LMX', currency: 'PEN' });
    const offer = await t.db
      .selectFrom('offers')
      .select('webmaster_id')
      .where('id', '=', 'PE-COLAGENO-LMX')
      .executeTakeFirstOrThrow();
    expect(offer.webmaster_id).not.toBeNull();
    expect(body.webmaster).toMatchObject({ id: offer.webmaster_id, name: expect.any(String) });

    const agentId = await accountId(t.db, 'agent');
    expect(body.calls).toEqual([
      {
        at: expect.any(String),
        who: { accountId: agentId, name: 'Lucía Quispe Mamani' },
        status: 2,
        callSeconds: 42,
        dialSeconds: 7,
        recordingUrl: null,
      },
    ]);
    expect(body.recalls).toEqual([
      expect.objectContaining({
        dueAt: callAt.toISOString(),
        comment: 'Llamar por la tarde',
        who: { accountId: agentId, name: 'Lucía Quispe Mamani' },
      }),
    ]);
    expect(body.orders).toEqual([
      {
        id: order.id,
        shortCode: order.short_code,
        status: 5,
        status_name: 'CONFIRMED',
        totalMinor: order.price,
        currency: 'PEN',
        createdAt: expect.any(String),
      },
    ]);
    const history = body.history as { source: string; action: string; status: number | null; comment: string | null }[];
    expect(history).toContainEqual(
      expect.objectContaining({ source: 'TASK', action: 'STATUS_CHANGED', status: 2, comment: 'Llamar por la tarde' }),
    );
    expect(history).toContainEqual(expect.objectContaining({ source: 'ORDER', status: 5 }));
    const times = history.map((h) => (h as unknown as { at: string }).at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('PHONE-07 ADMIN-12 the phone is masked for a caller with the voip feature', async () => {
    const leadId = await peruLead();
    const res = await details(leadId, await t.auth('support', { features: ['VOIP'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.phone).toBe('****');
  });
});
