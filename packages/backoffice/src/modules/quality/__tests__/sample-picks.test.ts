/**
 * The weekly sample is stored when a week is first opened (decision 1828): two supervisors opening
 * it at once get the same picks, drawn once; in a week still taking calls a later call never
 * replaces a pick, and an agent below N is topped up once the last draw is a minute old; an
 * administrator lowering N keeps the picks drawn, raising it tops them up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { createSampleService } from '../sample-service.js';
import { byHash, sampleAgent, sampleCall } from './sample-fixtures.js';

/** Monday of a week in progress: the clock below is its Wednesday. */
const WEEK = '2026-11-16';
const caller = (accountId: number) => ({
  accountId,
  regionIds: ['pe-central'],
  email: 'qs@umbrella.example',
  requestId: 'sample-picks',
});

let t: TestBackoffice;
let clock = new Date('2026-11-18T12:00:00Z');
let samples: ReturnType<typeof createSampleService>;
let ana: number;
let beto: number;
const anaCalls: number[] = [];
let firstPicks: number[] = [];

const picksOf = async (agentId: number, reader = 1) =>
  (await samples.queue(caller(reader), { week: WEEK, agentId, page: 0, size: 100 })).content.map((i) => i.callId);
const storedRows = (agentId: number) =>
  t.db.selectFrom('quality_sample_picks').select(['call_record_id', 'pick']).where('agent_id', '=', agentId).execute();

beforeAll(async () => {
  t = await buildTestBackoffice();
  samples = createSampleService({ db: t.db, now: () => clock });
  ana = await sampleAgent(t, 'Ana');
  beto = await sampleAgent(t, 'Beto');
  for (let day = 16; day <= 18; day++) {
    anaCalls.push(await sampleCall(t, ana, `2026-11-${day}T14:00:00Z`));
    anaCalls.push(await sampleCall(t, ana, `2026-11-${day}T16:00:00Z`));
  }
  await sampleCall(t, beto, '2026-11-17T15:00:00Z');
});
afterAll(() => t.close());

describe('the stored weekly sample', () => {
  it('two supervisors opening the week at once get the same picks, drawn once', async () => {
    const [first, second] = await Promise.all([
      samples.queue(caller(1), { week: WEEK, page: 0, size: 100 }),
      samples.queue(caller(2), { week: WEEK, page: 0, size: 100 }),
    ]);
    expect(second.content.map((i) => i.callId)).toEqual(first.content.map((i) => i.callId));
    firstPicks = first.content.filter((i) => i.agentId === ana).map((i) => i.callId);
    expect(firstPicks).toEqual(byHash(anaCalls, WEEK).slice(0, 3));
    expect(await storedRows(ana)).toHaveLength(3);
    expect(await storedRows(beto)).toHaveLength(1);
  });

  it('a later call of the week never replaces a pick; an agent below N is topped up a minute after the last draw', async () => {
    // A call that sorts before Ana's third pick would have pushed it out of a sample drawn afresh.
    const third = firstPicks[2] as number;
    let later: number;
    do {
      later = await sampleCall(t, ana, '2026-11-18T17:00:00Z');
      anaCalls.push(later);
    } while (byHash(anaCalls, WEEK).indexOf(later) > byHash(anaCalls, WEEK).indexOf(third));
    const betoLater = [
      await sampleCall(t, beto, '2026-11-18T17:30:00Z'),
      await sampleCall(t, beto, '2026-11-18T18:00:00Z'),
    ];
    const betoFirst = await picksOf(beto);

    clock = new Date('2026-11-18T12:00:30Z');
    expect(await picksOf(beto)).toEqual(betoFirst);

    clock = new Date('2026-11-18T12:01:01Z');
    expect(await picksOf(ana)).toEqual(firstPicks);
    const topped = await picksOf(beto);
    expect(topped).toHaveLength(3);
    expect(topped[0]).toEqual(betoFirst[0]);
    expect([...topped.slice(1)].sort()).toEqual([...betoLater].sort());
  });

  it('lowering N keeps the picks already drawn; raising it tops them up', async () => {
    const admin = caller(1);
    await samples.setSize(admin, 'pe-central', 1);
    clock = new Date('2026-11-18T12:05:00Z');
    expect(await picksOf(ana)).toEqual(firstPicks);

    await samples.setSize(admin, 'pe-central', 4);
    const raised = await picksOf(ana);
    expect(raised.slice(0, 3)).toEqual(firstPicks);
    const unpicked = byHash(anaCalls, WEEK).filter((id) => !firstPicks.includes(id));
    expect(raised[3]).toBe(unpicked[0]);
    expect((await storedRows(ana)).map((r) => r.pick).sort()).toEqual([1, 2, 3, 4]);
  });
});
