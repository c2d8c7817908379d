import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedTestGateway, startEmbeddedGateway } from '../testing/gateway.js';

let gateway: EmbeddedTestGateway;
let auth: { authorization: string };
let olva: number;

beforeAll(async () => {
  gateway = await startEmbeddedGateway();
  auth = { authorization: `Bearer ${await gateway.token('delivery')}` };
  olva = (
    await gateway.db
      .selectFrom('payment_providers')
      .select('id')
      .where('name', '=', 'Olva Courier')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => gateway.close());

const meta = (amount: number, number: string) => ({
  'x-amz-meta-paymentproviderid': String(olva),
  'x-amz-meta-paymentdate': '2026-01-10',
  'x-amz-meta-banktransactionnumber': number,
  'x-amz-meta-amount': String(amount),
  'x-amz-meta-filename': 'olva.csv',
});

describe('/gateway/reports', { timeout: 60_000 }, () => {
  it('RECON-04 RECON-15 validate answers the row errors of a file before any upload', async () => {
    const csv = 'pedido;monto\nA-1;abc\n;5\nA-2;3\nA-2;4\n';
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/reports/validate',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 1,
      errorSummary: [
        { type: 'CELL_VALUE_WRONG_FORMAT', count: 1 },
        { type: 'CELL_VALUE_IS_MISSING', count: 1 },
        { type: 'DUPLICATE_ITEM_FOUND', count: 1 },
      ],
    });
  });

  it('RECON-07 a valid file PUT with its metadata headers is parsed here and stored by the back-office with its matching', async () => {
    const res = await gateway.app.inject({
      method: 'PUT',
      url: '/gateway/reports/reconciliation',
      headers: { ...auth, 'content-type': 'text/csv', ...meta(12_345, 'GW-1') },
      payload: '\ufeffpedido;monto\nNO-SUCH-ORDER;123,45\n',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      paymentProviderName: 'Olva Courier',
      amount: 12_345,
      fileName: 'olva.csv',
      status: 'APPROVED_WITH_WARNINGS',
    });
    const stored = await gateway.db
      .selectFrom('reconciliation_report_errors')
      .select('type')
      .where('report_id', '=', (res.json() as { paymentDocumentId: number }).paymentDocumentId)
      .execute();
    expect(stored.map((e) => e.type)).toEqual(['ORDER_NOT_FOUND']);
  });

  it('RECON-17 the uploaded file is stored as it came and its download link serves it', async () => {
    const csv = '\ufeffpedido;monto\nNO-SUCH-ORDER-2;1,00\n';
    const res = await gateway.app.inject({
      method: 'PUT',
      url: '/gateway/reports/reconciliation',
      headers: { ...auth, 'content-type': 'text/csv', ...meta(100, 'GW-FILE-1') },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ hasFile: true });
    const id = (res.json() as { paymentDocumentId: number }).paymentDocumentId;
    const link = await gateway.app.inject({
      url: `/module/payments/api/v1/reports/${id}/download-link`,
      headers: auth,
    });
    const target = new URL((link.json() as { url: string }).url);
    const file = await gateway.app.inject({ url: `${target.pathname}${target.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(csv);
    const taken = await gateway.app.inject({
      method: 'PUT',
      url: '/gateway/reports/reconciliation',
      headers: { ...auth, 'content-type': 'text/csv', ...meta(100, 'GW-FILE-1') },
      payload: csv,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: { bankTransactionNumber: expect.stringContaining('not unique') } });
  });

  it('RECON-15 a file with errors, or a renamed PDF, is refused with every error and nothing is stored', async () => {
    const before = await gateway.db.selectFrom('reconciliation_reports').select('id').execute();
    const bad = await gateway.app.inject({
      method: 'PUT',
      url: '/gateway/reports/reconciliation',
      headers: { ...auth, 'content-type': 'text/csv', ...meta(1, 'GW-2') },
      payload: 'pedido;monto\nA-1;\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ reportErrors: [{ type: 'CELL_VALUE_IS_MISSING', row: 2, column: 'amount' }] });
    const pdf = await gateway.app.inject({
      method: 'PUT',
      url: '/gateway/reports/reconciliation',
      headers: {
        ...auth,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ...meta(1, 'GW-3'),
      },
      payload: Buffer.from('%PDF-1.4 renamed.xlsx'),
    });
    expect(pdf.json()).toMatchObject({ errorSummary: [{ type: 'UNSUPPORTED_FILE_FORMAT', count: 1 }] });
    expect(await gateway.db.selectFrom('reconciliation_reports').select('id').execute()).toHaveLength(before.length);
  });

  it('RECON-02 uploading needs a token with payment.document.report:upload', async () => {
    const none = await gateway.app.inject({ method: 'POST', url: '/gateway/reports/validate', payload: 'a' });
    expect(none.statusCode).toBe(401);
    const agent = { authorization: `Bearer ${await gateway.token('agent')}` };
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/reports/validate',
      headers: { ...agent, 'content-type': 'text/csv' },
      payload: 'pedido;monto\n',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('receipts through the gateway', { timeout: 60_000 }, () => {
  it('PAY-27 a signed upload link is PUT through the gateway without a bearer token, and its download link serves the file', async () => {
    const order = await gateway.db
      .insertInto('orders')
      .values({
        short_code: 'GW-REC-001',
        region_id: 'pe-central',
        status: 40,
        full_name: 'Rosa',
        phone: '+51987654321',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const finance = { authorization: `Bearer ${await gateway.token('finance')}` };
    const link = await gateway.app.inject({
      method: 'POST',
      url: '/module/payments/api/v1/receipts/upload-link',
      headers: finance,
      payload: { orderId: order.id },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { url, headers } = link.json() as { url: string; headers: Record<string, string> };
    const target = new URL(url);
    const pdf = Buffer.from('%PDF-1.7\n%%EOF');
    const put = await gateway.app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(put.statusCode, put.body).toBe(201);
    const docs = await gateway.app.inject({
      url: `/module/payments/api/v1/orders/${order.id}/documents`,
      headers: { authorization: `Bearer ${await gateway.token('admin')}` },
    });
    const download = new URL((docs.json() as { documentLink: string }[])[0]?.documentLink ?? '');
    const file = await gateway.app.inject({ url: `${download.pathname}${download.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const unsigned = await gateway.app.inject({ url: download.pathname });
    expect(unsigned.statusCode).toBe(400);
  });
});
