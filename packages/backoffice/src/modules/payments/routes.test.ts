import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { putToUploadLink, type UploadLink } from '../../testing/upload-link.js';

let t: TestBackoffice;
let finance: Record<string, string>;
const API = '/module/payments/api/v1';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
let bcp: number;
let interbank: number;
let bbva: number;
let bancoDeChile: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  finance = await t.auth('finance');
  const providers = (await call('GET', `${API}/payment-providers/direct`)).json() as { id: number; name: string }[];
  bcp = providers.find((p) => p.name === 'BCP')?.id ?? 0;
  interbank = providers.find((p) => p.name === 'Interbank')?.id ?? 0;
  bbva = providers.find((p) => p.name === 'BBVA')?.id ?? 0;
  bancoDeChile = providers.find((p) => p.name === 'Banco de Chile')?.id ?? 0;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, headers = finance, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    payload,
  });
}

async function depositOrder(priceMinor = 15_000, regionId = 'pe-central') {
  const order = await seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, regionId });
  await t.db.updateTable('orders').set({ price_minor: priceMinor }).where('id', '=', order.id).execute();
  return order;
}

/** Asks for an upload link, then PUTs the bytes to it with the headers it names (PAY-27). */
async function uploadReceipt(orderId: number, data: Buffer = PNG, contentType = 'image/png') {
  const link = await call('POST', `${API}/receipts/upload-link`, finance, { orderId, whodid: 'finance' });
  expect(link.statusCode).toBe(200);
  return putToUploadLink(t.app, link.json() as UploadLink, data, contentType);
}

async function pendingReceipt(orderId: number) {
  const put = await uploadReceipt(orderId);
  expect(put.statusCode).toBe(201);
  return (put.json() as { paymentDocumentId: number }).paymentDocumentId;
}

