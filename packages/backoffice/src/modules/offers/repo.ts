/**
 * The offers' rows (OFFER-05): the page with its filters, one offer, writing an offer with its
 * discounts, and the choices its form offers (partners, products, scripts with a published
 * version, discounts). Lists take the caller's regions; an empty list means nothing.
 */

import type { OfferDiscountChoice, OfferDto, OfferScriptChoice, OfferType, Partner } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { fetchPage } from '../../platform/pagination.js';
import { withTransaction } from '../../platform/transaction.js';

type Db = Kysely<Database>;

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

function offerQuery(db: Db) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('partners as pa', 'pa.id', 'o.partner_id')
    .leftJoin('scripts as s', 's.id', 'o.script_id');
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
export async function offerPage(db: Db, filter: OfferFilter): Promise<{ content: OfferDto[]; totalSize: number }> {
  if (!filter.regionIds.length) return { content: [], totalSize: 0 };
  let query = offerQuery(db).where('o.region_id', 'in', [...filter.regionIds]);
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
export async function findOffer(db: Db, id: string): Promise<OfferDto | undefined> {
  const [row] = await toDtos(db, await selectOffers(offerQuery(db).where('o.id', '=', id)).execute());
  return row;
}

/** Whether any offer, in any region, has this id (OFFER-08: unique across the system). */
export async function offerIdTaken(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where(sql`lower(id)`, '=', id.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOffer(db: Db, id: string, values: OfferValues, name: string, priceMinor: number) {
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

export async function updateOffer(db: Db, id: string, values: OfferValues, name: string, priceMinor: number) {
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

/** OFFER-25 getPartners: every partner, by name. */
export const listPartners = (db: Db): Promise<Partner[]> =>
  db.selectFrom('partners').select(['id', 'name']).orderBy('name').orderBy('id').execute();

export const findPartner = (db: Db, id: number) =>
  db.selectFrom('partners').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const findProduct = (db: Db, id: number) =>
  db.selectFrom('products').select(['id', 'name', 'region_id', 'price_minor']).where('id', '=', id).executeTakeFirst();

const published = (db: Db) =>
  db
    .selectFrom('scripts as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.title as name', 's.product_id as productId'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('script_versions as v')
          .select('v.id')
          .whereRef('v.script_id', '=', 's.id')
          .where('v.published_at', 'is not', null),
      ),
    );

/** OFFER-19: scripts with a published version, of products in these regions (and of one product). */
export function publishedScripts(
  db: Db,
  regionIds: readonly string[],
  productId?: number,
): Promise<OfferScriptChoice[]> {
  if (!regionIds.length) return Promise.resolve([]);
  let query = published(db).where('p.region_id', 'in', [...regionIds]);
  if (productId !== undefined) query = query.where('s.product_id', '=', productId);
  return query.orderBy('s.title').orderBy('s.id').execute();
}

/** The script with a published version, or undefined (OFFER-19 on the server). */
export const findPublishedScript = (db: Db, id: number) =>
  published(db).select('p.region_id as regionId').where('s.id', '=', id).executeTakeFirst();

/** Active discounts of these regions; `general` narrows to those a lead gets without an offer's own. */
export function regionDiscounts(
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
export const discountsByIds = (db: Db, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('discounts')
        .select(['id', 'region_id', 'active'])
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

/** OFFER-26 getDiscountsByOfferId: an offer's discounts as choices. */
export const discountsOfOffer = (db: Db, offerId: string): Promise<OfferDiscountChoice[]> =>
  db
    .selectFrom('offer_discounts as od')
    .innerJoin('discounts as d', 'd.id', 'od.discount_id')
    .select(['d.id', 'd.name', 'd.region_id as regionId', 'd.general'])
    .where('od.offer_id', '=', offerId)
    .orderBy('d.id')
    .execute();
