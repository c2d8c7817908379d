import type { CreatedAt } from './columns.js';

// Idempotency keys of replayable requests (0001-initial), kept by the idempotency plugin.
export interface IdempotencyKeysTable {
  account_id: number;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  status_code: number | null;
  response_body: string | null;
  /** The claiming process's liveness key (0057), null where it held none. */
  holder: number | null;
  created_at: CreatedAt;
}

/** The idempotency tables, by table name; db/types.ts composes Database from these. */
export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
