import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, createLead } from '../../testing/order-fixtures.js';
import { startOfPreviousHour } from './call-records-routes.js';

const dataDir = mkdtempSync(join(tmpdir(), 'umbrella-cdr-'));
let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice({ config: { dataDir } });
});
afterAll(() => t.close());

const CDR = '/module/resources/api/v1/cdr';
const calls = async (query = '', username = 'manager', overrides = {}) =>
  t.app.inject({ url: `${CDR}/calls?${query}`, headers: await t.auth(username, overrides) });

async function call(leadId: number, end = 'CALL_ENDED') {
  const headers = await t.auth('agent');
  for (const action of ['CALL_START', end]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/leads/api/v1/logs',
      headers,
      payload: { leadId, action },
    });
    expect(res.statusCode, res.body).toBe(204);
  }
}

describe('call records', () => {
  it('CDR-02 CDR-05 a call made in the softphone (its CALL_START and end log events) becomes a call record', async () => {
    const leadId = await createLead(t.db, {
      regionId: 'pe-central',
      sku: 'PE-COLAGENO',
      name: 'Carmen Díaz',
      phone: '+51911222333',
    });
    await call(leadId);
    const page = (await calls(`agentId=${await accountId(t.db, 'agent')}`)).json();
    const record = page.content.find((r: { leadId: number }) => r.leadId === leadId);
    expect(record).toMatchObject({
      billSec: expect.any(Number),
      productName: expect.any(String),
      agentName: 'Lucía',
      agentSurname: 'Quispe Mamani',
      leadStatus: 'SUBMIT',
      leadFullname: 'Carmen Díaz',
      orderId: null,
      callAudioSrc: null,
    });
    expect(new Date(record.callDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(record.billSec).toBeGreaterThanOrEqual(0);
  });

  it('CDR-17 the phone is masked for a caller with the voip feature, shown otherwise', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51944555666' });
    await call(leadId, 'CALL_END_MANUAL');
    const masked = (await calls('phoneNumber=944555666', 'manager', { features: ['voip'] })).json();
    expect(masked.content.map((r: { phoneNumber: string }) => r.phoneNumber)).toEqual(['****']);
    const plain = (await calls('phoneNumber=944555666', 'manager', { features: [] })).json();
    expect(plain.content.map((r: { phoneNumber: string }) => r.phoneNumber)).toEqual(['+51944555666']);
  });

  it('CDR-04 CDR-09 pages of 10 by default, from the start of the previous hour to now', async () => {
    const leadId = await createLead(t.db, { regionId: 'cl-central', sku: 'CL-COLAGENO' });
    const lead = await t.db
      .selectFrom('leads')
      .select(['region_id', 'product_id'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const old = new Date(startOfPreviousHour(new Date()).getTime() - 60_000);
    await t.db
      .insertInto('call_records')
      .values([
        ...Array.from({ length: 12 }, () => ({
          lead_id: leadId,
          region_id: lead.region_id,
          product_id: lead.product_id,
        })),
        { lead_id: leadId, region_id: lead.region_id, product_id: lead.product_id, call_date: old },
      ])
      .execute();
    const page = (await calls('regionId=cl-central')).json();
    expect(page.content).toHaveLength(10);
    expect(page.totalSize).toBe(12);
    const wider = (
      await calls(
        `regionId=cl-central&hasCallsFrom=${encodeURIComponent(new Date(old.getTime() - 1000).toISOString())}`,
      )
    ).json();
    expect(wider.totalSize).toBe(13);
    expect((await calls('regionId=cl-central&pageNumber=1')).json().content).toHaveLength(2);
  });

  it('CDR-06 CDR-07 ADMIN-32 filters by product, agent, lead status and region; without a region, only the caller’s regions', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51900000777' });
    await call(leadId);
    await t.db.updateTable('leads').set({ status: 2 }).where('id', '=', leadId).execute();
    const product = await t.db
      .selectFrom('leads')
      .select('product_id')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const recall = (await calls(`leadStatus=RECALL&productId=${product.product_id}`)).json();
    expect(recall.content.map((r: { leadId: number }) => r.leadId)).toEqual([leadId]);
    expect((await calls('leadStatus=SPAM&phoneNumber=900000777')).json().totalSize).toBe(0);
    expect((await calls('leadStatus=OTHER')).statusCode).toBe(400);
    const chile = (
      await calls('phoneNumber=900000777', 'agent2', { permissions: ['read:cdr:report'], regionIds: ['cl-central'] })
    ).json();
    expect(chile.totalSize).toBe(0);
    expect((await calls('', 'agent')).statusCode).toBe(403);
  });

  it('CDR-12 the recording is served with range requests, authorised per record', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    await call(leadId);
    mkdirSync(join(dataDir, 'recordings'), { recursive: true });
    const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
    writeFileSync(join(dataDir, 'recordings', 'call-1.wav'), bytes);
    await t.db.updateTable('call_records').set({ audio_src: 'call-1.wav' }).where('lead_id', '=', leadId).execute();
    const headers = await t.auth('manager');
    const whole = await t.app.inject({ url: `${CDR}/audio/call-1.wav`, headers });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(bytes);
    const part = await t.app.inject({ url: `${CDR}/audio/call-1.wav`, headers: { ...headers, range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/100');
    expect(part.rawPayload).toEqual(bytes.subarray(10, 20));
    const tail = await t.app.inject({ url: `${CDR}/audio/call-1.wav`, headers: { ...headers, range: 'bytes=-5' } });
    expect(tail.rawPayload).toEqual(bytes.subarray(95));
    const beyond = await t.app.inject({ url: `${CDR}/audio/call-1.wav`, headers: { ...headers, range: 'bytes=200-' } });
    expect(beyond.statusCode).toBe(416);
    const chile = await t.auth('agent2', { permissions: ['read:cdr:report'], regionIds: ['cl-central'] });
    const other = await t.app.inject({ url: `${CDR}/audio/call-1.wav`, headers: chile });
    const missing = await t.app.inject({ url: `${CDR}/audio/no-such.wav`, headers: chile });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });
});
