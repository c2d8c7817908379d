import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.js';

// Agency special payouts (0031-agency-payouts).
export interface AgencyPayoutsTable {
  id: Generated<number>;
  offer_id: string;
  agency_name: string;
  payout_minor: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
// The webmasters' lead intake (0032-lead-intake): a webmaster's own lead id → the lead it made.
export interface LeadIntakesTable {
  webmaster_id: number;
  external_id: string;
  lead_id: number | null;
  created_at: CreatedAt;
}

/** Agency payouts and the lead intake's keys, by table name; db/types.ts composes Database from these. */
export interface OffersAdminTables {
  agency_payouts: AgencyPayoutsTable;
  lead_intakes: LeadIntakesTable;
}
