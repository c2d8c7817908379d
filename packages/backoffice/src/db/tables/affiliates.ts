import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

/** A calendar date (YYYY-MM-DD): read as a string, written as a string. */
type CalendarDate = ColumnType<string, string, string>;

// Affiliates (0030-affiliates): partners, webmasters' special payouts and guarantee history.
export interface PartnersTable {
  id: Generated<number>;
  name: string;
}
export interface WebmasterOfferRatesTable {
  webmaster_id: number;
  offer_id: string;
  payout_minor: number;
  comment: string | null;
  created_at: CreatedAt;
}
export interface WebmasterGuaranteesTable {
  webmaster_id: number;
  offer_id: string;
  actual_from: CalendarDate;
  value: number;
  created_at: CreatedAt;
}

/** The affiliates' tables, by table name; db/types.ts composes Database from these. */
export interface AffiliatesTables {
  partners: PartnersTable;
  webmaster_offer_rates: WebmasterOfferRatesTable;
  webmaster_guarantees: WebmasterGuaranteesTable;
}
