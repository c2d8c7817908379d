import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

// Catalog (0001-initial): regions, products, webmasters, offers.
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
  // 0030-affiliates: the intake API key's SHA-256 (hex), never the key itself.
  api_key_hash: string | null;
  created_at: CreatedAt;
}
export interface OffersTable {
  id: string;
  product_id: number;
  webmaster_id: number | null;
  region_id: string;
  name: string;
  price_minor: number;
  active: Generated<boolean>;
  // 0030-affiliates: the offer's commercial terms.
  type: Generated<'COD' | 'CPL'>;
  /** The default payout to a webmaster for a lead, cents. */
  payout_minor: Generated<number>;
  partner_id: number | null;
  script_id: number | null;
  resale: Generated<boolean>;
  created_at: CreatedAt;
}

// Order capture (0005-orders): address dictionary, delivery, discounts, order items/events/messages.
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

/** The catalog tables, by table name; db/types.ts composes Database from these. */
export interface CatalogTables {
  regions: RegionsTable;
  products: ProductsTable;
  webmasters: WebmastersTable;
  offers: OffersTable;
  discounts: DiscountsTable;
  offer_discounts: OfferDiscountsTable;
}
