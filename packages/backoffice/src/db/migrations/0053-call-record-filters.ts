import { type Kysely, sql } from 'kysely';

/**
 * The call-records page's phone filter matches the lead's phone by its last digits (decision
 * 1431): an index on the reversed phone turns that into a prefix search, so the calls of the
 * matching leads are found through call_records_lead, not by reading every lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index leads_phone_reversed on leads (reverse(phone) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index leads_phone_reversed`.execute(db);
}
