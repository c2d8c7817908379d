import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, UpdatedAt } from './columns.js';

// The orders desk (0012-order-desk): an order's payment reminder and its comments.
export interface OrderRemindersTable {
  id: Generated<number>;
  order_id: number;
  call_at: ColumnType<Date, Date | string, Date | string>;
  notes: Generated<string>;
  account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface OrderCommentsTable {
  id: Generated<number>;
  order_id: number;
  account_id: number | null;
  text: string;
  created_at: CreatedAt;
  updated_at: NullableTimestamp;
}

// The embedded chat ticket store (0013-chat-tickets).
export interface ChatTicketsTable {
  id: Generated<number>;
  order_short_code: string;
  status: 'enqueued' | 'assigned' | 'completed';
  assignee: string | null;
  ticket_url: string;
  created_at: CreatedAt;
}

// Delivery providers' status reports about an order (0018-provider-comments).
export interface ProviderCommentsTable {
  id: Generated<number>;
  order_id: number;
  provider_id: number;
  status: string;
  external_id: string | null;
  date_time: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** The desk's tables, by table name; db/types.ts composes Database from these. */
export interface OrderDeskTables {
  order_reminders: OrderRemindersTable;
  order_comments: OrderCommentsTable;
  chat_tickets: ChatTicketsTable;
  provider_comments: ProviderCommentsTable;
}
