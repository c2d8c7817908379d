import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp, UpdatedAt } from './columns.js';

// Agent workspace (0003-workspace): orders (minimal), shifts, the task queue, surveys, lead logs.
export interface OrdersTable {
  id: Generated<number>;
  short_code: string;
  lead_id: number | null;
  region_id: string;
  status: Generated<number>;
  cancel_reason: string | null;
  status_comment: string | null;
  final_at: NullableTimestamp;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  // Order capture (0005-orders).
  phone: Generated<string>;
  full_name: Generated<string>;
  address: Generated<string>;
  address2: string | null;
  comments: string | null;
  city: Generated<string>;
  district: Generated<string>;
  postal_code: Generated<string>;
  address_id: number | null;
  address_type: string | null;
  latitude: number | null;
  longitude: number | null;
  deposit: Generated<boolean>;
  delivery_provider_id: number | null;
  delivery_place_id: number | null;
  pickup_point: string | null;
  /** YYYY-MM-DD in the region's timezone. */
  preferred_date: string | null;
  /** The chosen slot, HH:mm-HH:mm. */
  preferred_time: string | null;
  /** Start of the chosen slot. */
  preferred_at: NullableTimestamp;
  city_code: string | null;
  subtotal_minor: Generated<number>;
  price_minor: Generated<number>;
  delivery_price_minor: Generated<number>;
  currency: Generated<string>;
  discount_id: number | null;
  offer_id: string | null;
  script_version_id: number | null;
  notification_type: 'Sms' | 'Whatsapp' | null;
  notification_value: string | null;
  cc_number: string | null;
  email: string | null;
  original_order_id: number | null;
  external_id: string | null;
  tracking_link: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  updated_by: number | null;
}

// Order capture (0005-orders): address dictionary, delivery, discounts, order items/events/messages.
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  qty: number;
  unit_price_minor: number;
}
export type OrderEventAction =
  | 'CHANGE_STATUS'
  | 'SEND_PAYMENT_INSTRUCTION'
  | 'UPDATE'
  | 'COPY_ORDER'
  | 'SEND_NOTIFICATION';
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  account_id: number | null;
  action: OrderEventAction;
  status: number;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}
export type OrderMessageStatus = 'pending' | 'sending' | 'sent' | 'failed';
export interface OrderMessagesTable {
  id: Generated<number>;
  order_id: number;
  kind: 'PAYMENT_LINK' | 'ORDER_CONFIRMATION';
  channel: 'Sms' | 'Whatsapp';
  recipient: string;
  body: string;
  status: ColumnType<OrderMessageStatus, OrderMessageStatus | undefined, OrderMessageStatus>;
  attempts: Generated<number>;
  transport: string | null;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
  provider_message_id: string | null;
}

/** The orders tables, by table name; db/types.ts composes Database from these. */
export interface OrdersTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  order_messages: OrderMessagesTable;
}
