import { type Kysely, sql } from 'kysely';

/**
 * Payslips (PAYSLIP-01..41; decision 1601): the tariffs an agent earns per charge type in a region
 * and currency, the USD rate of each currency, the payslips with the regions they cover, one row
 * per person and payslip, the salary items and the orders each computed item comes from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payslip_tariffs')
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('charge_type', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addPrimaryKeyConstraint('payslip_tariffs_pk', ['region_id', 'currency', 'charge_type'])
    .execute();
  await db.schema
    .createTable('payslip_usd_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('units_per_usd', sql`numeric(18, 6)`, (c) => c.notNull().check(sql`units_per_usd > 0`))
    .execute();
  await db.schema
    .createTable('payslips')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('doc_number', 'text', (c) => c.notNull().unique())
    .addColumn('period_from', 'timestamptz', (c) => c.notNull())
    .addColumn('period_to', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('approved_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('approved_at', 'timestamptz')
    .addCheckConstraint('payslips_status', sql`status in ('DRAFT', 'APPROVED', 'DECLINED')`)
    .addCheckConstraint('payslips_period', sql`period_from <= period_to`)
    .execute();
  await db.schema
    .createTable('payslip_regions')
    .addColumn('payslip_id', 'integer', (c) => c.notNull().references('payslips.id').onDelete('cascade'))
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addPrimaryKeyConstraint('payslip_regions_pk', ['payslip_id', 'region_id'])
    .execute();
  await db.schema
    .createTable('account_payslips')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payslip_id', 'integer', (c) => c.notNull().references('payslips.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('salary_currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addUniqueConstraint('account_payslips_person', ['payslip_id', 'account_id'])
    .execute();
  await db.schema
    .createTable('salary_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_payslip_id', 'integer', (c) =>
      c.notNull().references('account_payslips.id').onDelete('cascade'),
    )
    .addColumn('charge_type', 'text', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.references('regions.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('salary_amount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_usd_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('correction', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('comment', 'text')
    .addColumn('who_did', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('salary_items_person').on('salary_items').column('account_payslip_id').execute();
  await db.schema
    .createTable('salary_item_orders')
    .addColumn('salary_item_id', 'integer', (c) => c.notNull().references('salary_items.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_item_orders_pk', ['salary_item_id', 'order_id'])
    .execute();
  await db.schema.createIndex('salary_item_orders_order').on('salary_item_orders').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'salary_item_orders',
    'salary_items',
    'account_payslips',
    'payslip_regions',
    'payslips',
    'payslip_usd_rates',
    'payslip_tariffs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
