/**
 * A payslip computed from seeded orders with known outcomes (decision 1602): every charge type's
 * total exact to the cent, each item traceable to its orders, and an order refused after its
 * delivery corrected in the next period's draft.
 */
import { ORDER_STATUS } from '@umbrella/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { insertOutcomeOrder, setTariffs } from '../../testing/payslip-fixtures.js';

const API = '/module/payslips/api/v1';
const { DELIVERED, RECEIVED_BY_CLIENT, REFUSED, TRANSIT, VERIFIED, CANCEL_ON_DELIVERY } = ORDER_STATUS;
const JANUARY = { from: '2025-01-01T00:00:00.000Z', to: '2025-01-31T23:59:59.999Z' };
const FEBRUARY = { from: '2025-02-01T00:00:00.000Z', to: '2025-02-28T23:59:59.999Z' };

let t: TestBackoffice;
let finance: { authorization: string };
const ids: Record<string, number> = {};

const pe = (
  code: string,
  history: [number, string][],
  extra: { qty?: number; deposit?: boolean; offerId?: string } = {},
) =>
  insertOutcomeOrder(t.db, {
    code,
    agent: 'agent',
    regionId: 'pe-central',
    currency: 'PEN',
    sku: 'PE-COLAGENO',
    history,
    ...extra,
  }).then((id) => {
    ids[code] = id;
  });

beforeAll(async () => {
  t = await buildTestBackoffice();
  finance = await t.auth('finance');
  await t.db.updateTable('payslip_usd_rates').set({ units_per_usd: 3.75 }).where('currency', '=', 'PEN').execute();
  await t.db.updateTable('payslip_usd_rates').set({ units_per_usd: 4000 }).where('currency', '=', 'COP').execute();
  await setTariffs(t.db, 'pe-central', 'PEN', {
    COD_ORDER_DELIVERED_BONUS: 500,
    COD_ORDER_CANCELLED_FEE: 200,
    PREPAID_ORDER_PAID_BONUS: 700,
    SIX_PACK_BONUS: 1000,
    NINE_PACK_BONUS: 2500,
    RESALE_ORDER_DELIVERED_BONUS: 300,
  });
  await setTariffs(t.db, 'co-central', 'COP', { COD_ORDER_DELIVERED_BONUS: 600_000 });
  await t.db
    .updateTable('offers')
    .set({ resale: true } as never)
    .where('id', '=', 'PE-COLAGENO-LMX')
    .execute();

  await pe('T-A1', [
    [TRANSIT, '2025-01-03T10:00:00Z'],
    [DELIVERED, '2025-01-05T10:00:00Z'],
  ]);
  await pe('T-A2', [[DELIVERED, '2025-01-10T10:00:00Z']], { qty: 6 });
  await pe('T-A3', [[RECEIVED_BY_CLIENT, '2025-01-12T10:00:00Z']], { qty: 9 });
  await pe('T-A4', [
    [TRANSIT, '2025-01-13T10:00:00Z'],
    [REFUSED, '2025-01-15T10:00:00Z'],
  ]);
  await pe('T-A5', [[VERIFIED, '2025-01-08T10:00:00Z']], { deposit: true });
  await pe('T-A6', [[DELIVERED, '2025-01-20T10:00:00Z']], { offerId: 'PE-COLAGENO-LMX' });
  // Delivered in January, refused in February: paid in January, corrected in February.
  await pe('T-A7', [
    [DELIVERED, '2025-01-25T10:00:00Z'],
    [REFUSED, '2025-02-03T10:00:00Z'],
  ]);
  await pe('T-A8', [[DELIVERED, '2024-12-30T10:00:00Z']]);
  await pe('T-A9', [[DELIVERED, '2025-02-02T10:00:00Z']]);
  await pe('T-A10', [[CANCEL_ON_DELIVERY, '2025-02-04T00:00:00Z']]);
  // Delivered and refused within January: no bonus and no fee.
  await pe('T-A11', [
    [DELIVERED, '2025-01-16T10:00:00Z'],
    [REFUSED, '2025-01-18T10:00:00Z'],
  ]);
  ids['T-B1'] = await insertOutcomeOrder(t.db, {
    code: 'T-B1',
    agent: 'agent2',
    regionId: 'co-central',
    currency: 'COP',
    sku: 'CO-COLAGENO',
    history: [[DELIVERED, '2025-01-07T10:00:00Z']],
  });
});
afterAll(() => t.close());

const create = (period: { from: string; to: string }) =>
  t.app.inject({ method: 'POST', url: `${API}/payslips`, headers: finance, payload: period });

async function itemsOf(personId: number) {
  const res = await t.app.inject({ url: `${API}/account-payslips/${personId}/salary-items`, headers: finance });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    chargeType: string;
    amount: number;
    amountUSD: number;
    correction: boolean;
    orders: { orderId: number; shortCode: string; amount: number }[];
  }[];
}

