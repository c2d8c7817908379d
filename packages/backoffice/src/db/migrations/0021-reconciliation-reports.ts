import { type Kysely, sql } from 'kysely';

/**
 * Reconciliation reports (RECON-01..18): a provider's report of the cash it collected, uploaded with
 * its provider, date, transaction number and amount; its rows (order short code, amount) as the
 * gateway parsed them; and the problems matching them against orders and payments found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reconciliation_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_provider_id', 'integer', (c) => c.notNull().references('payment_providers.id'))
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('bank_transaction_number', 'text', (c) => c.notNull().unique())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'APPROVED', 'DECLINED', 'APPROVED_WITH_WARNINGS')`),
    )
    .addColumn('file_name', 'text')
    .addColumn('comments', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('who_did', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('reconciliation_report_rows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reconciliation_reports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('order_short_code', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reconciliation_report_rows_order')
    .on('reconciliation_report_rows')
    .column('order_id')
    .execute();
  await db.schema
    .createTable('reconciliation_report_errors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reconciliation_reports.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('row_number', 'integer')
    .addColumn('order_short_code', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reconciliation_report_errors_report')
    .on('reconciliation_report_errors')
    .column('report_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reconciliation_report_errors').execute();
  await db.schema.dropTable('reconciliation_report_rows').execute();
  await db.schema.dropTable('reconciliation_reports').execute();
}
