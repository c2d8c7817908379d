/**
 * Agency special payouts' rows (AGENCY-03..05, AGENCY-16, AGENCY-23). The offer, its product and
 * partner are joined through the subqueries the catalog and the webmasters module hand out.
 */

import type { AgencyOfferChoice, AgencyPayoutDto } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { catalogOffers, catalogProducts } from '../catalog/index.js';
import { webmasterPartners } from '../webmasters/index.js';

type Db = ModuleDb<'offers'>;

/** The other modules' rows the payouts join, bound once to the application's handle. */
export function offerReads(app: Kysely<Database>) {
  return { offers: catalogOffers(app), products: catalogProducts(app), partners: webmasterPartners(app) };
}
export type OfferReads = ReturnType<typeof offerReads>;

const payoutQuery = (db: Db, reads: OfferReads) =>
  db
    .selectFrom('agency_payouts as a')
    .innerJoin(reads.offers.as('o'), 'o.id', 'a.offer_id')
    .innerJoin(reads.products.as('p'), 'p.id', 'o.product_id')
    .leftJoin(reads.partners.as('pa'), 'pa.id', 'o.partner_id')
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
export async function listAgencyPayouts(
  db: Db,
  reads: OfferReads,
  regionIds: readonly string[],
): Promise<AgencyPayoutDto[]> {
  if (!regionIds.length) return [];
  const rows = await payoutQuery(db, reads)
    .where('o.region_id', 'in', [...regionIds])
    .orderBy('a.offer_id')
    .orderBy('a.agency_name')
    .execute();
  return rows.map(publicPayout);
}

/** One payout with its offer's region (the service checks it). */
export const findAgencyPayout = (db: Db, reads: OfferReads, id: number) =>
  payoutQuery(db, reads).where('a.id', '=', id).executeTakeFirst();

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
export async function offersForAgencies(
  db: Db,
  reads: OfferReads,
  regionIds: readonly string[],
): Promise<AgencyOfferChoice[]> {
  if (!regionIds.length) return [];
  return db
    .selectFrom(reads.offers.as('o'))
    .innerJoin(reads.products.as('p'), 'p.id', 'o.product_id')
    .leftJoin(reads.partners.as('pa'), 'pa.id', 'o.partner_id')
    .select(['o.id', 'pa.name as partner', 'o.payout_minor as defaultPayoutCents', 'p.name as productName'])
    .where('o.region_id', 'in', [...regionIds])
    .where('o.active', '=', true)
    .orderBy('o.id')
    .execute();
}

/** The offer's region when it exists (any region: the service decides what the caller sees). */
export const offerRegion = (db: Db, reads: OfferReads, offerId: string) =>
  db
    .selectFrom(reads.offers.as('o'))
    .select(['o.id', 'o.region_id as regionId'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
