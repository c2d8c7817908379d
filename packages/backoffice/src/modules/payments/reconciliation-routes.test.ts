import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let delivery: Record<string, string>;
let olva: number;
const REPORTS = '/module/payments/api/v1/reports';

beforeAll(async () => {
  t = await buildTestBackoffice();
  delivery = await t.auth('delivery');
  const res = await call('GET', `${REPORTS}/providers`);
  const providers = res.json() as { id: number; name: string; kind: string }[];
  olva = providers.find((p) => p.name === 'Olva Courier')?.id ?? 0;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, headers = delivery, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    payload,
  });
}

async function order(priceMinor: number, regionId = 'pe-central') {
  const o = await seedOrder(t.db, { status: ORDER_STATUS.DELIVERED, regionId });
  await t.db.updateTable('orders').set({ price_minor: priceMinor }).where('id', '=', o.id).execute();
  return o;
}

const upload = (rows: { row: number; orderShortCode: string; amount: number }[], overrides: object = {}) =>
  call('POST', REPORTS, delivery, {
    paymentProviderId: olva,
    paymentDate: '2026-01-10',
    bankTransactionNumber: `R-${randomUUID().slice(0, 8)}`,
    amount: rows.reduce((s, r) => s + r.amount, 0),
    rows,
    ...overrides,
  });

