import { type Kysely, sql } from 'kysely';

/**
 * Employees (EMP-01..20; decision 1605): staff positions, legal entities with their country, and
 * one employee record per account (the account's own table stays the accounts module's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_positions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('legal_entities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('employee_info')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.references('staff_positions.id'))
    .addColumn('legal_entity_id', 'integer', (c) => c.references('legal_entities.id'))
    .addColumn('employment_form', 'text')
    .addColumn('assignment_date', 'timestamptz')
    .addColumn('dismissal_date', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('employee_info_form', sql`employment_form in ('PAYROLL', 'CONTRACT_AGREEMENT')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('employee_info').execute();
  await db.schema.dropTable('legal_entities').execute();
  await db.schema.dropTable('staff_positions').execute();
}
