import { type Kysely, sql } from 'kysely';

/**
 * The single-agent claim (0007) gets the settings of the batch claim (0006): plans kept for the
 * session and JIT off. Without them PostgreSQL re-plans each step per call and JIT-compiles the
 * queue scan (its estimate crosses jit_above_cost), turning a sub-millisecond claim into ~200 ms.
 */
const SIGNATURE =
  'workspace_claim_one(integer, boolean, text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter function ${SIGNATURE} set plan_cache_mode = force_generic_plan`).execute(db);
  await sql.raw(`alter function ${SIGNATURE} set jit = off`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter function ${SIGNATURE} reset all`).execute(db);
}
