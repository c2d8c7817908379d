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

async function call(leadId: number, end = 'CALL_ENDED', quality?: unknown) {
  const headers = await t.auth('agent');
  for (const action of ['CALL_START', end]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/leads/api/v1/logs',
      headers,
      payload: { leadId, action, ...(action === end && quality !== undefined ? { quality } : {}) },
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
      quality: null,
    });
    expect(new Date(record.callDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(record.billSec).toBeGreaterThanOrEqual(0);
  });

  it('a call’s end carries how the customer came through, kept on its record; a reading out of range is a 400 naming it', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51911000444' });
    await call(leadId, 'CALL_END_MANUAL', { lossPercent: 5.2, jitterMs: 31, mos: 3.9 });
    const page = (await calls(`agentId=${await accountId(t.db, 'agent')}`)).json();
    const record = page.content.find((r: { leadId: number }) => r.leadId === leadId);
    expect(record.quality.lossPercent).toBeCloseTo(5.2, 3);
    expect(record.quality).toMatchObject({ jitterMs: 31, mos: expect.closeTo(3.9, 3) });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/module/leads/api/v1/logs',
      headers: await t.auth('agent'),
      payload: { leadId, action: 'CALL_END_MANUAL', quality: { lossPercent: 5, jitterMs: 31, mos: 7 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('mos');
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

  it('CONST-21 the lead-status filter takes exactly the spec’s lead statuses', async () => {
    const names = ['SPAM', 'CANCEL', 'RECALL', 'CONFIRMED', 'BUSY', 'CANCEL_NOT_INTERESTED', 'CONFIRMED_DEPOSIT'];
    for (const name of [...names, 'DEPOSIT', 'HOLD', 'NO_ANSWER', 'SUBMIT']) {
      expect((await calls(`leadStatus=${name}`)).statusCode, name).toBe(200);
    }
    for (const name of ['OTHER', 'DELIVERED', 'submit']) {
      expect((await calls(`leadStatus=${name}`)).statusCode, name).toBe(400);
    }
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

  it('CDR-02 CDR-12 issue 14: the softphone uploads its recording of the call through a signed URL, and the audio route serves it with ranges', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    await call(leadId);
    const voip = await t.auth('agent', { permissions: ['voip:outbound', 'task:current'] });
    const link = await t.app.inject({
      method: 'POST',
      url: `${CDR}/recordings`,
      headers: voip,
      payload: { leadId, format: 'webm' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { callAudioSrc, uploadUrl } = link.json();
    expect(callAudioSrc).toMatch(/^call-\d+-[a-f0-9]{16}\.webm$/);
    const upload = new URL(uploadUrl);
    expect(upload.pathname).toBe(`/module/resources/files/recordings/${callAudioSrc}`);

    // Before the upload the call has no recording.
    const manager = await t.auth('manager');
    const before = (await calls(`agentId=${await accountId(t.db, 'agent')}`)).json();
    expect(before.content.find((r: { leadId: number }) => r.leadId === leadId).callAudioSrc).toBeNull();

    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4_000, 7), Buffer.from('end!')]);
    const put = (body: Buffer, url = upload) =>
      t.app.inject({
        method: 'PUT',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'audio/webm' },
        payload: body,
      });
    const stored = await put(bytes);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toEqual({ callAudioSrc, size: bytes.length });
    // A retried upload (the first answer was lost) is accepted again.
    expect((await put(bytes)).statusCode).toBe(201);

    const after = (await calls(`agentId=${await accountId(t.db, 'agent')}`)).json();
    expect(after.content.find((r: { leadId: number }) => r.leadId === leadId).callAudioSrc).toBe(callAudioSrc);
    const whole = await t.app.inject({ url: `${CDR}/audio/${callAudioSrc}`, headers: manager });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.rawPayload).toEqual(bytes);
    const tail = await t.app.inject({
      url: `${CDR}/audio/${callAudioSrc}`,
      headers: { ...manager, range: `bytes=${bytes.length - 4}-` },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 4}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.body).toBe('end!');

    // The call now has its recording: no second link for it.
    const again = await t.app.inject({
      method: 'POST',
      url: `${CDR}/recordings`,
      headers: voip,
      payload: { leadId, format: 'webm' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('issue 14: a recording upload needs a valid signature, a body and the call’s own free slot', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    await call(leadId);
    const voip = await t.auth('agent', { permissions: ['voip:outbound', 'task:current'] });
    const ask = () =>
      t.app.inject({ method: 'POST', url: `${CDR}/recordings`, headers: voip, payload: { leadId, format: 'webm' } });
    const first = new URL((await ask()).json().uploadUrl);
    const second = new URL((await ask()).json().uploadUrl);
    const put = (url: URL, search = url.search, body = Buffer.from('opus')) =>
      t.app.inject({
        method: 'PUT',
        url: `${url.pathname}${search}`,
        headers: { 'content-type': 'audio/webm' },
        payload: body,
      });
    expect((await put(first, first.search.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(403);
    const empty = await put(first, first.search, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('file');
    expect((await put(first)).statusCode).toBe(201);
    // A second recording of the same call does not replace the first.
    expect((await put(second)).statusCode).toBe(409);
    // Nobody else's call: an agent without a call to the lead gets no link; nor does a non-voip user.
    const other = await t.auth('agent2', { permissions: ['voip:outbound'] });
    const none = await t.app.inject({
      method: 'POST',
      url: `${CDR}/recordings`,
      headers: other,
      payload: { leadId, format: 'webm' },
    });
    expect(none.statusCode).toBe(404);
    const manager = await t.app.inject({
      method: 'POST',
      url: `${CDR}/recordings`,
      headers: await t.auth('manager'),
      payload: { leadId, format: 'webm' },
    });
    expect(manager.statusCode).toBe(403);
    const badFormat = await t.app.inject({
      method: 'POST',
      url: `${CDR}/recordings`,
      headers: voip,
      payload: { leadId, format: 'mp3' },
    });
    expect(badFormat.statusCode).toBe(400);
  });
});
