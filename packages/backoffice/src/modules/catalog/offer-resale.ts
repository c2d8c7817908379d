import { type RawBuilder, sql } from 'kysely';

/**
 * Whether the offer an `offerIdRef` column names is a resale offer (OFFER-22); false without one.
 * A membership test in the resale offers rather than a lookup per row: PostgreSQL hashes the
 * uncorrelated subquery once, where a correlated one scanned the offers again for every row.
 */
export function offerIsResaleSql(offerIdRef: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce(${sql.ref(offerIdRef)} in (select ofr.id from offers ofr where ofr.resale), false)`;
}
