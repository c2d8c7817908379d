import type { Kysely } from 'kysely';

/**
 * How the customer came through on a call (decision 1825): the share of their audio packets lost,
 * the interarrival jitter and the MOS estimate the softphone read from WebRTC's statistics (1812),
 * sent with the call's end and kept on its record for /cdr. Empty for calls ended before any
 * audio arrived and for those recorded before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('call_records')
    .addColumn('loss_percent', 'real')
    .addColumn('jitter_ms', 'real')
    .addColumn('mos', 'real')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('call_records')
    .dropColumn('loss_percent')
    .dropColumn('jitter_ms')
    .dropColumn('mos')
    .execute();
}
