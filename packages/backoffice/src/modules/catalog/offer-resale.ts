import { type RawBuilder, sql } from 'kysely';

/** Whether the offer an `offerIdRef` column names is a resale offer (OFFER-22); false without one. */
export function offerIsResaleSql(offerIdRef: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select ofr.resale from offers ofr where ofr.id = ${sql.ref(offerIdRef)}), false)`;
}
