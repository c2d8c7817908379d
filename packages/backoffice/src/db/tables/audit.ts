import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns.js';

// The audit log (0054-audit-log): permission-relevant actions, written in the action's transaction.
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: number | null;
  actor_login: string;
  action: string;
  target_type: string;
  target_id: string;
  region_ids: ColumnType<string[], string[] | undefined, never>;
  details: Json<Record<string, unknown>>;
  request_id: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
