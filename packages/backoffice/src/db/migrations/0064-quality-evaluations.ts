import { type Kysely, sql } from 'kysely';

/**
 * Evaluations of recorded calls (decision 1807): one per call and evaluator (several evaluators
 * of one call are its calibration), with the form version it was scored with, the answers and the
 * time-stamped comments as JSON, the score the server computed, and the agent's acknowledgement
 * or dispute. Indexed for the lists: an agent's evaluations, a region's, an evaluator's queue
 * and a call's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_evaluations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('call_record_id', 'integer', (c) => c.notNull())
    .addColumn('form_version_id', 'integer', (c) => c.notNull().references('quality_form_versions.id'))
    .addColumn('evaluator_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('comments', 'jsonb', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('critical_failed', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('submitted').check(sql`status in ('submitted', 'acknowledged', 'disputed')`),
    )
    .addColumn('agent_comment', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quality_evaluations_call_evaluator', ['call_record_id', 'evaluator_id'])
    .execute();
  await db.schema
    .createIndex('quality_evaluations_agent')
    .on('quality_evaluations')
    .columns(['agent_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('quality_evaluations_region')
    .on('quality_evaluations')
    .columns(['region_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('quality_evaluations_evaluator_status')
    .on('quality_evaluations')
    .columns(['evaluator_id', 'status', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quality_evaluations').execute();
}
