import type { Kysely } from 'kysely';

/**
 * An idempotency claim names the process that made it (decision 1785): the advisory-lock key that
 * process holds on the shared PostgreSQL while it lives, or null where none is held (the embedded
 * default, a process whose lock connection is down). A claim whose holder's lock is gone is free
 * at once instead of after the lease.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
}
