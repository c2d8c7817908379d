import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

// Telephony (0004-telephony): agents' SIP extensions and the masked numbers the relay resolved.
export interface VoipExtensionsTable {
  account_id: number;
  extension: string;
  password: string;
  created_at: CreatedAt;
}
export interface VoipDialsTable {
  id: Generated<number>;
  account_id: number | null;
  extension: string;
  lead_id: number | null;
  order_id: number | null;
  created_at: CreatedAt;
}

/** The telephony tables, by table name; db/types.ts composes Database from these. */
export interface TelephonyTables {
  voip_extensions: VoipExtensionsTable;
  voip_dials: VoipDialsTable;
}
