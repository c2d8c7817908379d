import type { RegionDto } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

const regionColumns = ['id', 'name', 'full_name', 'country', 'phone_prefix', 'timezone', 'currency'] as const;

type RegionRow = { [K in (typeof regionColumns)[number]]: string };

function toDto(row: RegionRow): RegionDto {
  return {
    id: row.id,
    name: row.name,
    fullName: row.full_name,
    country: row.country,
    phonePrefix: row.phone_prefix,
    timezone: row.timezone,
    currency: row.currency,
  };
}

/** The regions with these ids, in id order; an empty list gives none. */
export async function listRegions(db: Kysely<Database>, ids: readonly string[]): Promise<RegionDto[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('regions')
    .select(regionColumns)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

export async function findRegion(db: Kysely<Database>, id: string): Promise<RegionDto | undefined> {
  const row = await db.selectFrom('regions').select(regionColumns).where('id', '=', id).executeTakeFirst();
  return row ? toDto(row) : undefined;
}

/** An offer with its price, the currency of its product and its webmaster, for the lead page. */
export async function findOfferSummary(db: Kysely<Database>, offerId: string) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.name', 'o.price_minor', 'p.currency', 'o.webmaster_id'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

export async function findWebmaster(db: Kysely<Database>, webmasterId: number) {
  return db.selectFrom('webmasters').select(['id', 'name']).where('id', '=', webmasterId).executeTakeFirst();
}
