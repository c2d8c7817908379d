/**
 * Webmasters' special payouts per offer (WEBM-04..11, WEBM-28): one screen's page joins the
 * webmaster, the offer and its product in one statement (decision 1512) with the guarantee in
 * force; the offer choices; and the rows the rate forms write.
 */
import type { WebmasterOfferChoice, WebmasterRate } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import { fetchPage } from '../../platform/pagination.js';
import { containsPattern } from '../../platform/text-filter.js';
import type { CatalogReads } from './catalog-reads.js';

type Db = ModuleDb<'webmasters'>;

export type RateFilter = {
  regionIds: readonly string[];
  webmasterName?: string;
  offerId?: string;
  productName?: string;
  partner?: string;
  number: number;
  size: number;
  /** YYYY-MM-DD: the guarantee "in force" is the latest that started on or before it. */
  today: string;
};

function ratesQuery(
  db: Db,
  reads: CatalogReads,
  filter: Pick<RateFilter, Exclude<keyof RateFilter, 'number' | 'size' | 'today'>>,
) {
  let query = db
    .selectFrom('webmaster_offer_rates as r')
    .innerJoin(reads.webmasters.as('w'), 'w.id', 'r.webmaster_id')
    .innerJoin(reads.offers.as('o'), 'o.id', 'r.offer_id')
    .innerJoin(reads.products.as('p'), 'p.id', 'o.product_id')
    .leftJoin('partners as pa', 'pa.id', 'o.partner_id')
    .where('o.region_id', 'in', [...filter.regionIds]);
  if (filter.webmasterName) query = query.where('w.name', 'ilike', containsPattern(filter.webmasterName));
  if (filter.offerId) query = query.where('r.offer_id', '=', filter.offerId);
  if (filter.productName) query = query.where('p.name', 'ilike', containsPattern(filter.productName));
  if (filter.partner) query = query.where('pa.name', 'ilike', containsPattern(filter.partner));
  return query;
}

/** WEBM-04, WEBM-07: one page of pairs, by webmaster name then offer, with the current guarantee. */
export async function listRates(
  db: Db,
  reads: CatalogReads,
  filter: RateFilter,
): Promise<{ content: WebmasterRate[]; totalSize: number }> {
  if (!filter.regionIds.length) return { content: [], totalSize: 0 };
  const base = ratesQuery(db, reads, filter);
  const { totalSize, content: rows } = await fetchPage(
    base
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('webmaster_guarantees as g')
            .select(['g.value', 'g.actual_from'])
            .whereRef('g.webmaster_id', '=', 'r.webmaster_id')
            .whereRef('g.offer_id', '=', 'r.offer_id')
            // In force today; when none has started yet, the next one to start.
            .orderBy(sql`g.actual_from > ${filter.today}::date`)
            .orderBy(sql`case when g.actual_from <= ${filter.today}::date then g.actual_from end desc nulls last`)
            .orderBy('g.actual_from')
            .limit(1)
            .as('g'),
        (join) => join.onTrue(),
      )
      .select([
        'r.webmaster_id',
        'w.name as webmaster_name',
        'r.offer_id',
        'o.name as offer_name',
        'p.name as product_name',
        'pa.name as partner',
        'o.region_id',
        'r.payout_minor',
        'o.payout_minor as offer_payout',
        'r.comment',
        'g.value',
        'g.actual_from',
      ])
      .orderBy('w.name')
      .orderBy('r.offer_id'),
    base,
    { page: filter.number, size: filter.size },
  );
  return {
    totalSize,
    content: rows.map((r) => ({
      webmasterId: r.webmaster_id,
      webmasterName: r.webmaster_name,
      offerId: r.offer_id,
      offerName: r.offer_name,
      productName: r.product_name,
      partner: r.partner,
      regionId: r.region_id,
      webmasterPayout: r.payout_minor,
      offerPayout: r.offer_payout,
      currentGuarantee: r.value,
      guaranteeActualFrom: r.actual_from,
      comment: r.comment,
    })),
  };
}

/** WEBM-08: the active offers of the regions, with product, partner and default payout. */
export async function listOfferChoices(
  db: Db,
  reads: CatalogReads,
  regionIds: readonly string[],
): Promise<WebmasterOfferChoice[]> {
  if (!regionIds.length) return [];
  const rows = await db
    .selectFrom(reads.offers.as('o'))
    .innerJoin(reads.products.as('p'), 'p.id', 'o.product_id')
    .leftJoin('partners as pa', 'pa.id', 'o.partner_id')
    .select(['o.id', 'o.name', 'p.name as product_name', 'pa.name as partner', 'o.region_id', 'o.payout_minor'])
    .where('o.region_id', 'in', [...regionIds])
    .where('o.active', '=', true)
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    productName: r.product_name,
    partner: r.partner,
    regionId: r.region_id,
    payout: r.payout_minor,
  }));
}

/** WEBM-11: does the webmaster of this name already have a special payout for the offer? */
export async function rateExistsByName(db: Db, reads: CatalogReads, offerId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('webmaster_offer_rates as r')
    .innerJoin(reads.webmasters.as('w'), 'w.id', 'r.webmaster_id')
    .select('r.offer_id')
    .where('r.offer_id', '=', offerId)
    .where('w.name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRate(db: Db, webmasterId: number, offerId: string) {
  return db
    .selectFrom('webmaster_offer_rates')
    .select(['webmaster_id', 'offer_id', 'payout_minor'])
    .where('webmaster_id', '=', webmasterId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
}

/** False when the pair already has a special payout (WEBM-28). */
export async function insertRate(
  db: Db,
  rate: { webmasterId: number; offerId: string; payout: number; comment: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('webmaster_offer_rates')
    .values({
      webmaster_id: rate.webmasterId,
      offer_id: rate.offerId,
      payout_minor: rate.payout,
      comment: rate.comment,
    })
    .onConflict((oc) => oc.columns(['webmaster_id', 'offer_id']).doNothing())
    .returning('offer_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateRatePayout(db: Db, webmasterId: number, offerId: string, payout: number): Promise<void> {
  await db
    .updateTable('webmaster_offer_rates')
    .set({ payout_minor: payout })
    .where('webmaster_id', '=', webmasterId)
    .where('offer_id', '=', offerId)
    .execute();
}
