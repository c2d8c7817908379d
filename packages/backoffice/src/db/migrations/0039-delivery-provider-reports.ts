import { type Kysely, sql } from 'kysely';

/**
 * Delivery-provider reports (DREP-01..40): a provider's file of order short codes and delivery
 * statuses (DELIVERED or REFUSED), its background processing (startProcessingAt → validatedAt with
 * validationResult and error items), its rows, and the one-time apply. And what was sent to the
 * providers (the embedded default's record of each hand-over, DREP-35..39, DREP-45).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id'))
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('who_did', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('start_processing_at', 'timestamptz')
    .addColumn('validated_at', 'timestamptz')
    .addColumn('validation_result', 'boolean')
    .addColumn('applied_at', 'timestamptz')
    .addColumn('applied_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('delivery_reports_provider')
    .on('delivery_reports')
    .columns(['provider_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('delivery_report_rows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('delivery_reports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('short_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('DELIVERED', 'REFUSED')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('delivery_report_rows_report').on('delivery_report_rows').column('report_id').execute();
  await db.schema
    .createTable('delivery_report_errors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('delivery_reports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer')
    .addColumn('error', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_report_errors_report')
    .on('delivery_report_errors')
    .column('report_id')
    .execute();
  await db.schema
    .createTable('delivery_provider_sends')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('orders', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_provider_sends').execute();
  await db.schema.dropTable('delivery_report_errors').execute();
  await db.schema.dropTable('delivery_report_rows').execute();
  await db.schema.dropTable('delivery_reports').execute();
}
