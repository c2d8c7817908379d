import type { Kysely } from 'kysely';

/**
 * A provider report's stored errors keep their code and values (decision 1832), so the
 * 'Validation errors' modal says them in the user's language; older rows keep their English only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_report_errors')
    .addColumn('code', 'text')
    .addColumn('error_values', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('delivery_report_errors').dropColumn('code').dropColumn('error_values').execute();
}
