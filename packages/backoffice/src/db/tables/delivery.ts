import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './columns.js';

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

/** The delivery tables, by table name; db/types.ts composes Database from these. */
export interface DeliveryTables {
  addresses: AddressesTable;
  delivery_providers: DeliveryProvidersTable;
  delivery_places: DeliveryPlacesTable;
  delivery_address_places: DeliveryAddressPlacesTable;
  delivery_coverage: DeliveryCoverageTable;
  delivery_holidays: DeliveryHolidaysTable;
}
