/** Agency special payouts' rows (AGENCY-03..05, AGENCY-16, AGENCY-23). */

import type { AgencyOfferChoice, AgencyPayoutDto } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

const payoutQuery = (db: Db) =>
  db
    .selectFrom('agency_payouts as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('partners as pa', 'pa.id', 'o.partner_id')
    .select([
      'a.id',
      'a.offer_id as offerId',
      'pa.name as partner',
      'a.agency_name as agencyName',
      'a.payout_minor as payout',
      'p.name as productName',
      'o.region_id as regionId',
    ]);

const publicPayout = ({ regionId: _region, ...payout }: AgencyPayoutDto & { regionId: string }): AgencyPayoutDto =>
  payout;

/** AGENCY-04: the payouts of offers in these regions, by offer then agency. */
export async function listAgencyPayouts(db: Db, regionIds: readonly string[]): Promise<AgencyPayoutDto[]> {
  if (!regionIds.length) return [];
  const rows = await payoutQuery(db)
    .where('o.region_id', 'in', [...regionIds])
    .orderBy('a.offer_id')
    .orderBy('a.agency_name')
    .execute();
  return rows.map(publicPayout);
}

/** One payout with its offer's region (the service checks it). */
export const findAgencyPayout = (db: Db, id: number) => payoutQuery(db).where('a.id', '=', id).executeTakeFirst();

export { publicPayout };

/** AGENCY-16: whether this offer already has a payout for this agency (names compared without case). */
export async function agencyPayoutExists(db: Db, offerId: string, agencyName: string): Promise<boolean> {
  const row = await db
    .selectFrom('agency_payouts')
    .select('id')
    .where('offer_id', '=', offerId)
    .where(sql`lower(agency_name)`, '=', agencyName.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export const insertAgencyPayout = (db: Db, offerId: string, agencyName: string, payoutMinor: number) =>
  db
    .insertInto('agency_payouts')
    .values({ offer_id: offerId, agency_name: agencyName, payout_minor: payoutMinor })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateAgencyPayout = (db: Db, id: number, payoutMinor: number) =>
  db
    .updateTable('agency_payouts')
    .set({ payout_minor: payoutMinor, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

/** AGENCY-05 offersForAgencies: active offers of these regions with what the form fills in from them. */
export async function offersForAgencies(db: Db, regionIds: readonly string[]): Promise<AgencyOfferChoice[]> {
  if (!regionIds.length) return [];
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('partners as pa', 'pa.id', 'o.partner_id')
    .select(['o.id', 'pa.name as partner', 'o.payout_minor as defaultPayoutCents', 'p.name as productName'])
    .where('o.region_id', 'in', [...regionIds])
    .where('o.active', '=', true)
    .orderBy('o.id')
    .execute();
}

/** The offer's region when it exists (any region: the service decides what the caller sees). */
export const offerRegion = (db: Db, offerId: string) =>
  db.selectFrom('offers').select(['id', 'region_id as regionId']).where('id', '=', offerId).executeTakeFirst();
