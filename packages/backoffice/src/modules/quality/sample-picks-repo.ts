/**
 * The weekly sample's stored picks (decisions 1810, 1828): drawing a region's week — each agent's
 * answered, recorded calls ordered by a hash of call and week, the first N — once, then only
 * adding picks for agents below N, never replacing one; and reading the stored picks with what
 * the queue lists of each call. The calls, agents and products are the telephony, accounts and
 * catalog modules' subqueries (decision 1823), bound once to the application's handle. A pick keeps
 * its call's product, time and length, so the queue reads no call record.
 */
import { type Kysely, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { accountNames } from '../accounts/index.js';
import { catalogProducts } from '../catalog/index.js';
import { recordedAnsweredCalls } from '../telephony/index.js';

type Db = ModuleDb<'quality'>;

/** The other modules' rows the draw and the queue join, bound once to the application's handle. */
export function sampleReads(app: Kysely<Database>) {
  return {
    recorded: recordedAnsweredCalls(app),
    accounts: accountNames(app),
    products: catalogProducts(app),
  };
}
export type SampleReads = ReturnType<typeof sampleReads>;

/** One region's week (in its own zone) and how many calls per agent it samples. */
export type SampleRange = { regionId: string; from: Date; to: Date; perAgent: number };

export type SampleWeek = { regionId: string; callsPerAgent: number; drawnAt: Date };

/** The weeks of these regions drawn so far; `lock` holds them until the transaction ends. */
export async function drawnWeeks(db: Db, week: string, regionIds: readonly string[], lock = false) {
  let query = db
    .selectFrom('quality_sample_weeks')
    .select(['region_id', 'calls_per_agent', 'drawn_at'])
    .where('week', '=', week)
    .where('region_id', 'in', [...regionIds])
    .orderBy('region_id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(
    rows.map((r): [string, SampleWeek] => [
      r.region_id,
      { regionId: r.region_id, callsPerAgent: r.calls_per_agent, drawnAt: new Date(r.drawn_at) },
    ]),
  );
}

/**
 * Makes sure each region's week has its row, then locks them (in region order, so two drawers of
 * overlapping regions never wait on each other in a circle): a second supervisor opening the week
 * at the same moment waits here, then finds it drawn.
 */
export async function lockWeeks(db: Db, week: string, regionIds: readonly string[]) {
  await db
    .insertInto('quality_sample_weeks')
    .values(
      [...regionIds].sort().map((regionId) => ({
        region_id: regionId,
        week,
        calls_per_agent: 0,
        drawn_at: new Date(0),
      })),
    )
    .onConflict((oc) => oc.columns(['region_id', 'week']).doNothing())
    .execute();
  return drawnWeeks(db, week, regionIds, true);
}

/**
 * Adds picks to the week for every agent of `ranges` with fewer than the range's N: their calls
 * not picked yet, by the hash of call and week, numbered after the agent's existing picks (the
 * plans test reads it). Only the agents below N are hashed.
 */
export function drawQuery(db: Db, reads: SampleReads, week: string, ranges: readonly SampleRange[], drawnAt: Date) {
  const quota = sql<number>`case c.region_id ${sql.join(
    ranges.map((r) => sql`when ${r.regionId} then ${r.perAgent}::int`),
    sql` `,
  )} end`;
  const inWeek = sql.join(
    ranges.map((r) => sql`(c.region_id = ${r.regionId} and c.call_date >= ${r.from} and c.call_date < ${r.to})`),
    sql` or `,
  );
  const regionIds = ranges.map((r) => r.regionId);
  const held = db
    .selectFrom('quality_sample_picks')
    .select(['region_id', 'agent_id', (eb) => eb.fn.countAll<number>().as('held')])
    .where('week', '=', week)
    .where('region_id', 'in', regionIds)
    .groupBy(['region_id', 'agent_id']);
  const picked = db
    .selectFrom('quality_sample_picks')
    .select('call_record_id')
    .where('week', '=', week)
    .where('region_id', 'in', regionIds);
  const columns = [
    'region_id',
    'week',
    'agent_id',
    'pick',
    'call_record_id',
    'product_id',
    'call_date',
    'bill_sec',
    'drawn_at',
  ] as const;
  return db
    .insertInto('quality_sample_picks')
    .columns(columns)
    .expression(
      sql`select d.region_id, ${week}::date, d.account_id, d.pick, d.id, d.product_id, d.call_date, d.bill_sec,
        ${drawnAt}::timestamptz
      from (
        select c.id, c.region_id, c.account_id, c.product_id, c.call_date, c.bill_sec, ${quota} as quota,
          coalesce(h.held, 0) + row_number() over (
            partition by c.region_id, c.account_id order by md5(c.id::text || ${week}), c.id
          ) as pick
        from ${reads.recorded} c
        left join ${held} h on h.region_id = c.region_id and h.agent_id = c.account_id
        where (${inWeek})
          and coalesce(h.held, 0) < ${quota}
          and c.id not in ${picked}
      ) d
      where d.pick <= d.quota`,
    );
}

/** Draws (or tops up) the weeks of `ranges` and records when and with which N. */
export async function drawWeeks(
  db: Db,
  reads: SampleReads,
  week: string,
  ranges: readonly SampleRange[],
  drawnAt: Date,
) {
  await drawQuery(db, reads, week, ranges, drawnAt).execute();
  for (const range of ranges) {
    await db
      .updateTable('quality_sample_weeks')
      .set({ calls_per_agent: range.perAgent, drawn_at: drawnAt })
      .where('region_id', '=', range.regionId)
      .where('week', '=', week)
      .execute();
  }
}

/** The stored picks of these regions' week with what the queue lists (the plans test reads it). */
export function storedPicksQuery(
  db: Db,
  reads: SampleReads,
  week: string,
  regionIds: readonly string[],
  agentId?: number,
) {
  let query = db
    .selectFrom('quality_sample_picks as s')
    .innerJoin(reads.accounts.as('a'), 'a.id', 's.agent_id')
    .innerJoin(reads.products.as('p'), 'p.id', 's.product_id')
    .select([
      's.call_record_id as id',
      's.region_id',
      's.agent_id',
      'a.name',
      'a.surname',
      's.product_id',
      'p.name as product_name',
      's.call_date',
      's.bill_sec',
      's.pick',
    ])
    .where('s.week', '=', week)
    .where('s.region_id', 'in', [...regionIds]);
  if (agentId !== undefined) query = query.where('s.agent_id', '=', agentId);
  return query.orderBy('a.name').orderBy('a.surname').orderBy('s.agent_id').orderBy('s.region_id').orderBy('s.pick');
}

export type SampledCall = {
  id: number;
  regionId: string;
  agentId: number;
  agentName: string;
  productId: number;
  productName: string;
  callDate: Date;
  billSec: number;
  /** 1 for the agent's first pick of the week, 2 for the next… */
  pick: number;
};

export async function storedPicks(
  db: Db,
  reads: SampleReads,
  week: string,
  regionIds: readonly string[],
  agentId?: number,
): Promise<SampledCall[]> {
  if (!regionIds.length) return [];
  const rows = await storedPicksQuery(db, reads, week, regionIds, agentId).execute();
  return rows.map((r) => ({
    id: r.id,
    regionId: r.region_id,
    agentId: r.agent_id,
    agentName: [r.name, r.surname].filter(Boolean).join(' '),
    productId: r.product_id,
    productName: r.product_name,
    callDate: new Date(r.call_date),
    billSec: r.bill_sec,
    pick: r.pick,
  }));
}
