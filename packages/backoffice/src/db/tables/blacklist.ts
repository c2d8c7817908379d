import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

// The phone blacklist (0029-phone-blacklist): blocked phones that produce no new lead or order.
export interface PhoneBlacklistTable {
  id: Generated<number>;
  phone: string;
  region_id: string;
  comment: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

/** The blacklist's tables, by table name; db/types.ts composes Database from these. */
export interface BlacklistTables {
  phone_blacklist: PhoneBlacklistTable;
}
