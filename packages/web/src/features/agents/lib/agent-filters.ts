import type { AccountPageQuery } from '../api/get-accounts';

export const AGENTS_PAGE_SIZE = 25;
/** AGENT-08: a groups-filter change takes effect after this long. */
export const GROUP_FILTER_DEBOUNCE_MS = 2000;
/** AGENT-12: shorter search queries are not sent. */
export const MIN_QUERY_LENGTH = 4;

export type AgentFilters = Omit<AccountPageQuery, 'number' | 'size'>;

/** AGENT-11..13: an empty query is removed; 1–3 characters are an error and are not sent. */
export function queryFilter(text: string): { query?: string; tooShort: boolean } {
  const query = text.trim();
  if (!query) return { tooShort: false };
  if (query.length < MIN_QUERY_LENGTH) return { tooShort: true };
  return { query, tooShort: false };
}

/** AGENT-19: the groups every selected agent is in. */
export function mutualGroups(accounts: readonly { groups: { id: number; name: string }[] }[]) {
  const [first, ...rest] = accounts;
  if (!first) return [];
  return first.groups.filter((group) => rest.every((account) => account.groups.some((g) => g.id === group.id)));
}
