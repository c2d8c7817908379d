import { type Kysely, sql } from 'kysely';

/**
 * Indexes of the order search (SEARCH-13..20, decision 1122): every filter combination is served
 * by one of them (modules/orders/search-plans.test.ts proves it with EXPLAIN). Region and period
 * use orders_region_created (0005); status and delivery provider add their own column before
 * created_at; preferred_at serves the preferredDate sort; created_at and preferred_at first
 * (with region_id, for index-only counts) serve several regions at once; phone, order-code prefix and name prefix serve the search box;
 * order_tags_tag (0015) serves the tag filter.
 */
const INDEXES: [name: string, definition: string][] = [
  ['orders_region_status_created', 'orders (region_id, status, created_at)'],
  ['orders_region_provider_created', 'orders (region_id, delivery_provider_id, created_at)'],
  ['orders_region_preferred', 'orders (region_id, preferred_at)'],
  ['orders_created', 'orders (created_at, region_id)'],
  ['orders_preferred', 'orders (preferred_at, region_id)'],
  ['orders_phone', 'orders (phone)'],
  ['orders_short_code_prefix', 'orders (short_code text_pattern_ops)'],
  ['orders_name_prefix', 'orders (lower(full_name) text_pattern_ops)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
