import { type Kysely, sql } from 'kysely';

/**
 * Progressive dialing (decision 1803): a group's dialing mode and the seconds of preview its agents
 * get before the softphone dials a lead by itself. Existing groups stay manual.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups
    add column dialing_mode text not null default 'manual' check (dialing_mode in ('manual', 'progressive')),
    add column preview_seconds smallint not null default 5 check (preview_seconds between 0 and 30)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups drop column if exists dialing_mode, drop column if exists preview_seconds`.execute(db);
}
