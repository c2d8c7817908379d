/**
 * What a statistics aggregate is asked for (decision 1612): whose work, in which regions and
 * products, over which half-open period [from, to). Each module that owns the rows (tasks,
 * orders, call records) answers per account; the profile module adds them up.
 */
export type StatsFilter = {
  accountIds: readonly number[];
  /** Only rows of these regions (the caller's own); empty means nothing. */
  regionIds: readonly string[];
  /** Only rows of these products; empty or absent means every product. */
  productIds?: readonly number[];
  from: Date;
  to: Date;
};

/** True when the filter cannot match any row (no account or no region). */
export function statsFilterIsEmpty(filter: StatsFilter): boolean {
  return !filter.accountIds.length || !filter.regionIds.length;
}
