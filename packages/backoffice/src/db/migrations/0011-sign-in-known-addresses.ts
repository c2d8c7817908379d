import { type Kysely, sql } from 'kysely';

/**
 * Addresses an account has signed in from (docs/decisions/1033-sign-in-throttling.md): a correct
 * password from one of them still signs in while the account is being throttled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_known_addresses')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sign_in_known_addresses_pkey', ['account_id', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_known_addresses').execute();
}
