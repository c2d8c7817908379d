/** Provider places (linked to addresses or covering a point), provider holidays and coverage polygons. */
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { WeekSchedule } from '../../db/types.js';
import { type Point, ringContains } from './geo.js';

export type PlaceRow = {
  id: number;
  provider_id: number;
  provider_name: string;
  region_id: string;
  name: string;
  pickup: boolean;
  pickup_address: string | null;
  schedule: WeekSchedule;
  days_to_deliver: number;
  prepay: boolean;
  cash_on_delivery: boolean;
  delivery_price_minor: number;
  /** The provider's own holidays (YYYY-MM-DD), read with the place. */
  provider_holidays: string[];
};

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function placesQuery(db: ModuleDb<'delivery'>) {
  return db
    .selectFrom('delivery_places as p')
    .innerJoin('delivery_providers as dp', 'dp.id', 'p.provider_id')
    .select([
      'p.id',
      'p.provider_id',
      'dp.name as provider_name',
      'dp.region_id',
      'p.name',
      'p.pickup',
      'p.pickup_address',
      'p.schedule',
      'p.days_to_deliver',
      // A place offers prepayment or cash on delivery only where its provider supports it.
      sql<boolean>`p.prepay and dp.prepay`.as('prepay'),
      sql<boolean>`p.cash_on_delivery and dp.cash_on_delivery`.as('cash_on_delivery'),
      'p.delivery_price_minor',
      // Every delivery option needs its provider's holidays: read here, not by a statement of their own.
      sql<unknown>`coalesce((
        select jsonb_agg(d.date) from delivery_holidays h cross join jsonb_array_elements_text(h.dates) as d(date)
        where h.provider_id = p.provider_id
      ), '[]'::jsonb)`.as('provider_holidays'),
    ])
    .where('dp.active', '=', true);
}

const toPlace = (
  row: Omit<PlaceRow, 'schedule' | 'provider_holidays'> & { schedule: unknown; provider_holidays: unknown },
): PlaceRow => ({
  ...row,
  schedule: parseJson<WeekSchedule>(row.schedule),
  provider_holidays: parseJson<string[]>(row.provider_holidays),
});

export async function placesOfAddress(db: ModuleDb<'delivery'>, addressId: number): Promise<PlaceRow[]> {
  const rows = await placesQuery(db)
    .innerJoin('delivery_address_places as ap', 'ap.place_id', 'p.id')
    .where('ap.address_id', '=', addressId)
    .orderBy('p.provider_id')
    .orderBy('p.id')
    .execute();
  return rows.map(toPlace);
}

export type CoverageRow = {
  id: number;
  provider_id: number;
  provider_name: string;
  provider_code: string;
  place_id: number;
  name: string;
  ring: [number, number][];
};

export async function coverageOfRegion(db: ModuleDb<'delivery'>, regionId: string): Promise<CoverageRow[]> {
  const rows = await db
    .selectFrom('delivery_coverage as c')
    .innerJoin('delivery_providers as dp', 'dp.id', 'c.provider_id')
    .select([
      'c.id',
      'c.provider_id',
      'dp.name as provider_name',
      'dp.code as provider_code',
      'c.place_id',
      'c.name',
      'c.ring',
    ])
    .where('dp.region_id', '=', regionId)
    .where('dp.active', '=', true)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, ring: parseJson<[number, number][]>(r.ring) }));
}

/**
 * Places whose provider's coverage polygon (in this region) contains the point: the polygons whose
 * box holds it are read with their places in one statement, and the point is tested against each.
 */
export async function placesCoveringPoint(
  db: ModuleDb<'delivery'>,
  regionId: string,
  point: Point,
): Promise<PlaceRow[]> {
  const candidates = await placesQuery(db)
    .innerJoin('delivery_coverage as c', 'c.place_id', 'p.id')
    .innerJoin('delivery_providers as cp', 'cp.id', 'c.provider_id')
    .select('c.ring')
    .where('cp.region_id', '=', regionId)
    .where('c.min_latitude', '<=', point.latitude)
    .where('c.max_latitude', '>=', point.latitude)
    .where('c.min_longitude', '<=', point.longitude)
    .where('c.max_longitude', '>=', point.longitude)
    .orderBy('p.provider_id')
    .orderBy('p.id')
    .execute();
  const places = new Map<number, PlaceRow>();
  for (const { ring, ...row } of candidates) {
    if (!places.has(row.id) && ringContains(parseJson<[number, number][]>(ring), point))
      places.set(row.id, toPlace(row));
  }
  return [...places.values()];
}

export async function providersOfRegion(db: ModuleDb<'delivery'>, regionId: string) {
  return db
    .selectFrom('delivery_providers')
    .select(['id', 'code', 'name', 'region_id', 'prepay', 'cash_on_delivery'])
    .where('region_id', '=', regionId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

/** Providers' names by id, active or not (the order search's rows and sheet). */
export async function findProviderNames(
  db: ModuleDb<'delivery'>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('delivery_providers')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findProviderName(db: ModuleDb<'delivery'>, providerId: number): Promise<string | undefined> {
  const row = await db.selectFrom('delivery_providers').select('name').where('id', '=', providerId).executeTakeFirst();
  return row?.name;
}
