/**
 * Order search (SEARCH-09..20, decision 1122): resolves a request against the caller — its
 * regions only (another region is a 403), the default period 01/01/2022 to now, the search text
 * read as an order code, a phone or a name — and answers a page of rows with their items and tags
 * and the count capped at 10 000.
 */
import {
  MASKED_PHONE,
  type OrderSearchBody,
  type OrderSearchPage,
  REGIONS,
  SEARCH_DEFAULT_FROM,
  SEARCH_PAGE_SIZE,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { invalid } from '../../platform/http-error.js';
import { visiblePhone } from '../../platform/phone-mask.js';
import { assertRegion } from '../../platform/region-scope.js';
import { catalogProducts } from '../catalog/index.js';
import { createDeliveryService } from '../delivery/index.js';
import { listItemsOf, type ResolvedSearch, type SearchPageRow, searchOrderPage } from './search-repo.js';
import { listOrderTags } from './tags-repo.js';

export type SearchCaller = Pick<Caller, 'accountId' | 'regionIds' | 'permissions' | 'features'>;

const SHORT_CODE_START = /^[A-Z]{3}(-[0-9-]*)?$/;
const PHONE = /^\+?[0-9][0-9 -]{5,}$/;

/** The search text as the one kind of match it can be (each served by an index). */
function readText(raw: string | undefined): Pick<ResolvedSearch, 'shortCodePrefix' | 'phones' | 'namePrefix'> {
  const text = raw?.trim() ?? '';
  if (!text) return {};
  if (SHORT_CODE_START.test(text.toUpperCase()) && /^[a-z]{3}/i.test(text)) {
    return { shortCodePrefix: text.toUpperCase() };
  }
  if (PHONE.test(text)) {
    const digits = text.replace(/\D/g, '');
    // With its country code, or as dialled in one of the regions.
    return { phones: [...new Set([`+${digits}`, ...REGIONS.map((r) => `${r.phonePrefix}${digits}`)])] };
  }
  return { namePrefix: text.toLowerCase() };
}

export function resolveSearch(caller: Pick<Caller, 'regionIds'>, body: OrderSearchBody, now: Date): ResolvedSearch {
  const filters = body.filters ?? {};
  if (filters.regionId) assertRegion(caller, filters.regionId);
  const from = new Date(body.period?.from ?? SEARCH_DEFAULT_FROM);
  const to = body.period?.to ? new Date(body.period.to) : now;
  if (from > to) throw invalid('period', 'from must not be after to');
  const sort = body.pageable?.sort;
  return {
    regionIds: filters.regionId ? [filters.regionId] : [...caller.regionIds],
    from,
    to,
    statuses: filters.statuses,
    deliveryProviderId: filters.deliveryProviderId,
    tagIds: filters.tagIds,
    ...readText(filters.text),
    sort: sort?.property ?? 'created',
    direction: sort?.direction ?? 'desc',
  };
}

/** The phone of a row: shown to whoever may handle it and has no voip feature (decision 1071). */
export function rowPhone(caller: SearchCaller, row: Pick<SearchPageRow, 'phone' | 'created_by'>): string {
  const handles = caller.permissions.includes('lead:details:read') || row.created_by === caller.accountId;
  return handles ? visiblePhone(caller, row.phone) : MASKED_PHONE;
}

export const fullAddressOf = (row: Pick<SearchPageRow, 'address' | 'district' | 'city'>) =>
  [row.address, row.district, row.city].filter((part) => part?.trim()).join(', ');

export function createSearchService({ db: appDb, clock }: { db: Kysely<Database>; clock: Clock }) {
  const db = ownTables(appDb, 'orders');
  const products = catalogProducts(appDb);
  const delivery = createDeliveryService({ db: appDb });
  return {
    resolve: (caller: SearchCaller, body: OrderSearchBody) => resolveSearch(caller, body, clock.now()),

    async search(caller: SearchCaller, body: OrderSearchBody): Promise<OrderSearchPage> {
      const search = resolveSearch(caller, body, clock.now());
      if (!search.regionIds.length) return { content: [], totalSize: 0 };
      const size = body.pageable?.size ?? SEARCH_PAGE_SIZE;
      const page = body.pageable?.page ?? 0;
      const { rows, total } = await searchOrderPage(db, search, page * size, size);
      const ids = rows.map((r) => r.id);
      const providerIds = [...new Set(rows.flatMap((r) => (r.delivery_provider_id ? [r.delivery_provider_id] : [])))];
      const [items, tags, providers] = await Promise.all([
        listItemsOf(db, products, ids),
        listOrderTags(db, ids),
        delivery.providerNames(providerIds),
      ]);
      return {
        totalSize: total,
        content: rows.map((row) => ({
          order: {
            id: row.id,
            shortCode: row.short_code,
            phone: rowPhone(caller, row),
            preferredDate: row.preferred_at ? new Date(row.preferred_at).toISOString() : null,
            created: new Date(row.created_at).toISOString(),
            status: row.status,
            leadId: row.lead_id,
            regionId: row.region_id,
          },
          deliveryId: row.delivery_provider_id,
          deliveryName: row.delivery_provider_id ? (providers.get(row.delivery_provider_id) ?? null) : null,
          address: { fullAddress: fullAddressOf(row) },
          orderItems: items
            .filter((i) => i.order_id === row.id)
            .map((i) => ({ productId: i.product_id, name: i.name, qty: i.qty })),
          tags: tags.get(row.id) ?? [],
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
