/**
 * The order search's SQL (SEARCH-13..20). Every filter narrows `orders` through an index of
 * migration 0016 (proved by search-plans.test.ts): region and period always, plus status,
 * delivery provider, tags (order_tags by tag), order code or name prefix, phone. The count reads
 * at most SEARCH_COUNT_CAP rows. The items' product names come from the catalog's subquery.
 */
import { type OrderSearchSort, SEARCH_COUNT_CAP } from '@umbrella/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ModuleDb, ModuleTables } from '../../db/owners.js';
import type { catalogProducts } from '../catalog/index.js';

type Db = ModuleDb<'orders'>;

/** A search as the service resolved it: regions the caller may see, a closed period, text split by kind. */
export type ResolvedSearch = {
  regionIds: string[];
  from: Date;
  to: Date;
  statuses?: number[];
  deliveryProviderId?: number;
  tagIds?: number[];
  shortCodePrefix?: string;
  phones?: string[];
  namePrefix?: string;
  sort: OrderSearchSort;
  direction: 'asc' | 'desc';
};

type OrdersQuery = SelectQueryBuilder<ModuleTables<'orders'> & { o: ModuleTables<'orders'>['orders'] }, 'o', object>;

/** `like` pattern of a literal prefix. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function filteredOrders(db: Db, search: ResolvedSearch): OrdersQuery {
  let query: OrdersQuery = db
    .selectFrom('orders as o')
    .where('o.region_id', 'in', search.regionIds)
    .where('o.created_at', '>=', search.from)
    .where('o.created_at', '<=', search.to);
  if (search.statuses?.length) query = query.where('o.status', 'in', search.statuses);
  if (search.deliveryProviderId) query = query.where('o.delivery_provider_id', '=', search.deliveryProviderId);
  // Each tag's orders as one array read from order_tags_tag, matched through the orders' primary
  // key: an EXISTS would be turned into a join that PostgreSQL 15 answers with a sequential read
  // of orders when a tag is on many orders.
  for (const tagId of search.tagIds ?? []) {
    query = query.where(
      sql<boolean>`o.id = any(array(select ot.order_id from order_tags ot where ot.tag_id = ${tagId}))`,
    );
  }
  if (search.shortCodePrefix) query = query.where('o.short_code', 'like', prefixPattern(search.shortCodePrefix));
  if (search.phones?.length) query = query.where('o.phone', 'in', search.phones);
  if (search.namePrefix) query = query.where(sql`lower(o.full_name)`, 'like', prefixPattern(search.namePrefix));
  return query;
}

export type SearchPageRow = {
  id: number;
  short_code: string;
  phone: string;
  status: number;
  lead_id: number | null;
  region_id: string;
  created_by: number | null;
  created_at: Date;
  preferred_at: Date | null;
  address: string;
  district: string;
  city: string;
  delivery_provider_id: number | null;
};

/** One page of matches in the requested order (ties broken by id, so pages never overlap). */
export function searchPageQuery(db: Db, search: ResolvedSearch, offset: number, limit: number) {
  // PostgreSQL's default null order (last ascending, first descending) so that a btree walked
  // either way gives the order; only preferred_at has nulls.
  const column = search.sort === 'created' ? 'o.created_at' : 'o.preferred_at';
  return filteredOrders(db, search)
    .select([
      'o.id',
      'o.short_code',
      'o.phone',
      'o.status',
      'o.lead_id',
      'o.region_id',
      'o.created_by',
      'o.created_at',
      'o.preferred_at',
      'o.address',
      'o.district',
      'o.city',
      'o.delivery_provider_id',
    ])
    .orderBy(column, search.direction)
    .orderBy('o.id', search.direction)
    .offset(offset)
    .limit(limit);
}

/** How many match, reading at most SEARCH_COUNT_CAP rows (SEARCH-17). */
export function searchCountQuery(db: Db, search: ResolvedSearch) {
  let capped = filteredOrders(db, search).select(sql`1`.as('one')).limit(SEARCH_COUNT_CAP);
  // When only region and period narrow it, walking orders_created (created_at, region_id) counts
  // from the index alone; otherwise the planner may read the table's first pages instead.
  if (!narrowed(search)) capped = capped.orderBy('o.created_at', 'desc');
  return db.selectFrom(capped.as('capped')).select(sql<string | number>`count(*)`.as('total'));
}

const narrowed = (search: ResolvedSearch) =>
  !!(
    search.statuses?.length ||
    search.deliveryProviderId ||
    search.tagIds?.length ||
    search.shortCodePrefix ||
    search.phones?.length ||
    search.namePrefix
  );

export async function searchOrderPage(
  db: Db,
  search: ResolvedSearch,
  offset: number,
  limit: number,
): Promise<{ rows: SearchPageRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    searchPageQuery(db, search, offset, limit).execute(),
    searchCountQuery(db, search).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Each order's items with the product name (the catalog's `products`), in the order they were chosen. */
export async function listItemsOf(db: Db, products: ReturnType<typeof catalogProducts>, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_items as i')
    .innerJoin(products.as('p'), 'p.id', 'i.product_id')
    .select(['i.order_id', 'i.product_id', 'p.name', 'i.qty'])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.id')
    .execute();
}
