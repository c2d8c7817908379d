import { type Kysely, sql } from 'kysely';

/**
 * Both claim functions walk the queue in index order (tasks_pool: due_at, id) and stop at the
 * first row they may lock. The planner cannot estimate the eligibility test (a match against
 * the agent's group rules), guesses it keeps almost nothing, and then prefers to fetch every due
 * task and sort it — 120 000 rows for one claim after statistics change. Inside these functions
 * only, sorting and bitmap/sequential scans are priced out, which leaves the ordered index walk.
 */
const FUNCTIONS = [
  'workspace_claim(integer[], boolean[], text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)',
  'workspace_claim_one(integer, boolean, text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)',
];
const SETTINGS = ['enable_sort', 'enable_bitmapscan', 'enable_seqscan'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fn of FUNCTIONS) {
    for (const setting of SETTINGS) await sql.raw(`alter function ${fn} set ${setting} = off`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const fn of FUNCTIONS) {
    for (const setting of SETTINGS) await sql.raw(`alter function ${fn} reset ${setting}`).execute(db);
  }
}
