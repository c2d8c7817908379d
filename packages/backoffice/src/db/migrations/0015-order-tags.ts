import { type Kysely, sql } from 'kysely';

/**
 * Order tags (SEARCH-39..45): each region's tags — system tags (seeded as reference data, never
 * removed from an order) and user tags created from the lists — and which order carries which.
 * (region_id, value) is unique so a region has one tag of a name; order_tags is keyed by
 * (order_id, tag_id) for an order's tags and indexed by (tag_id, order_id) for the search filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('user', 'system')`))
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tags_region_value', ['region_id', 'value'])
    .execute();

  await db.schema
    .createTable('order_tags')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('order_tags_pk', ['order_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('order_tags_tag').on('order_tags').columns(['tag_id', 'order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_tags').execute();
  await db.schema.dropTable('tags').execute();
}
