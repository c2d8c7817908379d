/**
 * The offers as the offers administration (OFFER-05) reads and writes them: the page with its
 * filters, one offer, writing an offer with its discounts, and the products and discounts its form
 * offers. The offers are the catalog's (decision 1816), so their rows are written here, behind
 * the catalog's face (`offerRecords`); the offer's partner and script names are the webmasters'
 * and the scripts modules' subqueries. Lists take the caller's regions; an empty list means nothing.
 */

import type { OfferDiscountChoice, OfferDto, OfferType } from '@umbrella/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../db/owners.js';
import { fetchPage } from '../../platform/pagination.js';
import { announceStale } from '../../platform/stale-answers.js';
import { withTransaction } from '../../platform/transaction.js';
import { scriptsOfCatalog } from '../scripts/index.js';
import { webmasterPartners } from '../webmasters/index.js';

type Db = ModuleDb<'catalog'>;
type Names = { partners: ReturnType<typeof webmasterPartners>; scripts: ReturnType<typeof scriptsOfCatalog> };

export type OfferFilter = {
  regionIds: readonly string[];
  resale?: boolean;
  partnerId?: number;
  productId?: number;
  number: number;
  size: number;
};

/** The columns an offer is written with. */
export type OfferValues = {
  payoutMinor: number;
  regionId: string;
  type: OfferType;
  productId: number;
  partnerId: number;
  scriptId: number;
  resale: boolean;
  discountIds: readonly number[];
};

function offerQuery(db: Db, names: Names) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin(names.partners.as('pa'), 'pa.id', 'o.partner_id')
    .leftJoin(names.scripts.as('s'), 's.id', 'o.script_id');
}

async function toDtos(db: Db, rows: OfferRow[]): Promise<OfferDto[]> {
  const ids = rows.map((r) => r.id);
  const discounts = ids.length
    ? await db
        .selectFrom('offer_discounts as od')
        .innerJoin('discounts as d', 'd.id', 'od.discount_id')
        .select(['od.offer_id', 'd.id', 'd.name'])
        .where('od.offer_id', 'in', ids)
        .orderBy('d.id')
        .execute()
    : [];
  return rows.map((r) => {
    const own = discounts.filter((d) => d.offer_id === r.id);
    return {
      id: r.id,
      defaultPayoutCents: r.payout_minor,
      regionId: r.region_id,
      type: r.type,
      productId: r.product_id,
      productName: r.product_name,
      partnerId: r.partner_id,
      partnerName: r.partner_name,
      scriptId: r.script_id,
      scriptName: r.script_name,
      resale: r.resale,
      discounts: own.map((d) => ({ discountId: d.id, name: d.name })),
      discountIds: own.map((d) => d.id),
    };
  });
}

