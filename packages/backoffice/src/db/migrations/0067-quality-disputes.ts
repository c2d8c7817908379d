import { type Kysely, sql } from 'kysely';

/**
 * An agent's dispute of an evaluation and the evaluator's answer (decision 1808): the evaluation
 * becomes `resolved` once answered, with the answer's words, whether the evaluator kept or revised
 * its scoring, and when. `answered_at` (0064) stays the moment the agent acknowledged or disputed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quality_evaluations drop constraint quality_evaluations_status_check`.execute(db);
  await sql`alter table quality_evaluations add constraint quality_evaluations_status_check
    check (status in ('submitted', 'acknowledged', 'disputed', 'resolved'))`.execute(db);
  await db.schema
    .alterTable('quality_evaluations')
    .addColumn('dispute_answer', 'text')
    .addColumn('dispute_outcome', 'text', (c) => c.check(sql`dispute_outcome in ('kept', 'revised')`))
    .addColumn('dispute_answered_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quality_evaluations')
    .dropColumn('dispute_answer')
    .dropColumn('dispute_outcome')
    .dropColumn('dispute_answered_at')
    .execute();
  await sql`update quality_evaluations set status = 'disputed' where status = 'resolved'`.execute(db);
  await sql`alter table quality_evaluations drop constraint quality_evaluations_status_check`.execute(db);
  await sql`alter table quality_evaluations add constraint quality_evaluations_status_check
    check (status in ('submitted', 'acknowledged', 'disputed'))`.execute(db);
}
