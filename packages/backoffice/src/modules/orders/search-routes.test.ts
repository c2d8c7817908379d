import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, productId } from '../../testing/order-fixtures.js';
import { insertTestOrder, putSystemTag, seedManyOrders, tagId } from '../../testing/search-fixtures.js';

let t: TestBackoffice;
let manager: Record<string, string>;
const SEARCH = '/module/orders/api/v1/orders/search';
const HOUR = 3600_000;
const now = Date.now();
/** The test's own orders are created 10 to 5 hours ago: after the seeded bulk (which ends 2026-11-01), before the demo's. */
const recent = { from: new Date(now - 12 * HOUR).toISOString(), to: new Date(now - 2 * HOUR).toISOString() };

type Row = {
  order: {
    id: number;
    shortCode: string;
    phone: string;
    preferredDate: string | null;
    created: string;
    status: number;
  };
  deliveryId: number | null;
  deliveryName: string | null;
  address: { fullAddress: string };
  orderItems: { productId: number; name: string; qty: number }[];
  tags: { value: string; type: string }[];
};
type Page = { content: Row[]; totalSize: number };

const search = async (body: object, headers = manager) =>
  t.app.inject({ method: 'POST', url: SEARCH, payload: body, headers });
const found = async (body: object, headers = manager) => (await search(body, headers)).json() as Page;
const codes = (page: Page) => page.content.map((row) => row.order.shortCode);

let olva: number;
let colageno: number;
type Created = { id: number; shortCode: string };
const orders = {} as Record<'a' | 'b' | 'c' | 'mx' | 'old' | 'mine', Created>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  manager = await t.auth('manager', { regionIds: ['pe-central', 'cl-central'], features: [] });
  olva = (
    await t.db
      .selectFrom('delivery_providers')
      .select('id')
      .where('name', '=', 'Olva Courier')
      .executeTakeFirstOrThrow()
  ).id;
  colageno = await productId(t.db, 'PE-COLAGENO');
  const at = (hoursAgo: number) => new Date(now - (hoursAgo + 5) * HOUR);
  orders.a = await insertTestOrder(t.db, {
    shortCode: 'SRA-100-001',
    createdAt: at(5),
    preferredAt: new Date('2026-12-03T15:00:00Z'),
    phone: '+51911222333',
    fullName: 'Zoila Quispe',
    address: 'Jr. Cusco 120',
    providerId: olva,
    status: 5,
    items: [{ productId: colageno, qty: 3 }],
  });
  orders.b = await insertTestOrder(t.db, {
    shortCode: 'SRA-100-002',
    createdAt: at(4),
    preferredAt: new Date('2026-12-01T15:00:00Z'),
    status: 40,
    fullName: 'Zacarías Flores',
  });
  orders.c = await insertTestOrder(t.db, {
    shortCode: 'SRB-200-003',
    createdAt: at(3),
    preferredAt: new Date('2026-12-02T15:00:00Z'),
    status: 7,
    regionId: 'cl-central',
  });
  orders.mx = await insertTestOrder(t.db, { shortCode: 'SRC-300-004', createdAt: at(2), regionId: 'mx-central' });
  orders.old = await insertTestOrder(t.db, { shortCode: 'SRD-400-005', createdAt: new Date('2021-12-31T12:00:00Z') });
  orders.mine = await insertTestOrder(t.db, {
    shortCode: 'SRE-500-006',
    createdAt: at(1),
    phone: '+51955666777',
    createdBy: await accountId(t.db, 'agent'),
  });
  await putSystemTag(t.db, orders.a.id, 'pe-central', 'ORDER_PAID');
});
afterAll(() => t.close());

