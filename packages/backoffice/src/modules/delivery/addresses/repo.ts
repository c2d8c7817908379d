/** The address dictionary: search candidates, reads by id, the nearest entry and the area lists. */
import type { AddressDto, AddressType, AreaDto, PlaceDto } from '@umbrella/contract';
import { type Selectable, sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';

export type AddressRow = {
  id: number;
  country: string;
  type: AddressType;
  region: string;
  province: string;
  city: string;
  district: string;
  postal_code: string;
  ubigeo: string | null;
  latitude: number;
  longitude: number;
  search_text: string;
  deposit: boolean;
};

const columns = [
  'a.id',
  'a.country',
  'a.type',
  'a.region',
  'a.province',
  'a.city',
  'a.district',
  'a.postal_code',
  'a.ubigeo',
  'a.latitude',
  'a.longitude',
  'a.search_text',
] as const;

// A prepaid delivery is possible where a linked place takes prepayment.
const depositFlag = sql<boolean>`exists (
  select 1 from delivery_address_places ap
  join delivery_places p on p.id = ap.place_id
  join delivery_providers dp on dp.id = p.provider_id
  where ap.address_id = a.id and p.prepay and dp.prepay and dp.active)`.as('deposit');

export function fullAddress(row: Pick<AddressRow, 'district' | 'city' | 'province' | 'region'>): string {
  const parts = [row.district, row.city, row.province, row.region];
  return parts.filter((part, i) => part && parts.indexOf(part) === i).join(', ');
}

export function toAddressDto(row: AddressRow, score: number): AddressDto {
  return {
    id: row.id,
    type: row.type,
    country: row.country,
    region: row.region,
    province: row.province,
    city: row.city,
    district: row.district,
    postalCode: row.postal_code,
    fullAddress: fullAddress(row),
    deposit: row.deposit,
    score,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Entries containing any of the tokens; scoring happens in the service. */
export async function searchCandidates(
  db: ModuleDb<'delivery'>,
  country: string,
  tokens: readonly string[],
  withDeliveryOnly: boolean,
  limit = 400,
): Promise<AddressRow[]> {
  if (!tokens.length) return [];
  let query = db
    .selectFrom('addresses as a')
    .select([...columns, depositFlag])
    .where('a.country', '=', country)
    .where((eb) => eb.or(tokens.map((t) => eb('a.search_text', 'like', `%${t}%`))));
  if (withDeliveryOnly) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('delivery_address_places as ap').select('ap.place_id').whereRef('ap.address_id', '=', 'a.id'),
      ),
    );
  }
  return (await query.orderBy('a.id').limit(limit).execute()) as AddressRow[];
}

export async function findAddress(db: ModuleDb<'delivery'>, id: number): Promise<AddressRow | undefined> {
  return (await db
    .selectFrom('addresses as a')
    .select([...columns, depositFlag])
    .where('a.id', '=', id)
    .executeTakeFirst()) as AddressRow | undefined;
}

/** A dictionary entry with every stored column. */
export async function findAddressRecord(
  db: ModuleDb<'delivery'>,
  id: number,
): Promise<Selectable<Database['addresses']> | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entry nearest to a point (equirectangular distance; exact enough at city scale). */
export async function nearestAddress(
  db: ModuleDb<'delivery'>,
  country: string,
  latitude: number,
  longitude: number,
): Promise<AddressRow | undefined> {
  const scale = Math.cos((latitude * Math.PI) / 180);
  const nearest = (window: number | null) => {
    let query = db
      .selectFrom('addresses as a')
      .select([...columns, depositFlag])
      .where('a.country', '=', country);
    if (window !== null)
      query = query.where('a.latitude', '>=', latitude - window).where('a.latitude', '<=', latitude + window);
    return query
      .orderBy(sql`power(a.latitude - ${latitude}, 2) + power((a.longitude - ${longitude}) * ${scale}, 2)`)
      .orderBy('a.id')
      .limit(1)
      .executeTakeFirst() as Promise<AddressRow | undefined>;
  };
  return (await nearest(0.5)) ?? (await nearest(null));
}

/** Provinces of a country (parent null), or the districts of one province (ONEW-66). */
export async function listAreas(db: ModuleDb<'delivery'>, country: string, parent?: string): Promise<AreaDto[]> {
  if (parent === undefined) {
    const rows = await db
      .selectFrom('addresses')
      .select(['province', sql<number>`avg(latitude)`.as('latitude'), sql<number>`avg(longitude)`.as('longitude')])
      .where('country', '=', country)
      .groupBy('province')
      .orderBy('province')
      .execute();
    return rows.map((r) => ({
      name: r.province,
      parent: null,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      addressId: null,
    }));
  }
  const rows = await db
    .selectFrom('addresses')
    .select(['id', 'district', 'latitude', 'longitude'])
    .where('country', '=', country)
    .where('province', '=', parent)
    .orderBy('district')
    .execute();
  return rows.map((r) => ({ name: r.district, parent, latitude: r.latitude, longitude: r.longitude, addressId: r.id }));
}

/**
 * The Bluex-style address levels of a country (ORDER-31): its states (the dictionary's first-level
 * region), the cities of a state, or the districts of a city with their entries and postal codes.
 */
export async function listPlaces(
  db: ModuleDb<'delivery'>,
  country: string,
  query: { state?: string; city?: string },
): Promise<PlaceDto[]> {
  const base = db.selectFrom('addresses').where('country', '=', country);
  if (query.state === undefined) {
    const rows = await base.select('region').distinct().orderBy('region').execute();
    return rows.map((r) => ({ name: r.region, addressId: null, postalCode: null }));
  }
  const ofState = base.where('region', '=', query.state);
  if (query.city === undefined) {
    const rows = await ofState.select('city').distinct().orderBy('city').execute();
    return rows.map((r) => ({ name: r.city, addressId: null, postalCode: null }));
  }
  const rows = await ofState
    .where('city', '=', query.city)
    .select(['id', 'district', 'postal_code'])
    .orderBy('district')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ name: r.district, addressId: r.id, postalCode: r.postal_code }));
}
