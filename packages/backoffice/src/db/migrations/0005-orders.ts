import { type Kysely, sql } from 'kysely';

/**
 * Order capture: the address dictionary, delivery providers with their places, address links,
 * coverage polygons and holidays; discounts and their offers; the full order (items, totals in
 * minor units, address, delivery choice, deposit, notification channel, Colombian cc number and
 * e-mail, idempotency key), its events and the outbox of customer messages.
 *
 * A retried creation never makes a second order: (created_by, idempotency_key) is unique, so
 * the database holds the rule even when the request-level key store has forgotten the key
 * (docs/decisions/0701-idempotent-order-creation.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Starken', 'Servientrega', 'others')`))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ubigeo', 'text')
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // Lower-cased, accent-free "district city province region postal code" for the search.
    .addColumn('search_text', 'text', (c) => c.notNull())
    // Stable key of reference data so that seeding again updates instead of duplicating.
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex('addresses_country_lat').on('addresses').columns(['country', 'latitude']).execute();
  await db.schema.createIndex('addresses_country_province').on('addresses').columns(['country', 'province']).execute();

  await db.schema
    .createTable('delivery_providers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('prepay', 'boolean', (c) => c.notNull())
    .addColumn('cash_on_delivery', 'boolean', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('delivery_places')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id').onDelete('cascade'))
    // Empty means express delivery (spec 2 §3 "Delivery provider place").
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pickup_address', 'text')
    // {"1": [["09:00","13:00"], ...], ..., "7": []}: ISO weekdays, Monday = 1.
    .addColumn('schedule', 'jsonb', (c) => c.notNull())
    .addColumn('days_to_deliver', 'integer', (c) => c.notNull().check(sql`days_to_deliver between 0 and 30`))
    .addColumn('prepay', 'boolean', (c) => c.notNull())
    .addColumn('cash_on_delivery', 'boolean', (c) => c.notNull())
    .addColumn('delivery_price_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_key', 'text', (c) => c.unique())
    .addCheckConstraint('delivery_places_pickup_address', sql`not pickup or pickup_address is not null`)
    .execute();

  await db.schema
    .createTable('delivery_address_places')
    .addColumn('address_id', 'integer', (c) => c.notNull().references('addresses.id').onDelete('cascade'))
    .addColumn('place_id', 'integer', (c) => c.notNull().references('delivery_places.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('delivery_address_places_pk', ['address_id', 'place_id'])
    .execute();
  await db.schema
    .createIndex('delivery_address_places_place')
    .on('delivery_address_places')
    .column('place_id')
    .execute();

  await db.schema
    .createTable('delivery_coverage')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id').onDelete('cascade'))
    // The place that serves points inside the polygon.
    .addColumn('place_id', 'integer', (c) => c.notNull().references('delivery_places.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The outer ring as [[longitude, latitude], ...], closed (GeoJSON order).
    .addColumn('ring', 'jsonb', (c) => c.notNull())
    .addColumn('min_latitude', 'double precision', (c) => c.notNull())
    .addColumn('max_latitude', 'double precision', (c) => c.notNull())
    .addColumn('min_longitude', 'double precision', (c) => c.notNull())
    .addColumn('max_longitude', 'double precision', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.unique())
    .execute();

  await db.schema
    .createTable('delivery_holidays')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id').onDelete('cascade'))
    // ["YYYY-MM-DD", ...] (OCONST-18).
    .addColumn('dates', 'jsonb', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('PERCENT', 'AMOUNT', 'FREE_UNIT')`))
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0).check(sql`value >= 0`))
    .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    // Offered for leads without an offer (discounts by lead id).
    .addColumn('general', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('source_key', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .createTable('offer_discounts')
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('offer_discounts_pk', ['offer_id', 'discount_id'])
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'text')
    .addColumn('comments', 'text')
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('address_type', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('deposit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('delivery_provider_id', 'integer', (c) => c.references('delivery_providers.id'))
    .addColumn('delivery_place_id', 'integer', (c) => c.references('delivery_places.id').onDelete('set null'))
    .addColumn('pickup_point', 'text')
    .addColumn('preferred_date', 'text')
    .addColumn('preferred_time', 'text')
    .addColumn('preferred_at', 'timestamptz')
    .addColumn('city_code', 'text')
    .addColumn('subtotal_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_price_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_id', 'integer', (c) => c.references('discounts.id').onDelete('set null'))
    .addColumn('offer_id', 'text')
    .addColumn('script_version_id', 'integer')
    .addColumn('notification_type', 'text', (c) => c.check(sql`notification_type in ('Sms', 'Whatsapp')`))
    .addColumn('notification_value', 'text')
    .addColumn('cc_number', 'text')
    .addColumn('email', 'text')
    .addColumn('original_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('external_id', 'text')
    .addColumn('tracking_link', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  // NULL keys never collide, so orders written without a key (imports, seeds) are unaffected.
  await db.schema
    .alterTable('orders')
    .addUniqueConstraint('orders_idempotency', ['created_by', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_region_created').on('orders').columns(['region_id', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty between 1 and 15`))
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addUniqueConstraint('order_items_product', ['order_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('CHANGE_STATUS', 'SEND_PAYMENT_INSTRUCTION', 'UPDATE', 'COPY_ORDER', 'SEND_NOTIFICATION')`,
        ),
    )
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('PAYMENT_LINK', 'ORDER_CONFIRMATION')`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('Sms', 'Whatsapp')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transport', 'text')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index order_messages_due on order_messages (next_attempt_at, id) where status = 'pending'`.execute(
    db,
  );
  await db.schema.createIndex('order_messages_order').on('order_messages').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_messages', 'order_events', 'order_items']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('orders_region_created').execute();
  await db.schema.alterTable('orders').dropConstraint('orders_idempotency').execute();
  let alter = db.schema.alterTable('orders').dropColumn('phone');
  for (const column of [
    'full_name',
    'address',
    'address2',
    'comments',
    'city',
    'district',
    'postal_code',
    'address_id',
    'address_type',
    'latitude',
    'longitude',
    'deposit',
    'delivery_provider_id',
    'delivery_place_id',
    'pickup_point',
    'preferred_date',
    'preferred_time',
    'preferred_at',
    'city_code',
    'subtotal_minor',
    'price_minor',
    'delivery_price_minor',
    'currency',
    'discount_id',
    'offer_id',
    'script_version_id',
    'notification_type',
    'notification_value',
    'cc_number',
    'email',
    'original_order_id',
    'external_id',
    'tracking_link',
    'idempotency_key',
    'request_hash',
    'updated_by',
  ]) {
    alter = alter.dropColumn(column);
  }
  await alter.execute();
  for (const table of [
    'offer_discounts',
    'discounts',
    'delivery_holidays',
    'delivery_coverage',
    'delivery_address_places',
    'delivery_places',
    'delivery_providers',
    'addresses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
