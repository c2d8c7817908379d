import type { CreatedAt, UpdatedAt } from './columns.js';

// Browser sessions (0001-initial).
export interface BrowserSessionsTable {
  session_id: string;
  account_id: number;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
}

/** The sessions tables, by table name; db/types.ts composes Database from these. */
export interface SessionsTables {
  browser_sessions: BrowserSessionsTable;
}
