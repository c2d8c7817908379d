import type { ColumnType } from 'kysely';
import type { CreatedAt, Json } from './columns.js';

// The outbox (0001-initial): events written in the transaction that caused them.
export interface OutboxEventsTable {
  id: ColumnType<number, never, never>;
  type: string;
  account_id: number | null;
  payload: Json<unknown>;
  created_at: CreatedAt;
}

/** The events tables, by table name; db/types.ts composes Database from these. */
export interface EventsTables {
  outbox_events: OutboxEventsTable;
}
