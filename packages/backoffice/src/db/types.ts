import type { ColumnType, Generated } from 'kysely';

/** Row types of the back-office tables, one interface per table, named after the table. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface RegionsTable {
  id: string;
  name: string;
  full_name: string;
  country: string;
  phone_prefix: string;
  timezone: string;
  currency: string;
}
export interface ProductsTable {
  id: Generated<number>;
  region_id: string;
  sku: string;
  name: string;
  description: Generated<string>;
  price_minor: number;
  currency: string;
  active: Generated<boolean>;
}
export interface WebmastersTable {
  id: Generated<number>;
  name: string;
}
export interface OffersTable {
  id: string;
  product_id: number;
  webmaster_id: number | null;
  region_id: string;
  name: string;
  price_minor: number;
  active: Generated<boolean>;
}
export interface ScriptsTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  created_at: CreatedAt;
}
export interface ScriptVersionsTable {
  id: Generated<number>;
  script_id: number;
  version: number;
  format: 'html' | 'markdown';
  body: string;
  published_at: Date | null;
  created_at: CreatedAt;
}
export interface AccountsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  surname: Generated<string>;
  email: string;
  personal_email: Generated<string>;
  personal_phone: Generated<string>;
  personal_tg_login: Generated<string>;
  timezone: Generated<string>;
  position: ColumnType<'Agent' | 'MANAGER', 'Agent' | 'MANAGER' | undefined>;
  blocked: Generated<boolean>;
  team_name: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface RolesTable {
  id: Generated<number>;
  name: string;
}
export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}
export interface AccountRolesTable {
  account_id: number;
  role_id: number;
}
export interface AccountRegionsTable {
  account_id: number;
  region_id: string;
}
export interface AccountFeaturesTable {
  account_id: number;
  feature: string;
}
export interface GroupsTable {
  id: Generated<number>;
  name: string;
  region_id: string;
  task_type: 'LEAD' | 'CALL_BACK' | 'RECALL' | null;
}
export interface GroupProductsTable {
  group_id: number;
  product_id: number;
}
export interface GroupWebmastersTable {
  group_id: number;
  webmaster_id: number;
}
export interface GroupFeaturesTable {
  group_id: number;
  feature: string;
}
export interface AccountGroupsTable {
  account_id: number;
  group_id: number;
}
export interface BrowserSessionsTable {
  session_id: string;
  account_id: number;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
}
export interface IdempotencyKeysTable {
  account_id: number;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: CreatedAt;
}
export interface OutboxEventsTable {
  id: ColumnType<number, never, never>;
  type: string;
  account_id: number | null;
  payload: Json<unknown>;
  created_at: CreatedAt;
}
export interface LeadsTable {
  id: Generated<number>;
  region_id: string;
  product_id: number;
  offer_id: string | null;
  webmaster_id: number | null;
  name: string;
  phone: string;
  status: Generated<number>;
  comment: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The agent working the lead (0003-workspace). */
  holder_account_id: ColumnType<number | null, number | null | undefined, number | null>;
  call_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_status_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}
export interface OidcKeysTable {
  kid: string;
  use: 'sig' | 'cookie';
  key: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  retired_at: Date | null;
}
export interface SignInFailuresTable {
  id: ColumnType<number, never, never>;
  key: string;
  failed_at: CreatedAt;
}
/** 0010-deployment-settings: what every back-office on this database must agree on. */
export interface DeploymentSettingsTable {
  name: string;
  value: string;
  recorded_at: UpdatedAt;
}

