import { type Kysely, sql } from 'kysely';

/**
 * The built-in OpenID issuer's storage: every oidc-provider artefact (sessions, grants, codes,
 * refresh tokens, interactions) as a JSON payload, its signing and cookie keys, and failed
 * sign-in attempts for the rate limit. Kept in the database so a restart signs nobody out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant_id').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_payloads_user_code').on('oidc_payloads').columns(['model', 'user_code']).execute();
  await db.schema.createIndex('oidc_payloads_expires_at').on('oidc_payloads').column('expires_at').execute();

  // Several keys of each use may live side by side: the newest signs, all of them verify.
  await db.schema
    .createTable('oidc_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('use', 'text', (c) => c.notNull().check(sql`use in ('sig', 'cookie')`))
    .addColumn('key', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_in_failures_key').on('sign_in_failures').columns(['key', 'failed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sign_in_failures', 'oidc_keys', 'oidc_payloads']) {
    await db.schema.dropTable(table).execute();
  }
}
