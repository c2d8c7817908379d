/**
 * Issue 17: each permission-relevant action outside the accounts administration writes exactly one
 * audit entry per target, with the target's region (accounts and groups: modules/accounts/audit.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead, seedOrder } from '../../testing/order-fixtures.js';
import { insertTestOrder } from '../../testing/search-fixtures.js';

let t: TestBackoffice;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
});
afterAll(() => t.close());

const post = (url: string, payload?: object, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url, payload, headers: { ...admin, 'idempotency-key': randomUUID() } });

/** The entries of one target, oldest first. */
const entriesOf = (targetType: string, targetId: number | string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_login', 'region_ids', 'details'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();

async function expectOne(targetType: string, targetId: number | string, action: string, regionIds: string[]) {
  const entries = await entriesOf(targetType, targetId);
  expect(entries.map((e) => e.action)).toEqual([action]);
  expect(entries[0]).toMatchObject({ actor_login: 'admin@umbrella.example', region_ids: regionIds });
  return entries[0]?.details as Record<string, unknown>;
}

describe('issue 17 audit of permission-relevant actions', { timeout: 120_000 }, () => {
  it('issue 17 audit: a bulk refuse writes one entry per refused order, none for a skipped one', async () => {
    const lead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    const other = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    const transit = await insertTestOrder(t.db, { leadId: lead, status: ORDER_STATUS.TRANSIT });
    const confirmed = await insertTestOrder(t.db, { leadId: other, status: ORDER_STATUS.CONFIRMED });
    const res = await post('/module/orders/api/v1/orders/refused', { leadIds: [lead, other] });
    expect(res.statusCode, res.body).toBe(200);
    const details = await expectOne('order', transit.id, 'ORDER_REFUSED', ['pe-central']);
    expect(details).toMatchObject({ shortCode: transit.shortCode, from: ORDER_STATUS.TRANSIT });
    expect(await entriesOf('order', confirmed.id)).toEqual([]);
  });

  it('issue 17 audit: cancelling an order records its status change; a refused cancel records nothing', async () => {
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
    const order = await seedOrder(t.db, { status: ORDER_STATUS.CONFIRMED, leadId, regionId: 'pe-central' });
    const res = await post(`/module/orders/api/v1/orders/${order.id}/cancel`, { comment: 'Cliente desiste' });
    expect(res.statusCode, res.body).toBe(200);
    const details = await expectOne('order', order.id, 'ORDER_STATUS_CHANGED', ['pe-central']);
    expect(details).toMatchObject({ from: ORDER_STATUS.CONFIRMED, to: ORDER_STATUS.CANCEL });
    expect((await post(`/module/orders/api/v1/orders/${order.id}/cancel`, { comment: 'x' })).statusCode).toBe(409);
    expect(await entriesOf('order', order.id)).toHaveLength(1);
  });

  it('issue 17 audit: revealing a lead’s phone is recorded without the number', async () => {
    const leadId = await createLead(t.db, { regionId: 'cl-central', sku: 'CL-COLAGENO' });
    const res = await post(`/module/leads/api/v1/phones/lead/${leadId}`);
    expect(res.statusCode, res.body).toBe(200);
    const details = await expectOne('lead', leadId, 'PHONE_REVEALED', ['cl-central']);
    expect(JSON.stringify(details)).not.toContain(res.json().phone.slice(-6));
  });

  it('issue 17 audit: blacklisting and unblocking a phone are recorded with its last digits only', async () => {
    const added = await post('/module/leads/api/v1/blacklist/add', { phone: '+51911000417', comment: 'spam' });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json() as { id: number };
    expect((await post(`/module/leads/api/v1/blacklist/delete/${id}`, undefined, 'DELETE')).statusCode).toBe(204);
    const entries = await entriesOf('blacklist', id);
    expect(entries.map((e) => e.action)).toEqual(['BLACKLIST_ADDED', 'BLACKLIST_DELETED']);
    expect(entries.every((e) => e.region_ids.join() === 'pe-central')).toBe(true);
    expect(entries[0]?.details).toEqual({ phone: '…0417' });
    expect((await post('/module/leads/api/v1/blacklist/add', { phone: '+51911000418' })).statusCode).toBe(200);
    const again = await post('/module/leads/api/v1/blacklist/add', { phone: '+51911000418' });
    expect(again.statusCode).toBe(409);
    const of418 = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'BLACKLIST_ADDED')
      .where(sql<boolean>`details @> ${JSON.stringify({ phone: '…0418' })}::jsonb`)
      .execute();
    expect(of418).toHaveLength(1);
  });

  it('issue 17 audit: approving and declining receipts and reconciliation reports are recorded', async () => {
    const order = await seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, regionId: 'pe-central' });
    const receipt = (status: 'pending') =>
      t.db
        .insertInto('payment_documents')
        .values({
          order_id: order.id,
          order_short_code: order.shortCode,
          region_id: 'pe-central',
          source: 'upload',
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [first, second] = [await receipt('pending'), await receipt('pending')];
    const providers = (
      await t.app.inject({ url: '/module/payments/api/v1/payment-providers/direct', headers: admin })
    ).json() as { id: number; name: string }[];
    const approved = await post('/module/payments/api/v1/receipts/approve', {
      paymentDocumentId: first.id,
      paymentProviderId: providers[0]?.id,
      amount: 15_000,
      paymentDate: '2026-01-15',
      bankTransactionNumber: `TX-${randomUUID().slice(0, 8)}`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await expectOne('receipt', first.id, 'RECEIPT_APPROVED', ['pe-central'])).toMatchObject({
      orderId: order.id,
      amount: 15_000,
    });
    const declined = await post('/module/payments/api/v1/receipts/decline', {
      paymentDocumentId: second.id,
      comments: 'Ilegible',
    });
    expect(declined.statusCode, declined.body).toBe(204);
    await expectOne('receipt', second.id, 'RECEIPT_DECLINED', ['pe-central']);

    const report = await t.db
      .insertInto('reconciliation_reports')
      .values({
        payment_provider_id: providers[0]?.id ?? 0,
        payment_date: '2026-01-15',
        bank_transaction_number: `RR-${randomUUID().slice(0, 8)}`,
        amount_minor: 100,
        status: 'APPROVED_WITH_WARNINGS',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decided = await post('/module/payments/api/v1/reports/decline', {
      paymentDocumentId: report.id,
      comments: 'Montos distintos',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await expectOne('reconciliation', report.id, 'RECONCILIATION_DECLINED', []);
  });

  it('issue 17 audit: offers, agency payouts and a webmaster’s API key are recorded', async () => {
    const product = await t.db
      .selectFrom('products')
      .innerJoin('scripts', 'scripts.product_id', 'products.id')
      .select(['products.id', 'scripts.id as script_id'])
      .where('products.sku', '=', 'PE-COLAGENO')
      .executeTakeFirstOrThrow();
    const partner = await t.db.selectFrom('partners').select('id').orderBy('id').executeTakeFirstOrThrow();
    const discount = await t.db
      .selectFrom('discounts')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const offer = {
      defaultPayoutCents: 1250,
      regionId: 'pe-central',
      type: 'CPL',
      productId: product.id,
      partnerId: partner.id,
      scriptId: product.script_id,
      resale: true,
      discountIds: [discount.id],
    };
    const id = `AUDIT-${randomUUID().slice(0, 6)}`;
    const created = await post('/module/offers/api/v1/offers', { ...offer, id });
    expect(created.statusCode, created.body).toBe(201);
    const updated = await post(`/module/offers/api/v1/offers/${id}`, { ...offer, defaultPayoutCents: 1500 }, 'PUT');
    expect(updated.statusCode, updated.body).toBe(200);
    const offerEntries = await entriesOf('offer', id);
    expect(offerEntries.map((e) => [e.action, e.details])).toEqual([
      ['OFFER_CREATED', { payoutMinor: 1250 }],
      ['OFFER_UPDATED', { payoutMinor: 1500 }],
    ]);

    const payout = await post('/module/offers/api/v1/agency-payouts', {
      offerId: 'PE-COLAGENO-LMX',
      agencyName: 'AuditMedia',
      payout: 1225,
    });
    expect(payout.statusCode, payout.body).toBe(201);
    expect(await expectOne('agency-payout', payout.json().id, 'AGENCY_PAYOUT_CREATED', ['pe-central'])).toEqual({
      payoutMinor: 1225,
    });

    const webmaster = await t.db.selectFrom('webmasters').select('id').orderBy('id').executeTakeFirstOrThrow();
    const key = await post(`/module/intake/api/v1/webmasters/${webmaster.id}/api-key`);
    expect(key.statusCode, key.body).toBe(200);
    const details = await expectOne('webmaster', webmaster.id, 'WEBMASTER_API_KEY_ISSUED', []);
    expect(JSON.stringify(details)).not.toContain(key.json().apiKey);
  });

  it('issue 17 audit: approving and deleting payslips are recorded in the payslip’s regions', async () => {
    const draft = async () => {
      const res = await post('/module/payslips/api/v1/payslips', {
        from: '2025-03-01T00:00:00.000Z',
        to: '2025-03-31T23:59:59.999Z',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const [approvedId, deletedId] = [await draft(), await draft()];
    expect((await post(`/module/payslips/api/v1/payslips/${approvedId}/approve`)).statusCode).toBe(204);
    expect((await post(`/module/payslips/api/v1/payslips/${deletedId}`, undefined, 'DELETE')).statusCode).toBe(204);
    const regions = (await t.db.selectFrom('regions').select('id').orderBy('id').execute()).map((r) => r.id);
    const approved = await entriesOf('payslip', approvedId);
    expect(approved.map((e) => e.action)).toEqual(['PAYSLIP_APPROVED']);
    expect([...(approved[0]?.region_ids ?? [])].sort()).toEqual(regions);
    expect((await entriesOf('payslip', deletedId)).map((e) => e.action)).toEqual(['PAYSLIP_DELETED']);
    expect((await post(`/module/payslips/api/v1/payslips/${approvedId}`, undefined, 'DELETE')).statusCode).toBe(409);
    expect(await entriesOf('payslip', approvedId)).toHaveLength(1);
  });
});
