/**
 * The quality lists are read through indexes (decisions 1810, 1814, 1828): over a year of seeded
 * calls (40 000, every one recorded, most answered) and 4 000 evaluations, drawing a week's sample
 * reads the partial index of answered, recorded calls, the stored sample reads its picks by key
 * (half a year of weeks drawn), the evaluation states of the sample read the call index, the figures read the covering index of evaluations by region and time, and the critical
 * fails their partial index — none scans its table whole. bench/quality times them at 1 000 000
 * calls and 100 000 evaluations.
 */
import { addDays, weekMonday } from '@umbrella/contract';
import { type Compilable, CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownTables } from '../../../db/owners.js';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { seedManyCalls } from '../../../testing/call-record-fixtures.js';
import { seedManyEvaluations } from '../../../testing/quality-fixtures.js';
import { criticalFailsQuery, scoreSumsQuery } from '../figures-repo.js';
import { drawQuery, sampleReads, storedPicksQuery } from '../sample-picks-repo.js';
import { evaluationCountsQuery } from '../sample-repo.js';
import { createSampleService, sampleRanges } from '../sample-service.js';

let t: TestBackoffice;
let regionIds: string[];
const week = weekMonday(addDays(new Date().toISOString().slice(0, 10), -14));

beforeAll(async () => {
  t = await buildTestBackoffice();
  await seedManyCalls(t.db, 40_000);
  await seedManyEvaluations(t.db, 4_000);
  regionIds = (await t.db.selectFrom('regions').select('id').orderBy('id').execute()).map((r) => r.id);
  const caller = { accountId: 1, regionIds, email: 'plans@umbrella.example', requestId: 'plans' };
  // Half a year of weeks opened, so the picks of one week are a small part of the table.
  const samples = createSampleService({ db: t.db });
  for (let back = 0; back < 26; back++) {
    await samples.queue(caller, { week: addDays(week, -7 * back), page: 0, size: 20 });
  }
  await sql`analyze`.execute(t.db);
}, 300_000);
afterAll(() => t.close());

const quality = () => ownTables(t.db, 'quality');
/** The plan of any statement, an insert … select too (Kysely's explain() of an insert answers no rows). */
const planOf = async (query: Compilable) => {
  const { sql: text, parameters } = query.compile();
  const { rows } = await t.db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain ${text}`, [...parameters]),
  );
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
};

/** Every region's period of `weeks` weeks ending with the sample's week. */
const periods = (weeks: number) =>
  sampleRanges(week, new Map(), regionIds).map((r) => ({
    regionId: r.regionId,
    from: new Date(r.from.getTime() - (weeks - 1) * 7 * 86_400_000),
    to: r.to,
  }));

describe('quality lists: index plans', () => {
  it("drawing the week's sample reads the answered, recorded calls' index", async () => {
    const draw = drawQuery(quality(), sampleReads(t.db), week, sampleRanges(week, new Map(), regionIds), new Date());
    const plan = await planOf(draw);
    expect(plan).toMatch(/call_records_recorded_answered/);
    expect(plan).not.toMatch(/Seq Scan on call_records/);
  });

  it('the stored sample reads its picks by key, and no call record', async () => {
    const plan = await planOf(storedPicksQuery(quality(), sampleReads(t.db), week, regionIds));
    expect(plan).toMatch(/Index (Only )?Scan on quality_sample_picks_(pkey|call)/);
    expect(plan).not.toMatch(/call_records|Seq Scan on quality_sample_picks/);
  });

  it("the sample's evaluation states read the evaluations by call", async () => {
    const ids = (await storedPicksQuery(quality(), sampleReads(t.db), week, regionIds).execute()).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    const plan = await planOf(evaluationCountsQuery(ownTables(t.db, 'quality'), ids, 1));
    expect(plan).toMatch(/Index Cond: \(call_record_id = ANY/);
    expect(plan).not.toMatch(/Seq Scan on quality_evaluations/);
  });

  it('the figures of 8 weeks read the evaluations by region and time', async () => {
    const plan = await planOf(scoreSumsQuery(ownTables(t.db, 'quality'), periods(8)));
    expect(plan).toMatch(/Index (Only )?Scan.* on quality_evaluations_(figures|region)/);
    expect(plan).not.toMatch(/Seq Scan on quality_evaluations/);
  });

  it("the critical fails' page reads their partial index", async () => {
    const plan = await planOf(criticalFailsQuery(ownTables(t.db, 'quality'), periods(8)).limit(20));
    expect(plan).toMatch(/quality_evaluations_critical/);
    expect(plan).not.toMatch(/Seq Scan on quality_evaluations/);
  });
});
