/** The quality_sample_settings table, and which sampled calls have been evaluated. */
import type { ModuleDb } from '../../db/owners.js';

type Db = ModuleDb<'quality'>;

/** The sizes set for `regionIds`; a region left out takes the default. */
export async function sampleSizes(db: Db, regionIds: readonly string[]): Promise<Map<string, number>> {
  if (!regionIds.length) return new Map();
  const rows = await db
    .selectFrom('quality_sample_settings')
    .select(['region_id', 'calls_per_agent'])
    .where('region_id', 'in', [...regionIds])
    .execute();
  return new Map(rows.map((r) => [r.region_id, r.calls_per_agent]));
}

/** Sets a region's size; answers the one it replaces (undefined when it took the default). */
export async function setSampleSize(db: Db, regionId: string, callsPerAgent: number, accountId: number) {
  const before = await db
    .selectFrom('quality_sample_settings')
    .select('calls_per_agent')
    .where('region_id', '=', regionId)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('quality_sample_settings')
    .values({ region_id: regionId, calls_per_agent: callsPerAgent, updated_by: accountId })
    .onConflict((oc) =>
      oc
        .column('region_id')
        .doUpdateSet({ calls_per_agent: callsPerAgent, updated_by: accountId, updated_at: new Date() }),
    )
    .execute();
  return before?.calls_per_agent;
}

/** How many evaluations each call has, and whether `evaluatorId` made one (the plans test reads it). */
export function evaluationCountsQuery(db: Db, callIds: readonly number[], evaluatorId: number) {
  return db
    .selectFrom('quality_evaluations')
    .select((eb) => [
      'call_record_id',
      eb.fn.countAll<number>().as('count'),
      eb.fn.max(eb.cast<number>(eb('evaluator_id', '=', evaluatorId), 'integer')).as('mine'),
    ])
    .where('call_record_id', 'in', [...callIds])
    .groupBy('call_record_id');
}

/** Per call: how many evaluations it has, and whether `evaluatorId` made one of them. */
export async function evaluationCounts(
  db: Db,
  callIds: readonly number[],
  evaluatorId: number,
): Promise<Map<number, { count: number; mine: boolean }>> {
  if (!callIds.length) return new Map();
  const rows = await evaluationCountsQuery(db, callIds, evaluatorId).execute();
  return new Map(rows.map((r) => [r.call_record_id, { count: Number(r.count), mine: Number(r.mine) === 1 }]));
}