// 0011-sign-in-known-addresses
export interface SignInKnownAddressesTable {
  account_id: number;
  address: string;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// Agent workspace (0003-workspace): orders (minimal), shifts, the task queue, surveys, lead logs.
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
export interface ShiftsTable {
  id: Generated<number>;
  account_id: number;
  started_at: Timestamp;
  ends_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: 'ENDED' | 'EXPIRED' | null;
  ending_notified_at: NullableTimestamp;
}
export type TaskTypeColumn = 'LEAD' | 'CALL_BACK' | 'RECALL';
export type TaskStatusColumn = 'open' | 'claimed' | 'closed' | 'skipped';
export interface TasksTable {
  id: Generated<number>;
  type: TaskTypeColumn;
  lead_id: number | null;
  order_id: number | null;
  region_id: string;
  product_id: number | null;
  webmaster_id: number | null;
  account_id: number | null;
  status: ColumnType<TaskStatusColumn, TaskStatusColumn | undefined, TaskStatusColumn>;
  due_at: Timestamp;
  reason: string | null;
  comment: string | null;
  created_at: CreatedAt;
  claimed_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  announced_at: NullableTimestamp;
}
export interface TaskExecutionsTable {
  id: Generated<number>;
  task_id: number;
  account_id: number | null;
  action: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}
export interface LeadSurveysTable {
  lead_id: number;
  age: number;
  sex: 'M' | 'F';
  account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface LeadLogsTable {
  id: Generated<number>;
  lead_id: number | null;
  order_id: number | null;
  account_id: number | null;
  action: string;
  created_at: Timestamp;
}

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

// Order capture (0005-orders): address dictionary, delivery, discounts, order items/events/messages.
export interface AddressesTable {
  id: Generated<number>;
  country: string;
  type: 'Starken' | 'Servientrega' | 'others';
  region: string;
  province: string;
  city: string;
  district: string;
  postal_code: Generated<string>;
  ubigeo: string | null;
  latitude: number;
  longitude: number;
  search_text: string;
  source_key: string;
}
export interface DeliveryProvidersTable {
  id: number;
  code: string;
  name: string;
  region_id: string;
  prepay: boolean;
  cash_on_delivery: boolean;
  active: Generated<boolean>;
}
/** ISO weekday ("1" = Monday … "7") → [start, end] pairs, HH:mm. */
export type WeekSchedule = Record<string, [string, string][]>;
export interface DeliveryPlacesTable {
  id: Generated<number>;
  provider_id: number;
  name: Generated<string>;
  pickup: Generated<boolean>;
  pickup_address: string | null;
  schedule: Json<WeekSchedule>;
  days_to_deliver: number;
  prepay: boolean;
  cash_on_delivery: boolean;
  delivery_price_minor: Generated<number>;
  source_key: string | null;
}
export interface DeliveryAddressPlacesTable {
  address_id: number;
  place_id: number;
}
export interface DeliveryCoverageTable {
  id: Generated<number>;
  provider_id: number;
  place_id: number;
  name: string;
  ring: Json<[number, number][]>;
  min_latitude: number;
  max_latitude: number;
  min_longitude: number;
  max_longitude: number;
  source_key: string | null;
}
export interface DeliveryHolidaysTable {
  id: Generated<number>;
  provider_id: number;
  dates: Json<string[]>;
  source_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface DiscountsTable {
  id: Generated<number>;
  region_id: string;
  name: string;
  kind: 'PERCENT' | 'AMOUNT' | 'FREE_UNIT';
  value: Generated<number>;
  min_quantity: Generated<number>;
  general: Generated<boolean>;
  active: Generated<boolean>;
  source_key: string | null;
}
export interface OfferDiscountsTable {
  offer_id: string;
  discount_id: number;
}
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
export type OrderMessageStatus = 'pending' | 'sent' | 'failed';
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
}

export interface Database {
  regions: RegionsTable;
  products: ProductsTable;
  webmasters: WebmastersTable;
  offers: OffersTable;
  scripts: ScriptsTable;
  script_versions: ScriptVersionsTable;
  accounts: AccountsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  account_roles: AccountRolesTable;
  account_regions: AccountRegionsTable;
  account_features: AccountFeaturesTable;
  groups: GroupsTable;
  group_products: GroupProductsTable;
  group_webmasters: GroupWebmastersTable;
  group_features: GroupFeaturesTable;
  account_groups: AccountGroupsTable;
  browser_sessions: BrowserSessionsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox_events: OutboxEventsTable;
  leads: LeadsTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  sign_in_failures: SignInFailuresTable;
  deployment_settings: DeploymentSettingsTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  orders: OrdersTable;
  shifts: ShiftsTable;
  tasks: TasksTable;
  task_executions: TaskExecutionsTable;
  lead_surveys: LeadSurveysTable;
  lead_logs: LeadLogsTable;
  voip_extensions: VoipExtensionsTable;
  voip_dials: VoipDialsTable;
  addresses: AddressesTable;
  delivery_providers: DeliveryProvidersTable;
  delivery_places: DeliveryPlacesTable;
  delivery_address_places: DeliveryAddressPlacesTable;
  delivery_coverage: DeliveryCoverageTable;
  delivery_holidays: DeliveryHolidaysTable;
  discounts: DiscountsTable;
  offer_discounts: OfferDiscountsTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  order_messages: OrderMessagesTable;
}
