import { type Kysely, sql } from 'kysely';

/**
 * Profiles and statistics (PROFILE-04, PROFILE-21, decisions 1611 and 1612).
 * - `account_profiles`: the personal contact details a person keeps on their own profile (e-mail,
 *   phone, chat login), one row per account once it has been edited; the profile module's.
 * - `tasks_closed_by`: the statistics' "leads worked" read an agent's (or a team's) closed tasks
 *   over a period from this index instead of scanning the tasks table. Orders by their author
 *   (`orders_created_by`, 0003) and call records by agent (`call_records_account_date`, 0027)
 *   already have theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('personal_email', 'text', (c) => c.notNull())
    .addColumn('personal_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('personal_tg_login', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tasks_closed_by on tasks (account_id, closed_at) where status = 'closed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tasks_closed_by`.execute(db);
  await db.schema.dropTable('account_profiles').execute();
}
