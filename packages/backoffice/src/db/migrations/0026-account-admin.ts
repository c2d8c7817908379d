import { type Kysely, sql } from 'kysely';

/**
 * Accounts administration (AGENT-02, AGENT-24, GROUP-04, GROUP-17): the Personal ID, the salary
 * currency and a deletion mark on accounts (a deleted account keeps its row because orders, calls
 * and tasks point at it; decision 1401), and the script each of a group's products is sold with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('identity_doc_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('salary_currency', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('group_products').addColumn('script_id', 'integer').execute();
  await sql`create index accounts_listed on accounts (surname, name, id) where deleted_at is null`.execute(db);
  await db.schema
    .createIndex('account_groups_group')
    .on('account_groups')
    .columns(['group_id', 'account_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('account_groups_group').execute();
  await db.schema.dropIndex('accounts_listed').execute();
  await db.schema.alterTable('group_products').dropColumn('script_id').execute();
  await db.schema
    .alterTable('accounts')
    .dropColumn('deleted_at')
    .dropColumn('salary_currency')
    .dropColumn('identity_doc_number')
    .execute();
}
