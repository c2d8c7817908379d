/** Orders for the tag, search and sheet tests and the search bench: one at a time, or many by SQL. */
import { REGIONS } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

let sequence = 0;

export type TestOrder = {
  regionId?: string;
  status?: number;
  phone?: string;
  fullName?: string;
  address?: string;
  createdAt?: Date;
  preferredAt?: Date | null;
  providerId?: number | null;
  leadId?: number | null;
  createdBy?: number | null;
  shortCode?: string;
  items?: { productId: number; qty: number }[];
};

/** One order row as order capture would leave it (only the columns the lists show). */
export async function insertTestOrder(
  db: Kysely<Database>,
  order: TestOrder = {},
): Promise<{ id: number; shortCode: string }> {
  sequence += 1;
  const shortCode =
    order.shortCode ??
    `TST-${String(sequence % 1000).padStart(3, '0')}-${String(Math.floor(sequence / 1000)).padStart(3, '0')}`;
  const preferredAt = order.preferredAt === undefined ? new Date('2026-03-10T14:00:00Z') : order.preferredAt;
  const row = await db
    .insertInto('orders')
    .values({
      short_code: shortCode,
      region_id: order.regionId ?? 'pe-central',
      status: order.status ?? 5,
      phone: order.phone ?? '+51987000000',
      full_name: order.fullName ?? 'Rosa Pérez',
      address: order.address ?? 'Av. José Larco 812',
      city: 'Lima',
      district: 'Miraflores',
      lead_id: order.leadId ?? null,
      created_by: order.createdBy ?? null,
      created_at: order.createdAt ?? new Date(),
      preferred_at: preferredAt,
      preferred_date: preferredAt ? preferredAt.toISOString().slice(0, 10) : null,
      delivery_provider_id: order.providerId ?? null,
    })
    .returning(['id', 'short_code'])
    .executeTakeFirstOrThrow();
  if (order.items?.length) {
    await db
      .insertInto('order_items')
      .values(
        order.items.map((i) => ({ order_id: row.id, product_id: i.productId, qty: i.qty, unit_price_minor: 1000 })),
      )
      .execute();
  }
  return { id: row.id, shortCode: row.short_code };
}

export async function tagId(db: Kysely<Database>, regionId: string, value: string): Promise<number> {
  return (
    await db
      .selectFrom('tags')
      .select('id')
      .where('region_id', '=', regionId)
      .where('value', '=', value)
      .executeTakeFirstOrThrow()
  ).id;
}

/** A system tag on an order as the system puts it (payments, delivery): written straight to the table, by nobody. */
export async function putSystemTag(db: Kysely<Database>, orderId: number, regionId: string, value: string) {
  await db
    .insertInto('order_tags')
    .values({ order_id: orderId, tag_id: await tagId(db, regionId, value), created_by: null })
    .execute();
}

/**
 * `count` orders spread over the four regions, created from 2022-01-01 to about now, a tenth of
 * them paid (ORDER_PAID), each with one item; then ANALYZE, so the planner sees the table as it is.
 */
/** The region's first delivery provider (the one seeded orders of that region use first). */
export async function firstProviderId(db: Kysely<Database>, regionId: string): Promise<number> {
  const row = await db
    .selectFrom('delivery_providers')
    .select('id')
    .where('region_id', '=', regionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedManyOrders(db: Kysely<Database>, count: number): Promise<void> {
  const regions = REGIONS.map((r) => r.id);
  const providers = await Promise.all(
    regions.map(
      async (id) =>
        (
          await db
            .selectFrom('delivery_providers')
            .select('id')
            .where('region_id', '=', id)
            .orderBy('id')
            .executeTakeFirst()
        )?.id ?? null,
    ),
  );
  const products = await Promise.all(
    regions.map(
      async (id) =>
        (
          await db
            .selectFrom('products')
            .select('id')
            .where('region_id', '=', id)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
    ),
  );
  const span = Math.floor((Date.parse('2026-11-01T00:00:00Z') - Date.parse('2022-01-01T00:00:00Z')) / 1000 / count);
  const regionArray = sql.raw(`array[${regions.map((r) => `'${r}'`).join(',')}]`);
  const providerArray = sql.raw(`array[${providers.map((p) => p ?? 'null').join(',')}]::int[]`);
  const productArray = sql.raw(`array[${products.join(',')}]::int[]`);
  await sql`
    insert into orders (short_code, region_id, status, phone, full_name, address, city, district, created_at,
                        updated_at, preferred_at, preferred_date, delivery_provider_id, price_minor)
    select 'BLK-' || lpad((g / 1000)::text, 3, '0') || '-' || lpad((g % 1000)::text, 3, '0'),
           (${regionArray})[1 + g % 4],
           (array[5, 7, 8, 9, 30, 40, 3])[1 + (g / 4) % 7],
           '+519' || lpad(g::text, 8, '0'),
           'Cliente ' || g,
           'Calle ' || g,
           'Lima', 'Centro',
           timestamptz '2022-01-01' + make_interval(secs => g * ${span}),
           timestamptz '2022-01-01' + make_interval(secs => g * ${span}),
           timestamptz '2022-01-03' + make_interval(secs => g * ${span}),
           to_char(timestamptz '2022-01-03' + make_interval(secs => g * ${span}), 'YYYY-MM-DD'),
           case when g % 3 = 0 then null else (${providerArray})[1 + g % 4] end,
           10000
      from generate_series(1, ${count}) g
  `.execute(db);
  await sql`
    insert into order_items (order_id, product_id, qty, unit_price_minor)
    select o.id, (${productArray})[array_position(${regionArray}, o.region_id)], 1, 10000 from orders o where o.short_code like 'BLK-%'
  `.execute(db);
  await sql`
    insert into order_tags (order_id, tag_id)
    select o.id, t.id from orders o join tags t on t.region_id = o.region_id and t.value = 'ORDER_PAID'
     where o.short_code like 'BLK-%' and o.id % 10 = 0
  `.execute(db);
  await sql`vacuum analyze orders`.execute(db);
  await sql`vacuum analyze order_tags`.execute(db);
  await sql`vacuum analyze order_items`.execute(db);
}
