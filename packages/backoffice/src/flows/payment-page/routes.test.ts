import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePaymentToken } from '../../modules/payments/index.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { putToUploadLink, type UploadLink } from '../../testing/upload-link.js';

let t: TestBackoffice;
let finance: Record<string, string>;
const PAY = '/module/pay/api/v1/links';
const PAYMENTS = '/module/payments/api/v1';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

beforeAll(async () => {
  t = await buildTestBackoffice();
  finance = await t.auth('finance');
});
afterAll(() => t.close());

/** A Deposit order of 2 × the first product at S/ 74.50 and a link to its page. */
async function depositOrderLink(regionId = 'pe-central') {
  const order = await seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, regionId });
  const product = await t.db.selectFrom('products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_items')
    .values({ order_id: order.id, product_id: product.id, qty: 2, unit_price_minor: 7_450 })
    .execute();
  await t.db.updateTable('orders').set({ price_minor: 14_900, currency: 'PEN' }).where('id', '=', order.id).execute();
  const token = await issuePaymentToken(t.db, order.id, new Date());
  return { ...order, token, product: product.name };
}

const page = (token: string) => t.app.inject({ url: `${PAY}/${token}` });

/** The customer's upload: the link from the page's API, then the bytes PUT to it (no session). */
async function sendReceipt(token: string, data: Buffer = PDF, contentType = 'application/pdf') {
  const link = await t.app.inject({ method: 'POST', url: `${PAY}/${token}/upload-link` });
  if (link.statusCode !== 200) return link;
  return putToUploadLink(t.app, link.json() as UploadLink, data, contentType);
}

describe('the customer payment page', () => {
  it("shows a token's order — number, products, amount, the region's accounts — and nothing else of it", async () => {
    const order = await depositOrderLink();
    const res = await page(order.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      orderShortCode: order.shortCode,
      items: [{ name: order.product, quantity: 2 }],
      amount: 14_900,
      currency: 'PEN',
      regionId: 'pe-central',
      receipt: { status: 'none', reason: null },
      acceptsReceipt: true,
    });
    expect(body.accounts.map((a: { institution: string }) => a.institution)).toEqual(['BCP', 'Yape', 'Plin']);
    expect(JSON.stringify(body)).not.toMatch(/Rosa|\+51987654321/);
  });

  it('a guessed, unknown or expired token shows no order; the staff API stays closed without a session', async () => {
    const order = await depositOrderLink();
    const guessed = await page(order.shortCode);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).not.toContain(order.shortCode.slice(4));
    expect((await page(randomUUID().replaceAll('-', ''))).statusCode).toBe(404);
    await t.db
      .updateTable('payment_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', order.id)
      .execute();
    const expired = await page(order.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      message: expect.any(String),
      code: 'PAYMENT_LINK_EXPIRED',
      reason: { key: 'paymentLinkExpired' },
    });
    expect(expired.body).not.toContain(order.shortCode);
    expect((await t.app.inject({ method: 'POST', url: `${PAY}/${order.token}/upload-link` })).statusCode).toBe(410);
    expect((await t.app.inject({ url: `${PAYMENTS}/receipts` })).statusCode).toBe(401);
  });

  it("the customer's PDF is a pending receipt finance sees as the customer's; declined with a reason, then confirmed", async () => {
    const order = await depositOrderLink();
    const put = await sendReceipt(order.token);
    expect(put.statusCode).toBe(201);
    expect((await page(order.token)).json().receipt).toEqual({ status: 'checking', reason: null });

    const listed = await t.app.inject({
      url: `${PAYMENTS}/receipts?orderShortCode=${order.shortCode}&regionId=pe-central`,
      headers: finance,
    });
    const [receipt] = listed.json().content;
    expect(receipt).toMatchObject({ source: 'customer', createdBy: null, contentType: 'application/pdf' });
    expect(receipt.documentLink).toMatch(/\/module\/payments\/files\/receipts\//);

    const decline = await t.app.inject({
      method: 'POST',
      url: `${PAYMENTS}/receipts/decline`,
      headers: finance,
      payload: { paymentDocumentId: receipt.paymentDocumentId, comments: 'El monto no coincide' },
    });
    expect(decline.statusCode).toBe(204);
    expect((await page(order.token)).json().receipt).toEqual({ status: 'declined', reason: 'El monto no coincide' });

    expect((await sendReceipt(order.token)).statusCode).toBe(201);
    const again = await t.app.inject({
      url: `${PAYMENTS}/receipts?orderShortCode=${order.shortCode}&regionId=pe-central`,
      headers: finance,
    });
    const bcp = (
      await t.app.inject({ url: `${PAYMENTS}/payment-providers/direct?regionId=pe-central`, headers: finance })
    )
      .json()
      .find((p: { name: string }) => p.name === 'BCP');
    const approve = await t.app.inject({
      method: 'POST',
      url: `${PAYMENTS}/receipts/approve`,
      headers: finance,
      payload: {
        paymentDocumentId: again.json().content[0].paymentDocumentId,
        paymentProviderId: bcp.id,
        amount: 14_900,
        paymentDate: '2026-01-15',
        bankTransactionNumber: `TX-${randomUUID().slice(0, 8)}`,
      },
    });
    expect(approve.json()).toMatchObject({ orderTag: 'ORDER_PAID' });
    const paid = (await page(order.token)).json();
    expect(paid).toMatchObject({ receipt: { status: 'confirmed', reason: null }, acceptsReceipt: false });
    expect((await t.app.inject({ method: 'POST', url: `${PAY}/${order.token}/upload-link` })).statusCode).toBe(410);
  });

  it('refuses a file that is not an image or PDF by its bytes, and more than 5 receipts an hour for one order', async () => {
    const order = await depositOrderLink();
    const text = await sendReceipt(order.token, Buffer.from('just some text'), 'application/pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toHaveProperty('file');
    for (let i = 0; i < 5; i++) expect((await sendReceipt(order.token)).statusCode).toBe(201);
    const limited = await t.app.inject({ method: 'POST', url: `${PAY}/${order.token}/upload-link` });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('a link to a cancelled, unpaid order no longer opens its page', async () => {
    const order = await depositOrderLink();
    await t.db.updateTable('orders').set({ status: ORDER_STATUS.CANCEL }).where('id', '=', order.id).execute();
    const closed = await page(order.token);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().code).toBe('PAYMENT_LINK_CLOSED');
  });
});
