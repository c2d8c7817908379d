/**
 * The search's filters as the URL's query string (SEARCH-09): a reload or a shared link shows the
 * same search, and each change is a history entry, so Back returns to the previous one. Defaults
 * stay out of the URL.
 */
import {
  addDays,
  ORDER_SEARCH_SORTS,
  type OrderSearchSort,
  SEARCH_DEFAULT_FROM,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  zonedInstant,
} from '@umbrella/contract';
import { positiveParam } from '@/lib/table/url-state';
import type { OrderSearchBody } from '../types';

export type SearchState = {
  tab: string;
  regionId?: string;
  /** YYYY-MM-DD in the user's timezone. */
  from: string;
  to?: string;
  statuses: number[];
  providerId?: number;
  tagIds: number[];
  text: string;
  sort: OrderSearchSort;
  direction: 'asc' | 'desc';
  /** 1-based, as the table shows it. */
  page: number;
  size: number;
};

export const DEFAULT_FROM = SEARCH_DEFAULT_FROM.slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const numbers = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);

export function readSearchState(params: URLSearchParams): SearchState {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sort = params.get('sort') as OrderSearchSort | null;
  const provider = Number(params.get('provider'));
  return {
    tab: params.get('tab') ?? '1',
    regionId: params.get('region') || undefined,
    from: DATE.test(from) ? from : DEFAULT_FROM,
    to: DATE.test(to) ? to : undefined,
    statuses: numbers(params.get('status')),
    providerId: Number.isInteger(provider) && provider > 0 ? provider : undefined,
    tagIds: numbers(params.get('tags')).filter((n) => n > 0),
    text: (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX),
    sort: sort && ORDER_SEARCH_SORTS.includes(sort) ? sort : 'created',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positiveParam(params.get('page'), 1),
    size: positiveParam(params.get('size'), SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE),
  };
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  set('tab', state.tab, '1');
  set('region', state.regionId);
  set('from', state.from, DEFAULT_FROM);
  set('to', state.to);
  set('status', state.statuses.join(','));
  set('provider', state.providerId);
  set('tags', state.tagIds.join(','));
  set('q', state.text.trim());
  set('sort', state.sort, 'created');
  set('dir', state.direction, 'desc');
  set('page', state.page, 1);
  set('size', state.size, SEARCH_PAGE_SIZE);
  return params;
}

/** The back-office request of a search: the period's days as instants in the user's timezone. */
export function searchBody(state: SearchState, timezone: string): OrderSearchBody {
  const filters: NonNullable<OrderSearchBody['filters']> = {};
  if (state.regionId) filters.regionId = state.regionId;
  if (state.statuses.length) filters.statuses = state.statuses;
  if (state.providerId) filters.deliveryProviderId = state.providerId;
  if (state.tagIds.length) filters.tagIds = state.tagIds;
  if (state.text.trim()) filters.text = state.text.trim();
  const period: NonNullable<OrderSearchBody['period']> = {
    from: zonedInstant(state.from, '00:00', timezone).toISOString(),
  };
  if (state.to) period.to = new Date(zonedInstant(addDays(state.to, 1), '00:00', timezone).getTime() - 1).toISOString();
  return {
    period,
    pageable: { page: state.page - 1, size: state.size, sort: { property: state.sort, direction: state.direction } },
    filters,
  };
}
