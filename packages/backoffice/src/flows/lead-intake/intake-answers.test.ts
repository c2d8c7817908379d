/**
 * What a webmaster's new lead costs the database, and that what it no longer reads every time —
 * its key's webmaster, its offer — is still obeyed at once when it changes, here or on another
 * back-office sharing the database (its notice on the stale-answer channel, decision 1873).
 */
import { BLACKLISTED_PHONE_MESSAGE } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyHash } from '../../platform/api-key.js';
import { announceStale } from '../../platform/stale-answers.js';
import { DEMO_INTAKE_KEY } from '../../seed/offers.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
let recording: string[] | undefined;
beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (statement) => recording?.push(statement) });
});
afterAll(() => t.close());

const send = (body: object, key = DEMO_INTAKE_KEY) =>
  t.app.inject({ method: 'POST', url: '/module/intake/api/v1/leads', headers: { 'x-api-key': key }, payload: body });
const lead = (externalId: string, extra: object = {}) => ({
  offerId: 'PE-COLAGENO-LMX',
  name: 'Rosa Díaz',
  phone: '+51987650123',
  externalId,
  ...extra,
});
const keyReads = () => (recording ?? []).filter((s) => s.includes('"api_key_hash" =')).length;
const offerReads = () => (recording ?? []).filter((s) => s.includes('from "offers" as "o"')).length;

async function recorded<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  recording = [];
  try {
    const result = await run();
    return { result, statements: recording };
  } finally {
    recording = undefined;
  }
}

describe('a webmaster’s new lead', () => {
  it('costs 9 statements once its key and offer are known, and neither is read again', async () => {
    expect((await send(lead('cost-0'))).statusCode).toBe(201);
    const { result, statements } = await recorded(() => send(lead('cost-1')));
    expect(result.statusCode, result.body).toBe(201);
    // BEGIN; claim; blacklist; the lead; its link; outbox lock, event, NOTIFY; COMMIT.
    expect(statements, statements.join('\n')).toHaveLength(9);
    recording = [];
    for (const id of ['cost-2', 'cost-3', 'cost-4']) expect((await send(lead(id))).statusCode).toBe(201);
    expect(keyReads()).toBe(0);
    expect(offerReads()).toBe(0);
  });

  it('a retry of a known externalId costs 3 statements and answers the first lead', async () => {
    const first = (await send(lead('cost-5'))).json();
    const { result, statements } = await recorded(() => send(lead('cost-5', { name: 'Otra' })));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ leadId: first.leadId, duplicate: true });
    expect(statements, statements.join('\n')).toHaveLength(3);
  });

  it('concurrent first sends of one externalId make one lead, every answer naming it', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(lead('race-1'))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const leadIds = new Set(answers.map((a) => a.json().leadId));
    expect(leadIds.size).toBe(1);
    const rows = await t.db.selectFrom('lead_intakes').select('lead_id').where('external_id', '=', 'race-1').execute();
    expect(rows).toEqual([{ lead_id: [...leadIds][0] }]);
  });

  it('a retry still answers the first lead after its phone is blacklisted; a new lead with that phone is refused', async () => {
    const phone = '+51987650777';
    const first = (await send(lead('black-1', { phone }))).json();
    await t.db.insertInto('phone_blacklist').values({ phone, region_id: 'pe-central' }).execute();
    expect((await send(lead('black-1', { phone }))).json()).toEqual({ leadId: first.leadId, duplicate: true });
    const refused = await send(lead('black-2', { phone }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ phone: BLACKLISTED_PHONE_MESSAGE });
    expect(
      await t.db.selectFrom('lead_intakes').select('lead_id').where('external_id', '=', 'black-2').execute(),
    ).toEqual([]);
  });

  it('another back-office’s key rotation: the old key is refused by the very next lead here', async () => {
    expect((await send(lead('rotate-1'))).statusCode).toBe(201);
    const { id } = await t.db
      .selectFrom('webmasters')
      .select('id')
      .where('api_key_hash', '=', apiKeyHash(DEMO_INTAKE_KEY))
      .executeTakeFirstOrThrow();
    // Its write and its notice, nothing through this process's routes.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webmasters')
        .set({ api_key_hash: apiKeyHash('umb_other') })
        .where('id', '=', id)
        .execute();
      await announceStale(trx, 'webmaster-keys', [id]);
    });
    await expect
      .poll(async () => (await send(lead('rotate-2'))).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(401);
    expect((await send(lead('rotate-3'), 'umb_other')).statusCode).toBe(201);
    await t.db
      .updateTable('webmasters')
      .set({ api_key_hash: apiKeyHash(DEMO_INTAKE_KEY) })
      .where('id', '=', id)
      .execute();
  });

  it('another back-office’s offer deactivation: the offer is refused by the very next lead here, a retry still answered', async () => {
    const first = (await send(lead('offer-1'))).json();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('offers').set({ active: false }).where('id', '=', 'PE-COLAGENO-LMX').execute();
      await announceStale(trx, 'offers', null);
    });
    // Each attempt a new externalId: one taken before the notice arrives would answer as a retry.
    let attempt = 0;
    await expect
      .poll(async () => (await send(lead(`offer-2-${++attempt}`))).json().errors, { timeout: 2_000, interval: 20 })
      .toEqual({ offerId: expect.any(String) });
    expect((await send(lead('offer-1'))).json()).toEqual({ leadId: first.leadId, duplicate: true });
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('offers').set({ active: true }).where('id', '=', 'PE-COLAGENO-LMX').execute();
      await announceStale(trx, 'offers', null);
    });
    await expect
      .poll(async () => (await send(lead(`offer-3-${++attempt}`))).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(201);
  });
});
