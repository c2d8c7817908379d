import { type Kysely, sql } from 'kysely';

/**
 * The platform's first tables: reference data (regions, products, offers, scripts), accounts with
 * roles, groups and features, browser sessions, idempotency keys, the event outbox and leads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('regions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone_prefix', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('webmasters')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('webmaster_id', 'integer', (c) => c.references('webmasters.id'))
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('scripts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('script_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('html', 'markdown')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('script_versions_script_version', ['script_id', 'version'])
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('personal_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('personal_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('personal_tg_login', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/Lima'))
    .addColumn('position', 'text', (c) => c.notNull().defaultTo('Agent').check(sql`position in ('Agent', 'MANAGER')`))
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('team_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();
  await db.schema
    .createTable('account_roles')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('account_roles_pk', ['account_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('account_regions')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addPrimaryKeyConstraint('account_regions_pk', ['account_id', 'region_id'])
    .execute();
  await db.schema
    .createTable('account_features')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_features_pk', ['account_id', 'feature'])
    .execute();

  // Groups decide which leads an agent is given: products, webmasters, features and task type.
  await db.schema
    .createTable('groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('task_type', 'text', (c) => c.check(sql`task_type in ('LEAD', 'CALL_BACK', 'RECALL')`))
    .execute();
  await db.schema
    .createTable('group_products')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addPrimaryKeyConstraint('group_products_pk', ['group_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('group_webmasters')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('webmaster_id', 'integer', (c) => c.notNull().references('webmasters.id'))
    .addPrimaryKeyConstraint('group_webmasters_pk', ['group_id', 'webmaster_id'])
    .execute();
  await db.schema
    .createTable('group_features')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_features_pk', ['group_id', 'feature'])
    .execute();
  await db.schema
    .createTable('account_groups')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('account_groups_pk', ['account_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('browser_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('browser_sessions_last_seen').on('browser_sessions').column('last_seen_at').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'key'])
    .execute();

  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('offer_id', 'text', (c) => c.references('offers.id'))
    .addColumn('webmaster_id', 'integer', (c) => c.references('webmasters.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leads_status_created').on('leads').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'leads',
    'outbox_events',
    'idempotency_keys',
    'browser_sessions',
    'account_groups',
    'group_features',
    'group_webmasters',
    'group_products',
    'groups',
    'account_features',
    'account_regions',
    'account_roles',
    'role_permissions',
    'roles',
    'accounts',
    'script_versions',
    'scripts',
    'offers',
    'webmasters',
    'products',
    'regions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
