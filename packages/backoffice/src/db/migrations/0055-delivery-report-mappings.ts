import { type Kysely, sql } from 'kysely';

/**
 * Provider report column mappings and the discrepancy queue (decisions 1331 and 1332):
 * - a mapping per provider and header layout (which column is the short code, which the status,
 *   which words mean DELIVERED or REFUSED);
 * - a report remembers the header cells of a file whose layout is not known yet, and whether
 *   every error it has is an unmatched row (so the matched rows may be applied and the rest queued);
 * - a report row remembers why it could not be matched;
 * - the queue of such rows, each resolved once, with who, when and a comment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_report_mappings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id'))
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('headers', 'jsonb', (c) => c.notNull())
    .addColumn('short_code_column', 'integer', (c) => c.notNull())
    .addColumn('status_column', 'integer', (c) => c.notNull())
    .addColumn('delivered_words', 'jsonb', (c) => c.notNull())
    .addColumn('refused_words', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('delivery_report_mappings_layout', ['provider_id', 'layout'])
    .execute();
  await db.schema.alterTable('delivery_reports').addColumn('headers', 'jsonb').execute();
  await db.schema
    .alterTable('delivery_reports')
    .addColumn('queueable', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('delivery_report_rows').addColumn('problem', 'text').execute();
  await db.schema
    .createTable('delivery_discrepancies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('delivery_reports.id').onDelete('cascade'))
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('delivery_providers.id'))
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('short_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('DELIVERED', 'REFUSED')`))
    .addColumn('problem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('APPLIED', 'IGNORED')`))
    .addColumn('resolved_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('resolved_short_code', 'text')
    .addColumn('comment', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('resolved_by_name', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('delivery_discrepancies_provider')
    .on('delivery_discrepancies')
    .columns(['provider_id', 'resolved_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_discrepancies').execute();
  await db.schema.alterTable('delivery_report_rows').dropColumn('problem').execute();
  await db.schema.alterTable('delivery_reports').dropColumn('queueable').execute();
  await db.schema.alterTable('delivery_reports').dropColumn('headers').execute();
  await db.schema.dropTable('delivery_report_mappings').execute();
}