describe('reconciliation reports', () => {
  it('RECON-07 RECON-10 a clean report is stored approved with its provider, date, number and amount', async () => {
    const a = await order(10_000);
    const b = await order(2_550);
    const res = await upload([
      { row: 2, orderShortCode: a.shortCode, amount: 10_000 },
      { row: 3, orderShortCode: b.shortCode.toLowerCase(), amount: 2_550 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentProviderName: 'Olva Courier',
      paymentDate: '2026-01-10',
      amount: 12_550,
      status: 'APPROVED',
    });
  });

  it('RECON-14 RECON-15 matching finds ORDER_NOT_FOUND, ORDER_ALREADY_PAID, ORDER_PAID_IN_OTHER_WAYS and ORDER_AND_REPORT_SUM_MISMATCH', async () => {
    const reported = await order(1_000);
    await upload([{ row: 2, orderShortCode: reported.shortCode, amount: 1_000 }]);
    const receipt = await order(1_000);
    await t.db
      .insertInto('payment_documents')
      .values({
        order_id: receipt.id,
        order_short_code: receipt.shortCode,
        region_id: 'pe-central',
        source: 'card_processor',
        status: 'approved',
        amount_minor: 1_000,
      })
      .execute();
    const mismatch = await order(5_000);
    const otherRegion = await order(1_000, 'mx-central');
    const res = await upload(
      [
        { row: 2, orderShortCode: 'NO-SUCH-1', amount: 100 },
        { row: 3, orderShortCode: reported.shortCode, amount: 1_000 },
        { row: 4, orderShortCode: receipt.shortCode, amount: 1_000 },
        { row: 5, orderShortCode: mismatch.shortCode, amount: 4_000 },
        { row: 6, orderShortCode: otherRegion.shortCode, amount: 1_000 },
      ],
      { amount: 1 },
    );
    expect(res.json()).toMatchObject({ status: 'APPROVED_WITH_WARNINGS' });
    const id = (res.json() as { paymentDocumentId: number }).paymentDocumentId;
    const peruOnly = await t.auth('delivery', { regionIds: ['pe-central'] });
    expect(res.statusCode).toBe(201);
    // The caller works in every region here; the other-region row is only missing for a Peru-only caller.
    const summary = (await call('GET', `${REPORTS}/${id}/errors/summary`)).json();
    expect(summary).toEqual([
      { type: 'ORDER_ALREADY_PAID', count: 1 },
      { type: 'ORDER_AND_REPORT_SUM_MISMATCH', count: 2 },
      { type: 'ORDER_NOT_FOUND', count: 1 },
      { type: 'ORDER_PAID_IN_OTHER_WAYS', count: 1 },
    ]);
    const scoped = await call('POST', REPORTS, peruOnly, {
      paymentProviderId: olva,
      paymentDate: '2026-01-10',
      bankTransactionNumber: `R-${randomUUID().slice(0, 8)}`,
      amount: 1_000,
      rows: [{ row: 2, orderShortCode: otherRegion.shortCode, amount: 1_000 }],
    });
    const scopedId = (scoped.json() as { paymentDocumentId: number }).paymentDocumentId;
    expect((await call('GET', `${REPORTS}/${scopedId}/errors/summary`)).json()).toEqual([
      { type: 'ORDER_NOT_FOUND', count: 1 },
    ]);
  });

  it('RECON-07 RECON-17 RECON-18 the file PUT to an upload link is stored with the report; report and errors download links serve them', async () => {
    const meta = {
      paymentProviderId: olva,
      paymentDate: '2026-01-10',
      bankTransactionNumber: `F-${randomUUID().slice(0, 8)}`,
      amount: 100,
    };
    const link = await call('POST', `${REPORTS}/upload-link`, delivery, { ...meta, whoDid: 'someone' });
    expect(link.statusCode, link.body).toBe(200);
    const { url, fileKey, headers } = link.json() as { url: string; fileKey: string; headers: Record<string, string> };
    expect(headers).toMatchObject({ 'x-amz-meta-amount': '100', 'x-amz-meta-paymentdate': '2026-01-10' });
    const path = new URL(url, 'http://x').pathname + new URL(url, 'http://x').search;
    const csv = '\ufeffpedido;monto\nNOPE-7;1,00\n';
    const pdf = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'text/csv' },
      payload: '%PDF-1.4',
    });
    expect(pdf.json()).toMatchObject({ errors: { file: expect.stringContaining('CSV') } });
    const put = await t.app.inject({ method: 'PUT', url: path, headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(put.statusCode, put.body).toBe(204);
    const forged = await t.app.inject({
      method: 'PUT',
      url: path.replace(/signature=[^&]+/, 'signature=x'),
      payload: csv,
    });
    expect(forged.statusCode).toBe(403);

    const created = await call('POST', REPORTS, delivery, {
      ...meta,
      fileName: 'olva enero.csv',
      fileKey,
      rows: [{ row: 7, orderShortCode: 'NOPE-7', amount: 100 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ hasFile: true, fileName: 'olva enero.csv' });
    const id = (created.json() as { paymentDocumentId: number }).paymentDocumentId;

    // RECON-18: reports page, error summary, counters, both download links.
    const page = (await call('GET', `${REPORTS}?status=APPROVED_WITH_WARNINGS`)).json() as {
      content: { paymentDocumentId: number }[];
      totalSize: number;
    };
    expect(page.content.map((r) => r.paymentDocumentId)).toContain(id);
    expect((await call('GET', `${REPORTS}/${id}/errors/summary`)).json()).toEqual([
      { type: 'ORDER_NOT_FOUND', count: 1 },
    ]);
    expect((await call('GET', `${REPORTS}/counters`)).json()).toMatchObject({ totalCount: expect.any(Number) });

    const fileLink = (await call('GET', `${REPORTS}/${id}/download-link`)).json() as { url: string };
    const file = await t.app.inject({ url: new URL(fileLink.url).pathname + new URL(fileLink.url).search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('olva%20enero.csv');
    expect(file.body).toBe(csv);

    const errorsLink = (await call('GET', `${REPORTS}/${id}/errors/download-link`)).json() as { url: string };
    const errors = await t.app.inject({ url: new URL(errorsLink.url).pathname + new URL(errorsLink.url).search });
    expect(errors.headers['content-type']).toContain('text/csv');
    expect(errors.body).toContain('"7";"NOPE-7";"ORDER_NOT_FOUND"');
    const unsigned = await t.app.inject({ url: new URL(errorsLink.url).pathname });
    expect(unsigned.statusCode).toBe(400);
    const declined = await call('POST', `${REPORTS}/decline`, delivery, {
      paymentDocumentId: id,
      comments: 'No cuadra',
    });
    expect(declined.json()).toMatchObject({ paymentDocumentId: id, status: 'DECLINED', comments: 'No cuadra' });

    // A key is used by one report only, and only by its uploader; a report without a file has no link.
    const again = await call('POST', REPORTS, delivery, {
      ...meta,
      bankTransactionNumber: 'F-again',
      fileKey,
      rows: [{ row: 2, orderShortCode: 'X', amount: 100 }],
    });
    expect(again.json()).toMatchObject({ errors: { fileKey: expect.any(String) } });
    const someoneElse = await call('POST', REPORTS, await t.auth('finance'), {
      ...meta,
      bankTransactionNumber: 'F-other',
      fileKey,
      rows: [{ row: 2, orderShortCode: 'X', amount: 100 }],
    });
    expect([400, 403]).toContain(someoneElse.statusCode);
    const bare = (await upload([{ row: 2, orderShortCode: 'NOPE-8', amount: 1 }])).json() as {
      paymentDocumentId: number;
      hasFile: boolean;
    };
    expect(bare.hasFile).toBe(false);
    expect((await call('GET', `${REPORTS}/${bare.paymentDocumentId}/download-link`)).statusCode).toBe(404);
  });

  it("RECON-07 the upload link refuses what the report would refuse: another report's number, a future date", async () => {
    const taken = await upload([{ row: 2, orderShortCode: 'X-9', amount: 1 }]);
    const number = (taken.json() as { bankTransactionNumber: string }).bankTransactionNumber;
    const body = { paymentProviderId: olva, paymentDate: '2026-01-10', bankTransactionNumber: number, amount: 1 };
    expect((await call('POST', `${REPORTS}/upload-link`, delivery, body)).json()).toMatchObject({
      errors: { bankTransactionNumber: expect.stringContaining('not unique') },
    });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await call('POST', `${REPORTS}/upload-link`, delivery, {
          ...body,
          bankTransactionNumber: 'N-1',
          paymentDate: future,
        })
      ).json(),
    ).toMatchObject({ errors: { paymentDate: 'cannot be in the future' } });
    expect((await call('POST', `${REPORTS}/upload-link`, await t.auth('agent'), body)).statusCode).toBe(403);
  });

  it('RECON-12 RECON-13 a report with warnings is approved or declined with a mandatory comment; RECON-09 RECON-11 tabs and counters', async () => {
    const before = (await call('GET', `${REPORTS}/counters`)).json() as {
      totalCount: number;
      approvedCount: number;
      declinedCount: number;
    };
    const first = (await upload([{ row: 2, orderShortCode: 'NOPE-1', amount: 1 }])).json() as {
      paymentDocumentId: number;
    };
    const second = (await upload([{ row: 2, orderShortCode: 'NOPE-2', amount: 1 }])).json() as {
      paymentDocumentId: number;
    };
    const blank = await call('POST', `${REPORTS}/approve`, delivery, {
      paymentDocumentId: first.paymentDocumentId,
      comments: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: { comments: 'must not be empty' } });
    const missing = await call('POST', `${REPORTS}/approve`, delivery, { paymentDocumentId: first.paymentDocumentId });
    expect(missing.statusCode).toBe(400);
    const approved = await call('POST', `${REPORTS}/approve`, delivery, {
      paymentDocumentId: first.paymentDocumentId,
      comments: 'Revisado con el courier',
    });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', comments: 'Revisado con el courier' });
    const declined = await call('POST', `${REPORTS}/decline`, delivery, {
      paymentDocumentId: second.paymentDocumentId,
      comments: 'Duplicado',
    });
    expect(declined.json()).toMatchObject({ status: 'DECLINED' });
    const again = await call('POST', `${REPORTS}/approve`, delivery, {
      paymentDocumentId: second.paymentDocumentId,
      comments: 'x',
    });
    expect(again.statusCode).toBe(400);
    const after = (await call('GET', `${REPORTS}/counters`)).json() as {
      totalCount: number;
      approvedCount: number;
      declinedCount: number;
    };
    expect(after.totalCount - (before.totalCount ?? 0)).toBe(2);
    expect(after.approvedCount - (before.approvedCount ?? 0)).toBe(1);
    expect(after.declinedCount - (before.declinedCount ?? 0)).toBe(1);
    const declinedTab = (await call('GET', `${REPORTS}?status=DECLINED`)).json() as {
      content: { paymentDocumentId: number }[];
    };
    expect(declinedTab.content.map((r) => r.paymentDocumentId)).toContain(second.paymentDocumentId);
    expect(declinedTab.content.every((r) => (r as unknown as { status: string }).status === 'DECLINED')).toBe(true);
  });

  it('RECON-02 RECON-05 RECON-06 RECON-08 upload needs report:upload, reading report:read; fields are required, the date not in the future, the number unique', async () => {
    const agent = await t.auth('agent');
    expect((await call('GET', REPORTS, agent)).statusCode).toBe(403);
    expect((await call('POST', REPORTS, agent, {})).statusCode).toBe(403);
    const row = [{ row: 2, orderShortCode: 'X-1', amount: 1 }];
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await upload(row, { paymentDate: future })).json()).toMatchObject({
      errors: { paymentDate: 'cannot be in the future' },
    });
    for (const field of ['paymentProviderId', 'paymentDate', 'bankTransactionNumber', 'amount']) {
      const body: Record<string, unknown> = {
        paymentProviderId: olva,
        paymentDate: '2026-01-01',
        bankTransactionNumber: 'N',
        amount: 1,
        rows: row,
      };
      delete body[field];
      const res = await call('POST', REPORTS, delivery, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect((await upload(row, { bankTransactionNumber: 'SAME-1' })).statusCode).toBe(201);
    expect((await upload(row, { bankTransactionNumber: 'SAME-1' })).json()).toMatchObject({
      errors: { bankTransactionNumber: expect.stringContaining('not unique') },
    });
  });
});
