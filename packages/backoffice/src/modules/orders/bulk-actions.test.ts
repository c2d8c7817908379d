import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead } from '../../testing/order-fixtures.js';
import { insertTestOrder } from '../../testing/search-fixtures.js';

let t: TestBackoffice;
let manager: Record<string, string>;
const API = '/module/orders/api/v1';
const HOUR = 3600_000;
const period = {
  from: new Date(Date.now() - 12 * HOUR).toISOString(),
  to: new Date(Date.now() - 2 * HOUR).toISOString(),
};
const created = (hoursAgo: number) => new Date(Date.now() - (hoursAgo + 3) * HOUR);

beforeAll(async () => {
  t = await buildTestBackoffice();
  manager = await t.auth('manager', { regionIds: ['pe-central', 'cl-central'], features: [] });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });
const statusOf = async (id: number) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('bulk refuse', () => {
  it('SEARCH-23 SEARCH-37 refuses the leads’ orders in transit; other statuses and other regions are left as they were', async () => {
    const lead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    const other = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    const mexican = await createLead(t.db, { regionId: 'mx-central', sku: 'MX-ARTROFLEX' });
    const transit = await insertTestOrder(t.db, { leadId: lead, status: 7, createdAt: created(1) });
    const confirmed = await insertTestOrder(t.db, { leadId: other, status: 5, createdAt: created(2) });
    const mx = await insertTestOrder(t.db, { leadId: mexican, status: 7, regionId: 'mx-central' });

    const res = await post('/orders/refused', { leadIds: [lead, other, mexican] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      refused: [{ id: transit.id, shortCode: transit.shortCode }],
      skipped: [{ id: confirmed.id, shortCode: confirmed.shortCode, status: 5 }],
    });
    expect(await statusOf(transit.id)).toBe(8);
    expect(await statusOf(confirmed.id)).toBe(5);
    expect(await statusOf(mx.id)).toBe(7);
    const events = (await t.app.inject({ url: `${API}/orders/${transit.id}/events`, headers: manager })).json();
    expect(events[0]).toMatchObject({ action: 'CHANGE_STATUS', status: 8, whoDid: 'Mariana Rojas Vega' });
  });

  it('SEARCH-21 refusing requires order:refuse', async () => {
    const agent = await t.auth('agent', { regionIds: ['pe-central'] });
    const res = await post('/orders/refused', { leadIds: [1] }, agent);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('order:refuse');
  });
});

describe('order sheet by e-mail', () => {
  it('SEARCH-28 sends the current search’s orders as a real .xlsx through the mail outbox, readable afterwards', async () => {
    const a = await insertTestOrder(t.db, { shortCode: 'SHT-100-001', createdAt: created(1), fullName: 'Hoja Uno' });
    const b = await insertTestOrder(t.db, { shortCode: 'SHT-100-002', createdAt: created(2), status: 40 });
    await insertTestOrder(t.db, { shortCode: 'XYZ-100-003', createdAt: created(3) });
    const res = await post('/orders/sheet', {
      email: 'marta@umbrella.example',
      command: { period, filters: { text: 'SHT' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: 2, status: 'sent' });

    const mails = (await t.app.inject({ url: `${API}/mails`, headers: manager })).json();
    expect(mails[0]).toMatchObject({
      recipient: 'marta@umbrella.example',
      subject: 'Orders sheet (2 orders)',
      status: 'sent',
      transport: 'store',
      attachmentName: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/),
    });
    const file = await t.app.inject({ url: `${API}/mails/${mails[0].id}/attachment`, headers: manager });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders');
    if (!sheet) throw new Error('the workbook has no Orders sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 3)).toEqual(['Order code', 'Status', 'Phone']);
    expect(values(2).slice(0, 2)).toEqual([a.shortCode, 'Confirmed']);
    expect(values(3).slice(0, 2)).toEqual([b.shortCode, 'Deposit']);
    expect(sheet.rowCount).toBe(3);

    const other = await t.auth('admin', { regionIds: ['pe-central'] });
    expect((await t.app.inject({ url: `${API}/mails/${mails[0].id}/attachment`, headers: other })).statusCode).toBe(
      404,
    );
  });

  it('SEARCH-26 only an address of the fixed domain receives it; the e-mail is required (SEARCH-25)', async () => {
    const outside = await post('/orders/sheet', { email: 'someone@gmail.com', command: {} });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.email).toContain('@umbrella.example');
    const missing = await post('/orders/sheet', { command: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('email');
  });

  it('SEARCH-24 sending the sheet requires order.list.to_google_sheet', async () => {
    const support = await t.auth('support', { regionIds: ['pe-central'] });
    const res = await post('/orders/sheet', { email: 'sofia@umbrella.example', command: {} }, support);
    expect(res.statusCode).toBe(403);
  });
});