describe('a draft computed from the period’s orders', () => {
  let january: {
    id: number;
    items: {
      id: number;
      accountId: number;
      surname: string;
      amountUSD: number;
      containsNegativeBonusCorrection: boolean;
    }[];
    totals: unknown[];
    amountUSD: number;
  };

  it('PAYSLIP-05 PAYSLIP-08 PAYSLIP-09 PAYSLIP-16 ACONST-25 creates a DRAFT for the period with every charge type’s total exact to the cent and its amounts in USD', async () => {
    const res = await create(JANUARY);
    expect(res.statusCode, res.body).toBe(201);
    january = res.json();
    expect(res.json()).toMatchObject({ status: 'DRAFT', from: JANUARY.from, to: JANUARY.to, numberOfPersons: 2 });
    expect(res.json().docNumber).toMatch(/^PS-\d{6}$/);
    expect(res.json().totals).toEqual([
      { chargeTypeItem: 'COD_ORDER_CANCELLED_FEE', currency: 'PEN', amount: -200, usdAmount: -53 },
      { chargeTypeItem: 'COD_ORDER_DELIVERED_BONUS', currency: 'COP', amount: 600_000, usdAmount: 150 },
      { chargeTypeItem: 'COD_ORDER_DELIVERED_BONUS', currency: 'PEN', amount: 2000, usdAmount: 533 },
      { chargeTypeItem: 'NINE_PACK_BONUS', currency: 'PEN', amount: 2500, usdAmount: 667 },
      { chargeTypeItem: 'PREPAID_ORDER_PAID_BONUS', currency: 'PEN', amount: 700, usdAmount: 187 },
      { chargeTypeItem: 'RESALE_ORDER_DELIVERED_BONUS', currency: 'PEN', amount: 300, usdAmount: 80 },
      { chargeTypeItem: 'SIX_PACK_BONUS', currency: 'PEN', amount: 1000, usdAmount: 267 },
    ]);
    // PAYSLIP-16: the payslip's amount is the USD sum of its items.
    expect(res.json().amountUSD).toBe(-53 + 150 + 533 + 667 + 187 + 80 + 267);
  });

  it('PAYSLIP-12 PAYSLIP-13 PAYSLIP-14 each salary item names the orders it comes from', async () => {
    const lucia = january.items.find((p) => p.surname === 'Quispe Mamani');
    expect(lucia).toBeDefined();
    const items = await itemsOf(lucia?.id ?? 0);
    const codes = Object.fromEntries(items.map((i) => [i.chargeType, i.orders.map((o) => o.shortCode)]));
    expect(codes).toEqual({
      COD_ORDER_CANCELLED_FEE: ['T-A4'],
      COD_ORDER_DELIVERED_BONUS: ['T-A1', 'T-A2', 'T-A3', 'T-A7'],
      NINE_PACK_BONUS: ['T-A3'],
      PREPAID_ORDER_PAID_BONUS: ['T-A5'],
      RESALE_ORDER_DELIVERED_BONUS: ['T-A6'],
      SIX_PACK_BONUS: ['T-A2'],
    });
    for (const item of items) {
      expect(item.orders.reduce((sum, o) => sum + o.amount, 0)).toBe(item.amount);
    }
    expect(items.find((i) => i.chargeType === 'COD_ORDER_CANCELLED_FEE')?.orders).toEqual([
      { orderId: ids['T-A4'], shortCode: 'T-A4', amount: -200 },
    ]);
    expect(lucia?.containsNegativeBonusCorrection).toBe(false);
  });

  it('PAYSLIP-19 the content filters by charge type and blocked state', async () => {
    const res = await t.app.inject({
      url: `${API}/payslips/${january.id}?chargeType=SIX_PACK_BONUS&accountBlockedFilter=NOT_BLOCKED`,
      headers: finance,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((p: { surname: string; amountUSD: number }) => [p.surname, p.amountUSD])).toEqual([
      ['Quispe Mamani', 267],
    ]);
    expect(res.json().totals).toEqual([
      { chargeTypeItem: 'SIX_PACK_BONUS', currency: 'PEN', amount: 1000, usdAmount: 267 },
    ]);
    const blocked = await t.app.inject({
      url: `${API}/payslips/${january.id}?accountBlockedFilter=BLOCKED`,
      headers: finance,
    });
    expect(blocked.json().items).toEqual([]);
  });

  it('PAYSLIP-31 a delivered order refused in the next period is corrected by a negative item in the next draft', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/payslips/${january.id}/approve`, headers: finance }))
        .statusCode,
    ).toBe(204);
    const res = await create(FEBRUARY);
    expect(res.statusCode, res.body).toBe(201);
    const lucia = res.json().items.find((p: { surname: string }) => p.surname === 'Quispe Mamani');
    expect(lucia.containsNegativeBonusCorrection).toBe(true);
    const items = await itemsOf(lucia.id);
    expect(
      items.map((i) => ({
        type: i.chargeType,
        amount: i.amount,
        correction: i.correction,
        orders: i.orders.map((o) => o.shortCode),
      })),
    ).toEqual([
      { type: 'COD_ORDER_CANCELLED_FEE', amount: -200, correction: false, orders: ['T-A10'] },
      { type: 'COD_ORDER_DELIVERED_BONUS', amount: 500, correction: false, orders: ['T-A9'] },
      { type: 'COD_ORDER_DELIVERED_BONUS', amount: -500, correction: true, orders: ['T-A7'] },
    ]);
    expect(lucia.amountUSD).toBe(-53 + 133 - 133);
  });

  it('an order an approved payslip paid is never paid again by an overlapping period', async () => {
    const res = await create({ from: '2025-01-10T00:00:00.000Z', to: '2025-01-31T23:59:59.999Z' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toEqual([]);
    expect(res.json().totals).toEqual([]);
  });

  it('PAYSLIP-35 deleting a draft removes its order links, and the approved payslip keeps its own', async () => {
    const links = async () =>
      Number((await sql<{ n: number }>`select count(*)::int as n from salary_item_orders`.execute(t.db)).rows[0]?.n);
    const before = await links();
    const draft = await create(FEBRUARY);
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await links()).toBe(before + 3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/payslips/${draft.json().id}`,
      headers: finance,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await links()).toBe(before);
    const lucia = january.items.find((p) => p.surname === 'Quispe Mamani');
    const items = await itemsOf(lucia?.id ?? 0);
    expect(items.find((i) => i.chargeType === 'COD_ORDER_DELIVERED_BONUS')?.orders.map((o) => o.shortCode)).toEqual([
      'T-A1',
      'T-A2',
      'T-A3',
      'T-A7',
    ]);
  });
});