/** Today in Lima (the orders' region), which the future-date rule reads. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
const approve = (paymentDocumentId: number, overrides: object = {}) =>
  call('POST', `${API}/receipts/approve`, finance, {
    paymentDocumentId,
    paymentProviderId: bcp,
    amount: 15_000,
    paymentDate: '2026-01-15',
    bankTransactionNumber: `TX-${randomUUID().slice(0, 8)}`,
    ...overrides,
  });

async function orderTags(orderId: number) {
  const rows = await t.db
    .selectFrom('order_tags as ot')
    .innerJoin('tags as tg', 'tg.id', 'ot.tag_id')
    .select('tg.value')
    .where('ot.order_id', '=', orderId)
    .execute();
  return rows.map((r) => r.value).sort();
}

async function receipt(orderShortCode: string, documentStatus = 'ALL') {
  const page = await call('GET', `${API}/receipts?documentStatus=${documentStatus}&orderShortCode=${orderShortCode}`);
  expect(page.statusCode).toBe(200);
  return (page.json() as { content: Record<string, unknown>[] }).content[0];
}

describe('receipt upload through a signed link', () => {
  it('PAY-27 PAY-10 a PUT to the signed link with its headers creates a pending receipt with a download link', async () => {
    const order = await depositOrder();
    const put = await uploadReceipt(order.id, PDF, 'application/pdf');
    expect(put.statusCode).toBe(201);
    expect(put.json()).toMatchObject({ contentType: 'application/pdf' });
    const row = await receipt(order.shortCode, 'PENDING');
    expect(row).toMatchObject({
      orderId: order.id,
      orderShortCode: order.shortCode,
      status: 'pending',
      createdBy: 'Valentina Soto Fuentes',
      amount: null,
      bankTransactionNumber: null,
      paymentProviderId: null,
    });
    const link = new URL(String(row?.documentLink));
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('PAY-25 refuses what is not an image or a PDF by its bytes, whatever it is called or declared', async () => {
    const order = await depositOrder();
    const renamed = await uploadReceipt(order.id, Buffer.from('MZ\x90\x00 not a picture'), 'image/png');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ errors: { file: expect.stringContaining('image') } });
    const html = await uploadReceipt(order.id, Buffer.from('<html><script>alert(1)</script>'), 'application/pdf');
    expect(html.statusCode).toBe(400);
    const empty = await uploadReceipt(order.id, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('PAY-25 refuses a receipt over 10 MB', async () => {
    const order = await depositOrder();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await uploadReceipt(order.id, big)).statusCode).toBe(413);
  });

  it('PAY-28 a receipt uploaded with the call (file, order id, email) is a pending receipt; a wrong type is refused', async () => {
    const order = await depositOrder();
    const upload = (data: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/receipts/upload?orderId=${order.id}&email=cliente@example.com`,
        headers: { ...finance, 'content-type': type },
        payload: data,
      });
    const res = await upload(PDF, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(await receipt(order.shortCode, 'PENDING')).toMatchObject({
      contentType: 'application/pdf',
      status: 'pending',
    });
    expect((await upload(Buffer.from('plain text'), 'image/png')).statusCode).toBe(400);
    const agent = await t.auth('agent');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/receipts/upload?orderId=${order.id}`,
      headers: { ...agent, 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a forged, re-used or other-method link is refused', async () => {
    const order = await depositOrder();
    const link = (await call('POST', `${API}/receipts/upload-link`, finance, { orderId: order.id })).json() as {
      url: string;
    };
    const url = new URL(link.url);
    const forged = url.pathname.replace(/o\d+-/, `o${order.id + 1}-`) + url.search;
    const put = (u: string) =>
      t.app.inject({ method: 'PUT', url: u, headers: { 'content-type': 'image/png' }, payload: PNG });
    expect((await put(forged)).statusCode).toBe(403);
    expect((await put(`${url.pathname}${url.search}`)).statusCode).toBe(201);
    expect((await put(`${url.pathname}${url.search}`)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it('PAY-26 ORDER-21 the link is given only for a Deposit order and only with payment.document.receipt:upload', async () => {
    const confirmed = await seedOrder(t.db, { status: ORDER_STATUS.CONFIRMED });
    const refused = await call('POST', `${API}/receipts/upload-link`, finance, { orderId: confirmed.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { orderId: expect.stringContaining('Deposit') } });
    const order = await depositOrder();
    const agent = await t.auth('agent');
    expect((await call('POST', `${API}/receipts/upload-link`, agent, { orderId: order.id })).statusCode).toBe(403);
  });

  it("another region's order is answered as a missing one", async () => {
    const order = await depositOrder(100, 'co-central');
    const peru = await t.auth('finance', { regionIds: ['pe-central'] });
    expect((await call('POST', `${API}/receipts/upload-link`, peru, { orderId: order.id })).statusCode).toBe(404);
  });
});

describe('receipt review', () => {
  it('PAY-12 PAY-31 approve sets provider, amount in minor units, date and number, and tags the order ORDER_PAID', async () => {
    const order = await depositOrder(15_000);
    const id = await pendingReceipt(order.id);
    const res = await approve(id, { amount: 15_000, bankTransactionNumber: ' OP-778812 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderId: order.id, paidAmount: 15_000, orderTag: 'ORDER_PAID' });
    expect(await receipt(order.shortCode, 'APPROVED')).toMatchObject({
      status: 'approved',
      amount: 15_000,
      paymentProviderName: 'BCP',
      paymentDate: '2026-01-15',
      bankTransactionNumber: 'OP-778812',
      decidedBy: 'Valentina Soto Fuentes',
    });
    expect(await orderTags(order.id)).toEqual(['ORDER_PAID']);
  });

  it('PAY-14 an approved receipt is edited and confirmed again; an amount over the price tags ORDER_OVERPAID; both decisions are kept', async () => {
    const order = await depositOrder(10_000);
    const id = await pendingReceipt(order.id);
    expect((await approve(id, { amount: 10_000 })).json()).toMatchObject({ orderTag: 'ORDER_PAID' });
    const again = await approve(id, { amount: 12_550, paymentProviderId: interbank });
    expect(again.json()).toMatchObject({ paidAmount: 12_550, orderTag: 'ORDER_OVERPAID' });
    expect(await orderTags(order.id)).toEqual(['ORDER_OVERPAID']);
    expect(await receipt(order.shortCode)).toMatchObject({ amount: 12_550, paymentProviderName: 'Interbank' });
    const decisions = await t.db
      .selectFrom('payment_document_decisions')
      .select(['action', 'account_id', 'at'])
      .where('payment_document_id', '=', id)
      .execute();
    expect(decisions).toHaveLength(2);
    expect(decisions.every((d) => d.action === 'approve' && d.account_id && d.at)).toBe(true);
  });

  it('an amount below the price approves the receipt without a paid tag', async () => {
    const order = await depositOrder(10_000);
    const id = await pendingReceipt(order.id);
    expect((await approve(id, { amount: 5_000 })).json()).toMatchObject({ orderTag: null, paidAmount: 5_000 });
    expect(await orderTags(order.id)).toEqual([]);
  });

  it('PAY-21 a bank transaction number already used is refused with a 400 naming bankTransactionNumber', async () => {
    const first = await pendingReceipt((await depositOrder()).id);
    const second = await pendingReceipt((await depositOrder()).id);
    expect((await approve(first, { bankTransactionNumber: 'DUP-1' })).statusCode).toBe(200);
    const res = await approve(second, { bankTransactionNumber: 'DUP-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { bankTransactionNumber: expect.stringContaining('not unique') } });
    expect(
      await receipt(
        (
          await t.db
            .selectFrom('payment_documents')
            .select('order_short_code')
            .where('id', '=', second)
            .executeTakeFirstOrThrow()
        ).order_short_code,
      ),
    ).toMatchObject({ status: 'pending' });
  });

  it('PAY-16 PAY-17 PAY-19 approve requires provider, number, amount and a date not in the future', async () => {
    const id = await pendingReceipt((await depositOrder()).id);
    const future = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await approve(id, { paymentDate: future });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { paymentDate: 'cannot be in the future' } });
    for (const field of ['paymentProviderId', 'bankTransactionNumber', 'amount', 'paymentDate']) {
      const body: Record<string, unknown> = {
        paymentDocumentId: id,
        paymentProviderId: bcp,
        amount: 100,
        paymentDate: today(),
        bankTransactionNumber: 'X-1',
      };
      delete body[field];
      const missing = await call('POST', `${API}/receipts/approve`, finance, body);
      expect(missing.statusCode).toBe(400);
      expect(JSON.stringify(missing.json())).toContain(field);
    }
    expect((await approve(id, { amount: 12.5 })).statusCode).toBe(400);
    expect((await approve(id, { amount: 0, paymentDate: today() })).statusCode).toBe(200);
  });

  it('PAY-12 PAY-13 PAY-18 decline needs a reason; a declined receipt keeps it and offers no action', async () => {
    const order = await depositOrder();
    const id = await pendingReceipt(order.id);
    const blank = await call('POST', `${API}/receipts/decline`, finance, { paymentDocumentId: id, comments: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: { comments: 'must not be empty' } });
    const res = await call('POST', `${API}/receipts/decline`, finance, { paymentDocumentId: id, comments: 'Ilegible' });
    expect(res.statusCode).toBe(204);
    expect(await receipt(order.shortCode, 'DECLINED')).toMatchObject({ status: 'declined', comments: 'Ilegible' });
    expect((await approve(id)).statusCode).toBe(400);
    const again = await call('POST', `${API}/receipts/decline`, finance, { paymentDocumentId: id, comments: 'otra' });
    expect(again.json()).toMatchObject({ errors: { paymentDocumentId: 'is declined and offers no action' } });
  });

  it('PAY-15 a card processor document has no receipt link and cannot be approved or declined', async () => {
    const order = await depositOrder();
    const doc = await t.db
      .insertInto('payment_documents')
      .values({
        order_id: order.id,
        order_short_code: order.shortCode,
        region_id: 'pe-central',
        source: 'card_processor',
        status: 'approved',
        amount_minor: 15_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await receipt(order.shortCode)).toMatchObject({ source: 'card_processor', documentLink: null });
    expect((await approve(doc.id)).json()).toMatchObject({
      errors: { paymentDocumentId: expect.stringContaining('card processor') },
    });
    const decline = await call('POST', `${API}/receipts/decline`, finance, {
      paymentDocumentId: doc.id,
      comments: 'x',
    });
    expect(decline.statusCode).toBe(400);
  });

  it("PAY-01 reviewing needs payment.document.receipt:list, and another region's document is a missing one", async () => {
    const id = await pendingReceipt((await depositOrder(100, 'mx-central')).id);
    const agent = await t.auth('agent');
    expect((await call('GET', `${API}/receipts`, agent)).statusCode).toBe(403);
    expect((await approve(id, { paymentProviderId: bbva })).statusCode).toBe(200);
    const peru = await t.auth('finance', { regionIds: ['pe-central'] });
    const other = await call('POST', `${API}/receipts/decline`, peru, { paymentDocumentId: id, comments: 'x' });
    expect(other.statusCode).toBe(404);
  });
});

describe('receipts list and counters', () => {
  it('PAY-29 PAY-32 PAY-03 PAY-04 filter by status, region, short code and provider; newest first; counters by status', async () => {
    const region = 'cl-central';
    const orders = [await depositOrder(100, region), await depositOrder(100, region), await depositOrder(100, region)];
    const ids: number[] = [];
    for (const o of orders) ids.push(await pendingReceipt(o.id));
    await approve(ids[0] ?? 0, { amount: 100, paymentProviderId: bancoDeChile });
    await call('POST', `${API}/receipts/decline`, finance, { paymentDocumentId: ids[1], comments: 'no' });

    const counters = await call('GET', `${API}/receipts/counters?documentStatus=ALL&regionId=${region}`);
    expect(counters.json()).toEqual({ totalCount: 3, pendingCount: 1, approvedCount: 1, declinedCount: 1 });

    const pending = (await call('GET', `${API}/receipts?regionId=${region}`)).json() as {
      content: { paymentDocumentId: number }[];
      totalSize: number;
    };
    expect(pending.totalSize).toBe(1);
    expect(pending.content.map((d) => d.paymentDocumentId)).toEqual([ids[2]]);

    const all = (await call('GET', `${API}/receipts?regionId=${region}&documentStatus=ALL&size=2&page=0`)).json() as {
      content: { paymentDocumentId: number }[];
      totalSize: number;
    };
    expect(all.totalSize).toBe(3);
    expect(all.content.map((d) => d.paymentDocumentId)).toEqual([ids[2], ids[1]]);

    const byProvider = (
      await call('GET', `${API}/receipts?regionId=${region}&documentStatus=ALL&paymentProviderId=${bancoDeChile}`)
    ).json() as { totalSize: number };
    expect(byProvider.totalSize).toBe(1);
    const byCode = (
      await call('GET', `${API}/receipts?documentStatus=ALL&orderShortCode=${orders[1]?.shortCode.toLowerCase()}`)
    ).json() as { content: { paymentDocumentId: number }[] };
    expect(byCode.content.map((d) => d.paymentDocumentId)).toEqual([ids[1]]);

    const peru = await t.auth('finance', { regionIds: ['pe-central'] });
    expect((await call('GET', `${API}/receipts?regionId=${region}`, peru)).statusCode).toBe(403);
    const own = (await call('GET', `${API}/receipts?documentStatus=ALL`, peru)).json() as {
      content: { regionId: string }[];
    };
    expect(own.content.every((d) => d.regionId === 'pe-central')).toBe(true);
  });

  it('PAY-30 lists the direct payment providers only', async () => {
    const providers = (await call('GET', `${API}/payment-providers/direct`)).json() as { name: string; kind: string }[];
    expect(providers.length).toBeGreaterThan(2);
    expect(providers.every((p) => p.kind === 'direct')).toBe(true);
    expect(providers.map((p) => p.name)).not.toContain('Card processor');
  });

  it("PAY-30 a region's payment methods are its country's banks; another region of the caller's is 403", async () => {
    const names = async (regionId: string, headers = finance) =>
      (
        (await call('GET', `${API}/payment-providers/direct?regionId=${regionId}`, headers)).json() as {
          name: string;
        }[]
      )
        .map((p) => p.name)
        .sort(); // the database's collation orders them; the set is what counts
    expect(await names('pe-central')).toEqual(['BBVA', 'BCP', 'Interbank', 'Yape']);
    expect(await names('cl-central')).toEqual(['Banco de Chile', 'BancoEstado']);
    expect(await names('co-central')).toEqual(['BBVA', 'Bancolombia']);
    expect(await names('mx-central')).toEqual(['BBVA', 'Banorte']);
    const peru = await t.auth('finance', { regionIds: ['pe-central'] });
    expect((await call('GET', `${API}/payment-providers/direct?regionId=cl-central`, peru)).statusCode).toBe(403);
    const own = (await call('GET', `${API}/payment-providers/direct`, peru)).json() as { name: string }[];
    expect(own.map((p) => p.name).sort()).toEqual(['BBVA', 'BCP', 'Interbank', 'Yape']);
  });

  it("PAY-30 a receipt is confirmed only with a payment method of its order's region (400 naming it)", async () => {
    const chile = (await call('GET', `${API}/payment-providers/direct?regionId=cl-central`)).json() as { id: number }[];
    const id = await pendingReceipt((await depositOrder(15_000)).id);
    const res = await approve(id, { paymentProviderId: chile[0]?.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.paymentProviderId).toContain('is not a payment method of pe-central');
    expect((await approve(id, { paymentProviderId: interbank })).statusCode).toBe(200);
  });

  it("ORDER-65 ORDER-66 an order's payment documents with their download links", async () => {
    const order = await depositOrder();
    await pendingReceipt(order.id);
    const res = await call('GET', `${API}/orders/${order.id}/documents`, await t.auth('admin'));
    expect(res.statusCode).toBe(200);
    const docs = res.json() as { documentLink: string }[];
    expect(docs).toHaveLength(1);
    expect(docs[0]?.documentLink).toContain('/module/payments/files/receipts/');
  });
});
