import { type Kysely, sql } from 'kysely';

/**
 * The statistics' "leads approved" (decision 1880): the executions that closed a task by approving
 * an order, by agent and time, so that an agent's (or the leaderboard's) figures read their
 * approvals since the period's start once instead of probing task_executions once per task. The
 * task comes last in the key so that a probe per task (the figures per day and per bucket) that
 * chooses this index finds its task within the agent's later approvals without reading their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index task_executions_approvals on task_executions (account_id, created_at, task_id)
    where action = 'CLOSED' and details ->> 'outcome' = 'ORDER_APPROVED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists task_executions_approvals`.execute(db);
}