function selectOffers(query: ReturnType<typeof offerQuery>) {
  return query.select([
    'o.id',
    'o.payout_minor',
    'o.region_id',
    'o.type',
    'o.product_id',
    'p.name as product_name',
    'o.partner_id',
    'pa.name as partner_name',
    'o.script_id',
    's.title as script_name',
    'o.resale',
  ]);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['executeTakeFirstOrThrow']>>;

/** OFFER-06: one page of offers, newest first, and the total matching the filter. */
async function offerPage(
  db: Db,
  names: Names,
  filter: OfferFilter,
): Promise<{ content: OfferDto[]; totalSize: number }> {
  if (!filter.regionIds.length) return { content: [], totalSize: 0 };
  let query = offerQuery(db, names).where('o.region_id', 'in', [...filter.regionIds]);
  if (filter.resale !== undefined) query = query.where('o.resale', '=', filter.resale);
  if (filter.partnerId !== undefined) query = query.where('o.partner_id', '=', filter.partnerId);
  if (filter.productId !== undefined) query = query.where('o.product_id', '=', filter.productId);
  const { totalSize, content } = await fetchPage(
    selectOffers(query).orderBy('o.created_at', 'desc').orderBy('o.id'),
    query,
    { page: filter.number, size: filter.size },
  );
  return { content: await toDtos(db, content), totalSize };
}

/** One offer, whatever its region (the caller's region is checked by the service). */
async function findOffer(db: Db, names: Names, id: string): Promise<OfferDto | undefined> {
  const [row] = await toDtos(db, await selectOffers(offerQuery(db, names).where('o.id', '=', id)).execute());
  return row;
}

/** Whether any offer, in any region, has this id (OFFER-08: unique across the system). */
async function offerIdTaken(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where(sql`lower(id)`, '=', id.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

async function insertOffer(db: Db, id: string, values: OfferValues, name: string, priceMinor: number) {
  await withTransaction(db, async (trx) => {
    await trx
      .insertInto('offers')
      .values({
        id,
        name,
        price_minor: priceMinor,
        product_id: values.productId,
        region_id: values.regionId,
        webmaster_id: null,
        type: values.type,
        payout_minor: values.payoutMinor,
        partner_id: values.partnerId,
        script_id: values.scriptId,
        resale: values.resale,
      })
      .execute();
    await writeDiscounts(trx, id, values.discountIds);
  });
}

async function updateOffer(db: Db, id: string, values: OfferValues, name: string, priceMinor: number) {
  await withTransaction(db, async (trx) => {
    await trx
      .updateTable('offers')
      .set({
        name,
        price_minor: priceMinor,
        product_id: values.productId,
        region_id: values.regionId,
        type: values.type,
        payout_minor: values.payoutMinor,
        partner_id: values.partnerId,
        script_id: values.scriptId,
        resale: values.resale,
      })
      .where('id', '=', id)
      .execute();
    // The lead intake keeps active offers (their product and region) until this notice.
    await announceStale(trx, 'offers', null);
    await trx.deleteFrom('offer_discounts').where('offer_id', '=', id).execute();
    await writeDiscounts(trx, id, values.discountIds);
  });
}

async function writeDiscounts(db: Db, offerId: string, discountIds: readonly number[]) {
  if (!discountIds.length) return;
  await db
    .insertInto('offer_discounts')
    .values(discountIds.map((discount_id) => ({ offer_id: offerId, discount_id })))
    .execute();
}

const findProduct = (db: Db, id: number) =>
  db.selectFrom('products').select(['id', 'name', 'region_id', 'price_minor']).where('id', '=', id).executeTakeFirst();

/** Active discounts of these regions; `general` narrows to those a lead gets without an offer's own. */
function regionDiscounts(
  db: Db,
  regionIds: readonly string[],
  options: { generalOnly?: boolean } = {},
): Promise<OfferDiscountChoice[]> {
  if (!regionIds.length) return Promise.resolve([]);
  let query = db
    .selectFrom('discounts')
    .select(['id', 'name', 'region_id as regionId', 'general'])
    .where('active', '=', true)
    .where('region_id', 'in', [...regionIds]);
  if (options.generalOnly) query = query.where('general', '=', true);
  return query.orderBy('region_id').orderBy('id').execute();
}

/** The discounts of these ids with their regions, active or not (to check a choice). */
const discountsByIds = (db: Db, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('discounts')
        .select(['id', 'region_id', 'active'])
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

/** OFFER-26 getDiscountsByOfferId: an offer's discounts as choices. */
const discountsOfOffer = (db: Db, offerId: string): Promise<OfferDiscountChoice[]> =>
  db
    .selectFrom('offer_discounts as od')
    .innerJoin('discounts as d', 'd.id', 'od.discount_id')
    .select(['d.id', 'd.name', 'd.region_id as regionId', 'd.general'])
    .where('od.offer_id', '=', offerId)
    .orderBy('d.id')
    .execute();

/**
 * The offers administration's records over the caller's connection or transaction (an audited
 * write passes its transaction, so the audit entry and the offer commit together). The handle
 * reaches the partners' and the scripts' owners too: their subqueries name the offer's.
 */
export function offerRecords<DB extends ModuleTables<'catalog' | 'webmasters' | 'scripts'>>(
  handle: Kysely<DB> | Transaction<DB>,
) {
  const db = ownTables(handle, 'catalog');
  const names: Names = { partners: webmasterPartners(handle), scripts: scriptsOfCatalog(handle) };
  return {
    page: (filter: OfferFilter) => offerPage(db, names, filter),
    find: (id: string) => findOffer(db, names, id),
    idTaken: (id: string) => offerIdTaken(db, id),
    insert: (id: string, values: OfferValues, name: string, priceMinor: number) =>
      insertOffer(db, id, values, name, priceMinor),
    update: (id: string, values: OfferValues, name: string, priceMinor: number) =>
      updateOffer(db, id, values, name, priceMinor),
    product: (id: number) => findProduct(db, id),
    regionDiscounts: (regionIds: readonly string[], options?: { generalOnly?: boolean }) =>
      regionDiscounts(db, regionIds, options),
    discountsByIds: (ids: readonly number[]) => discountsByIds(db, ids),
    discountsOfOffer: (offerId: string) => discountsOfOffer(db, offerId),
  };
}
