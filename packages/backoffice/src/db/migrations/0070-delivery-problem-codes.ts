import type { Kysely } from 'kysely';

/**
 * A report row's and a queued discrepancy's problem keep their key and values (decision 1837), so
 * the discrepancy queue says them in the user's language; rows stored before keep their English only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['delivery_report_rows', 'delivery_discrepancies']) {
    await db.schema.alterTable(table).addColumn('problem_code', 'text').addColumn('problem_values', 'jsonb').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['delivery_report_rows', 'delivery_discrepancies']) {
    await db.schema.alterTable(table).dropColumn('problem_code').dropColumn('problem_values').execute();
  }
}