describe('order search', () => {
  it('SEARCH-20 answers content and totalSize; a row has order(id, shortCode, phone, preferredDate, created), deliveryId, address.fullAddress, orderItems and tags', async () => {
    const page = await found({ period: recent, filters: { text: 'SRA-100-001' } });
    expect(page.totalSize).toBe(1);
    expect(page.content[0]).toEqual({
      order: {
        id: orders.a.id,
        shortCode: 'SRA-100-001',
        phone: '+51911222333',
        preferredDate: '2026-12-03T15:00:00.000Z',
        created: expect.any(String),
        status: 5,
        leadId: null,
        regionId: 'pe-central',
      },
      deliveryId: olva,
      deliveryName: 'Olva Courier',
      address: { fullAddress: 'Jr. Cusco 120, Miraflores, Lima' },
      orderItems: [{ productId: colageno, name: expect.any(String), qty: 3 }],
      tags: [expect.objectContaining({ value: 'ORDER_PAID', type: 'system' })],
    });
  });

  it("SEARCH-14 sorts by created, newest first, by default; SEARCH-11 only the caller's regions", async () => {
    const page = await found({ period: recent });
    expect(codes(page)).toEqual(['SRE-500-006', 'SRB-200-003', 'SRA-100-002', 'SRA-100-001']);
    expect(codes(page)).not.toContain('SRC-300-004');
  });

  it('SEARCH-13 sorts by preferredDate or created, either way; another property is a 400 naming it', async () => {
    const byPreferred = await found({
      period: recent,
      filters: { text: 'SRA' },
      pageable: { sort: { property: 'preferredDate', direction: 'asc' } },
    });
    expect(codes(byPreferred)).toEqual(['SRA-100-002', 'SRA-100-001']);
    const oldestFirst = await found({
      period: recent,
      filters: { text: 'sra' },
      pageable: { sort: { property: 'created', direction: 'asc' } },
    });
    expect(codes(oldestFirst)).toEqual(['SRA-100-001', 'SRA-100-002']);
    const other = await search({ pageable: { sort: { property: 'fullName', direction: 'asc' } } });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('property');
  });

  it('SEARCH-16 the default period runs from 01/01/2022 to now', async () => {
    expect(codes(await found({ filters: { text: 'SRD' } }))).toEqual([]);
    expect(codes(await found({ period: { from: '2021-12-01T00:00:00Z' }, filters: { text: 'SRD' } }))).toEqual([
      'SRD-400-005',
    ]);
    const reversed = await search({ period: { from: '2025-01-02T00:00:00Z', to: '2025-01-01T00:00:00Z' } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toHaveProperty('period');
  });

  it('filters by region, status, delivery provider, tags, and the search text as a code, phone or name', async () => {
    expect(codes(await found({ period: recent, filters: { regionId: 'cl-central' } }))).toEqual(['SRB-200-003']);
    expect(codes(await found({ period: recent, filters: { statuses: [40, 7] } }))).toEqual([
      'SRB-200-003',
      'SRA-100-002',
    ]);
    expect(codes(await found({ period: recent, filters: { deliveryProviderId: olva } }))).toEqual(['SRA-100-001']);
    const paid = await tagId(t.db, 'pe-central', 'ORDER_PAID');
    expect(codes(await found({ period: recent, filters: { tagIds: [paid] } }))).toEqual(['SRA-100-001']);
    expect(codes(await found({ period: recent, filters: { text: '911222333' } }))).toEqual(['SRA-100-001']);
    expect(codes(await found({ period: recent, filters: { text: '+51 911 222 333' } }))).toEqual(['SRA-100-001']);
    expect(codes(await found({ period: recent, filters: { text: 'zoila' } }))).toEqual(['SRA-100-001']);
    expect(codes(await found({ period: recent, filters: { text: 'Za' } }))).toEqual(['SRA-100-002']);
  });

  it('SEARCH-11 a region the caller does not work in is refused', async () => {
    const res = await search({ filters: { regionId: 'mx-central' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REGION_FORBIDDEN');
  });

  it('SEARCH-10 the search text is at most 42 characters', async () => {
    expect((await search({ period: recent, filters: { text: 'x'.repeat(42) } })).statusCode).toBe(200);
    const res = await search({ filters: { text: 'x'.repeat(43) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('text');
  });

  it('masks the phones of orders the caller may not handle, and every phone for the voip feature', async () => {
    const agent = await t.auth('agent', { regionIds: ['pe-central'], features: [] });
    const page = await found({ period: recent, filters: { regionId: 'pe-central' } }, agent);
    const phoneOf = (code: string) => page.content.find((row) => row.order.shortCode === code)?.order.phone;
    expect(phoneOf('SRE-500-006')).toBe('+51955666777');
    expect(phoneOf('SRA-100-001')).toBe('****');
    const voip = await t.auth('manager', { regionIds: ['pe-central'], features: ['voip'] });
    const masked = await found({ period: recent, filters: { text: 'SRA-100-001' } }, voip);
    expect(masked.content[0]?.order.phone).toBe('****');
  });

  it('needs read:report', async () => {
    const finance = await t.auth('finance', { regionIds: ['pe-central'] });
    expect((await search({}, finance)).statusCode).toBe(403);
  });
});

describe('order search over many orders', () => {
  beforeAll(() => seedManyOrders(t.db, 10_050), 120_000);

  it('SEARCH-15 answers pages of 10 by default, in order and without overlap', async () => {
    const first = await found({});
    expect(first.content).toHaveLength(10);
    const second = await found({ pageable: { page: 1 } });
    expect(second.content).toHaveLength(10);
    expect(codes(first).filter((code) => codes(second).includes(code))).toEqual([]);
    const created = [...first.content, ...second.content].map((row) => row.order.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('SEARCH-17 the count stops at 10 000', async () => {
    const everywhere = await t.auth('manager', { regionIds: ['pe-central', 'cl-central', 'mx-central', 'co-central'] });
    const all = await found({ pageable: { size: 1 } }, everywhere);
    expect(all.totalSize).toBe(10_000);
    const peru = await found({ filters: { regionId: 'pe-central' }, pageable: { size: 1 } });
    expect(peru.totalSize).toBeLessThan(10_000);
    expect(peru.totalSize).toBeGreaterThan(2_500);
  });
});
