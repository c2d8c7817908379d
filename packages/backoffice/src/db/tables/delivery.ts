import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp, UpdatedAt } from './columns.js';

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

// Delivery-provider reports (0039-delivery-provider-reports).
export type DeliveryReportStatus = 'DELIVERED' | 'REFUSED';
export interface DeliveryReportsTable {
  id: Generated<number>;
  provider_id: number;
  region_id: string;
  file_name: string;
  file_key: string;
  created_by: number | null;
  who_did: string | null;
  created_at: CreatedAt;
  start_processing_at: NullableTimestamp;
  validated_at: NullableTimestamp;
  validation_result: boolean | null;
  applied_at: NullableTimestamp;
  applied_by: number | null;
  /** 0055: the header cells of a file whose layout needs a mapping. */
  headers: ColumnType<string[] | null, string | null, string | null>;
  /** 0055: every error is an unmatched row (decision 1331). */
  queueable: Generated<boolean>;
}
export interface DeliveryReportRowsTable {
  id: Generated<number>;
  report_id: number;
  row_number: number;
  short_code: string;
  status: DeliveryReportStatus;
  order_id: number | null;
  /** 0055: why the row cannot be matched (null when it can). */
  problem: Generated<string | null>;
  // Its key and values (0070-delivery-problem-codes); null on rows stored before and on matched rows.
  problem_code: ColumnType<string | null, string | null | undefined, string | null>;
  problem_values: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
}
export interface DeliveryReportErrorsTable {
  id: Generated<number>;
  report_id: number;
  row_number: number | null;
  error: string;
  // Its code and values (0069-delivery-report-error-codes); null on errors stored before.
  code: ColumnType<string | null, string | null | undefined, string | null>;
  error_values: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
}
// Column mappings and the discrepancy queue (0055-delivery-report-mappings).
export interface DeliveryReportMappingsTable {
  id: Generated<number>;
  provider_id: number;
  layout: string;
  headers: Json<string[]>;
  short_code_column: number;
  status_column: number;
  delivered_words: Json<string[]>;
  refused_words: Json<string[]>;
  created_by: number | null;
  created_at: CreatedAt;
}
export interface DeliveryDiscrepanciesTable {
  id: Generated<number>;
  report_id: number;
  provider_id: number;
  region_id: string;
  row_number: number;
  short_code: string;
  status: DeliveryReportStatus;
  problem: string;
  // Its key and values (0070-delivery-problem-codes); null on rows stored before.
  problem_code: ColumnType<string | null, string | null | undefined, string | null>;
  problem_values: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  resolution: 'APPLIED' | 'IGNORED' | null;
  resolved_order_id: number | null;
  resolved_short_code: string | null;
  comment: string | null;
  resolved_by: number | null;
  resolved_by_name: string | null;
  resolved_at: NullableTimestamp;
}
export interface DeliveryProviderSendsTable {
  id: Generated<number>;
  provider_id: number;
  account_id: number | null;
  orders: Json<{ id: number; shortCode: string }[]>;
  created_at: CreatedAt;
}

/** The delivery tables, by table name; db/types.ts composes Database from these. */
export interface DeliveryTables {
  addresses: AddressesTable;
  delivery_providers: DeliveryProvidersTable;
  delivery_places: DeliveryPlacesTable;
  delivery_address_places: DeliveryAddressPlacesTable;
  delivery_coverage: DeliveryCoverageTable;
  delivery_holidays: DeliveryHolidaysTable;
  delivery_reports: DeliveryReportsTable;
  delivery_report_rows: DeliveryReportRowsTable;
  delivery_report_errors: DeliveryReportErrorsTable;
  delivery_provider_sends: DeliveryProviderSendsTable;
  delivery_report_mappings: DeliveryReportMappingsTable;
  delivery_discrepancies: DeliveryDiscrepanciesTable;
}
