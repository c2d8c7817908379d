/**
 * Scripts with a published version, as the offers administration offers them (OFFER-19): of
 * products in the caller's regions (the catalog's products, joined through its subquery).
 */
import type { OfferScriptChoice } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { catalogProducts } from '../catalog/index.js';

type Handle<DB extends ModuleTables<'scripts' | 'catalog'>> = Kysely<DB> | Transaction<DB>;

function published<DB extends ModuleTables<'scripts' | 'catalog'>>(handle: Handle<DB>) {
  return ownTables(handle, 'scripts')
    .selectFrom('scripts as s')
    .innerJoin(catalogProducts(handle).as('p'), 'p.id', 's.product_id')
    .select(['s.id', 's.title as name', 's.product_id as productId'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('script_versions as v')
          .select('v.id')
          .whereRef('v.script_id', '=', 's.id')
          .where('v.published_at', 'is not', null),
      ),
    );
}

/** Scripts with a published version, of products in these regions (and of one product). */
export function publishedScripts<DB extends ModuleTables<'scripts' | 'catalog'>>(
  handle: Handle<DB>,
  regionIds: readonly string[],
  productId?: number,
): Promise<OfferScriptChoice[]> {
  if (!regionIds.length) return Promise.resolve([]);
  let query = published(handle).where('p.region_id', 'in', [...regionIds]);
  if (productId !== undefined) query = query.where('s.product_id', '=', productId);
  return query.orderBy('s.title').orderBy('s.id').execute();
}

/** The script with a published version, or undefined (OFFER-19 on the server). */
export const findPublishedScript = <DB extends ModuleTables<'scripts' | 'catalog'>>(handle: Handle<DB>, id: number) =>
  published(handle).select('p.region_id as regionId').where('s.id', '=', id).executeTakeFirst();
