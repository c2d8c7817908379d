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

// Guarantee sets (0033-guarantee-sets): a period and, once computed, one row per offer × webmaster.
export interface GuaranteeSetsTable {
  id: Generated<number>;
  period_from: CalendarDate;
  period_to: CalendarDate;
  created_by: number | null;
  created_at: CreatedAt;
  computed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface GuaranteeSetRowsTable {
  id: Generated<number>;
  set_id: number;
  offer_id: string;
  webmaster_id: number;
  guarantee_value: number;
  total_leads: number;
  approved_leads: number;
  leads_to_approve: number;
  status: ColumnType<'DRAFT' | 'APPROVED' | 'DECLINED', 'DRAFT' | 'APPROVED' | 'DECLINED' | undefined>;
  decline_comment: string | null;
  decided_by: number | null;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The affiliates' tables, by table name; db/types.ts composes Database from these. */
export interface AffiliatesTables {
  partners: PartnersTable;
  webmaster_offer_rates: WebmasterOfferRatesTable;
  webmaster_guarantees: WebmasterGuaranteesTable;
  guarantee_sets: GuaranteeSetsTable;
  guarantee_set_rows: GuaranteeSetRowsTable;
}
