/**
 * Reference data of order capture for the demo: the address dictionary, delivery providers
 * with places, address links, coverage polygons and holidays, and discounts. Idempotent: rows
 * are keyed by source_key and inserted only when missing.
 */
import { DELIVERY_PROVIDERS, formatMoney, REGIONS } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { coverageRing, DEMO_COVERAGE } from './coverage.js';
import { dictionaryRows } from './dictionary.js';
import { DEMO_DISCOUNTS, FIXED_DISCOUNT_MINOR } from './discounts.js';
import { DEMO_PLACES, DEMO_PROVIDER_HOLIDAYS } from './places.js';

const BATCH = 500;

async function seedDictionary(db: Kysely<Database>): Promise<void> {
  for (const country of ['PE', 'CL', 'CO', 'MX'] as const) {
    const rows = dictionaryRows(country);
    const existing = await db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('country', '=', country)
      .executeTakeFirstOrThrow();
    if (Number(existing.n) >= rows.length) continue;
    for (let i = 0; i < rows.length; i += BATCH) {
      await db
        .insertInto('addresses')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) => oc.column('source_key').doNothing())
        .execute();
    }
  }
}

async function seedProviders(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('delivery_providers')
    .values(
      DELIVERY_PROVIDERS.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        region_id: p.regionId,
        prepay: p.prepay,
        cash_on_delivery: p.cashOnDelivery,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('delivery_places')
    .values(
      DEMO_PLACES.map((p) => ({
        provider_id: p.providerId,
        name: p.name,
        pickup: p.pickupAddress !== undefined,
        pickup_address: p.pickupAddress ?? null,
        schedule: JSON.stringify(p.schedule),
        days_to_deliver: p.daysToDeliver,
        prepay: p.prepay,
        cash_on_delivery: p.cashOnDelivery,
        delivery_price_minor: p.deliveryPriceMinor ?? 0,
        source_key: p.key,
      })),
    )
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
  for (const place of DEMO_PLACES) {
    if (!place.serves) continue;
    const { country, regions, exceptRegions } = place.serves;
    await sql`
      insert into delivery_address_places (address_id, place_id)
      select a.id, p.id from addresses a, delivery_places p
      where p.source_key = ${place.key} and a.country = ${country}
        ${regions ? sql`and a.region in (${sql.join(regions)})` : sql``}
        ${exceptRegions ? sql`and a.region not in (${sql.join(exceptRegions)})` : sql``}
      on conflict do nothing`.execute(db);
  }
  const places = await db.selectFrom('delivery_places').select(['id', 'source_key']).execute();
  const placeId = new Map(places.map((p) => [p.source_key, p.id]));
  await db
    .insertInto('delivery_coverage')
    .values(
      DEMO_COVERAGE.map((c) => {
        const ring = coverageRing(c);
        const lats = ring.map(([, lat]) => lat);
        const lngs = ring.map(([lng]) => lng);
        return {
          provider_id: c.providerId,
          place_id: placeId.get(c.placeKey) as number,
          name: c.name,
          ring: JSON.stringify(ring),
          min_latitude: Math.min(...lats),
          max_latitude: Math.max(...lats),
          min_longitude: Math.min(...lngs),
          max_longitude: Math.max(...lngs),
          source_key: c.key,
        };
      }),
    )
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
  await db
    .insertInto('delivery_holidays')
    .values(
      DEMO_PROVIDER_HOLIDAYS.map((h) => ({
        provider_id: h.providerId,
        dates: JSON.stringify(h.dates),
        source_key: h.key,
      })),
    )
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
}

async function seedDiscounts(db: Kysely<Database>): Promise<void> {
  for (const region of REGIONS) {
    for (const discount of DEMO_DISCOUNTS) {
      const key = `${region.id}:${discount.key}`;
      await db
        .insertInto('discounts')
        .values({
          region_id: region.id,
          name:
            discount.kind === 'AMOUNT'
              ? `${discount.name} ${formatMoney(FIXED_DISCOUNT_MINOR[region.currency] ?? 0, region.currency, { symbol: true })}`
              : discount.name,
          kind: discount.kind,
          value: discount.kind === 'AMOUNT' ? (FIXED_DISCOUNT_MINOR[region.currency] ?? 0) : discount.value,
          min_quantity: discount.minQuantity,
          general: discount.general,
          source_key: key,
        })
        .onConflict((oc) => oc.column('source_key').doNothing())
        .execute();
      const offers = discount.offersOf;
      await sql`
        insert into offer_discounts (offer_id, discount_id)
        select o.id, d.id from offers o, discounts d
        where d.source_key = ${key} and o.region_id = ${region.id}
          ${
            offers === 'ALL'
              ? sql``
              : sql`and (${sql.join(
                  offers.map((code) => sql`o.id like ${`%-${code}`}`),
                  sql` or `,
                )})`
          }
        on conflict do nothing`.execute(db);
    }
  }
}

/** Seeds the order-capture reference data; safe to run at every start. */
export async function seedOrderReferenceData(db: Kysely<Database>): Promise<void> {
  await seedDictionary(db);
  await seedProviders(db);
  await seedDiscounts(db);
}
