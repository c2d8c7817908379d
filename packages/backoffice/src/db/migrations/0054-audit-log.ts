import { type Kysely, sql } from 'kysely';

/**
 * The audit log (decision 1735): one row per permission-relevant action, written in the
 * action's own transaction. Lists read it newest first (`at desc, id desc`); the actor and action
 * filters have their own indexes in the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id integer,
      actor_login text not null,
      action text not null,
      target_type text not null,
      target_id text not null,
      region_ids text[] not null default '{}',
      details jsonb not null default '{}'::jsonb,
      request_id text
    )`.execute(db);
  await sql`create index audit_log_at on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_actor_at on audit_log (actor_id, at desc, id desc)`.execute(db);
  await sql`create index audit_log_action_at on audit_log (action, at desc, id desc)`.execute(db);
  await sql`create index audit_log_target on audit_log (target_type, target_id, at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
}
