import { type Kysely, sql } from 'kysely';

/**
 * Settings every back-office sharing this database must agree on (the sign-in issuer and
 * audience), recorded by the first one to start: identity/deployment-identity.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deployment_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deployment_settings').execute();
}
