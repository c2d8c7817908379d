/**
 * The weekly evaluation queue (decision 1810): each agent's answered, recorded calls of a week,
 * sampled by a hash of the call and the week, N per agent (the region's setting, 3 by default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { EVALUATIONS, peruForm } from './fixtures.js';
import { byHash, sampleAgent, sampleCall } from './sample-fixtures.js';

const QUEUE = '/module/quality/api/v1/queue';
const SETTINGS = '/module/quality/api/v1/sample-settings';
const WEEK = '2026-11-02';

let t: TestBackoffice;
let manager: Record<string, string>;
let admin: Record<string, string>;
/** Agents' ids by name, and each agent's calls of the week that the sample may pick. */
const agents: Record<string, number> = {};
const eligible: Record<string, number[]> = {};
let excluded: number[] = [];

type Item = {
  callId: number;
  agentId: number;
  agentName: string;
  pick: number;
  evaluationCount: number;
  evaluatedByMe: boolean;
};

const queue = async (query: string, headers = manager) => {
  const res = await t.app.inject({ url: `${QUEUE}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    week: string;
    content: Item[];
    totalSize: number;
    agentCount: number;
    sampledCount: number;
    evaluatedCount: number;
  };
};
const picksOf = (items: Item[], name: string) => items.filter((i) => i.agentId === agents[name]).map((i) => i.callId);

beforeAll(async () => {
  t = await buildTestBackoffice();
  manager = await t.auth('manager');
  admin = await t.auth('admin');
  for (const [name, count] of [
    ['Ana', 7],
    ['Beto', 3],
    ['Ciro', 1],
  ] as const) {
    agents[name] = await sampleAgent(t, name);
    eligible[name] = [];
    // Monday to Sunday in Lima; the last one is Sunday 22:00 in Lima, already Monday in UTC.
    for (let i = 0; i < count; i++)
      eligible[name].push(await sampleCall(t, agents[name], `2026-11-0${2 + i}T15:00:00Z`));
  }
  eligible.Ana?.push(await sampleCall(t, agents.Ana as number, '2026-11-09T03:00:00Z'));
  excluded = [
    await sampleCall(t, agents.Ana as number, '2026-11-04T15:00:00Z', { billSec: 0 }),
    await sampleCall(t, agents.Ana as number, '2026-11-04T16:00:00Z', { recorded: false }),
    await sampleCall(t, agents.Beto as number, '2026-11-09T15:00:00Z'),
    await sampleCall(t, agents.Beto as number, '2026-11-02T04:00:00Z'),
  ];
});
afterAll(() => t.close());

describe('the weekly evaluation queue', () => {
  it('picks N answered, recorded calls of each agent in the week by a hash of call and week; fewer calls give all', async () => {
    const page = await queue(`week=${WEEK}&size=100`);
    expect(page.week).toBe(WEEK);
    expect(picksOf(page.content, 'Ana')).toEqual(byHash(eligible.Ana as number[], WEEK).slice(0, 3));
    expect(picksOf(page.content, 'Beto').sort()).toEqual([...(eligible.Beto as number[])].sort());
    expect(picksOf(page.content, 'Ciro')).toEqual(eligible.Ciro);
    for (const id of excluded) expect(page.content.map((i) => i.callId)).not.toContain(id);
    expect(page.content.find((i) => i.agentId === agents.Ana)?.agentName).toBe('Ana Muestra');

    // The same queue for any day of the week, any reader and any reload.
    const again = await queue(`week=2026-11-06&size=100`, await t.auth('admin'));
    expect(again.week).toBe(WEEK);
    expect(again.content.map((i) => i.callId)).toEqual(page.content.map((i) => i.callId));
  });

  it('pages the sample and tells which calls are evaluated; "open" leaves the evaluated out', async () => {
    const first = await queue(`week=${WEEK}&agentId=${agents.Ana}&size=2`);
    expect(first.totalSize).toBe(3);
    expect(first.content).toHaveLength(2);
    const second = await queue(`week=${WEEK}&agentId=${agents.Ana}&size=2&page=1`);
    expect(second.content).toHaveLength(1);
    const [picked] = first.content as [Item];

    const form = await peruForm(t);
    const submitted = await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: manager,
      payload: {
        callRecordId: picked.callId,
        formVersionId: form.versionId,
        answers: [
          { questionId: '1.1', value: 1 },
          { questionId: '1.2', value: 4 },
          { questionId: '2.1', value: 1 },
        ],
        comments: [],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);

    const all = await queue(`week=${WEEK}&agentId=${agents.Ana}`);
    expect(all.content.find((i) => i.callId === picked.callId)).toMatchObject({
      evaluationCount: 1,
      evaluatedByMe: true,
    });
    expect(all.evaluatedCount).toBe(1);
    const byAdmin = await queue(`week=${WEEK}&agentId=${agents.Ana}`, admin);
    expect(byAdmin.content.find((i) => i.callId === picked.callId)).toMatchObject({
      evaluationCount: 1,
      evaluatedByMe: false,
    });
    const open = await queue(`week=${WEEK}&agentId=${agents.Ana}&state=open`);
    expect(open.totalSize).toBe(2);
    expect(open.content.map((i) => i.callId)).not.toContain(picked.callId);
  });

  it('an administrator sets the size per region (audited); every agent with that many calls then gets that many', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: `${SETTINGS}/pe-central`,
      headers: admin,
      payload: { callsPerAgent: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ regionId: 'pe-central', callsPerAgent: 5, isDefault: false });
    const settings = await t.app.inject({ url: SETTINGS, headers: admin });
    expect(settings.json()).toContainEqual({ regionId: 'pe-central', callsPerAgent: 5, isDefault: false });
    expect(settings.json()).toContainEqual({ regionId: 'cl-central', callsPerAgent: 3, isDefault: true });

    const page = await queue(`week=${WEEK}&size=100`);
    const ana = picksOf(page.content, 'Ana');
    expect(ana).toEqual(byHash(eligible.Ana as number[], WEEK).slice(0, 5));
    // The three picked before stay picked: a larger sample only adds.
    expect(ana.slice(0, 3)).toEqual(byHash(eligible.Ana as number[], WEEK).slice(0, 3));
    expect(picksOf(page.content, 'Beto')).toHaveLength(3);
    expect(page.content.filter((i) => i.agentId === agents.Ana).map((i) => i.pick)).toEqual([1, 2, 3, 4, 5]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'region_ids', 'details'])
      .where('target_type', '=', 'region')
      .where('target_id', '=', 'pe-central')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'QUALITY_SAMPLE_SIZE_SET',
        region_ids: ['pe-central'],
        details: { callsPerAgent: 5, before: null },
      }),
    ]);
  });

  it("another region's supervisor sees none of these calls; agents and supervisors may not read or set what is not theirs", async () => {
    const chile = await t.auth('manager', { regionIds: ['cl-central'] });
    expect((await queue(`week=${WEEK}`, chile)).totalSize).toBe(0);
    expect((await queue(`week=${WEEK}&regionId=pe-central`, chile)).totalSize).toBe(0);
    expect((await t.app.inject({ url: `${QUEUE}?week=${WEEK}`, headers: await t.auth('agent') })).statusCode).toBe(403);
    const bySupervisor = await t.app.inject({
      method: 'PUT',
      url: `${SETTINGS}/pe-central`,
      headers: manager,
      payload: { callsPerAgent: 1 },
    });
    expect(bySupervisor.statusCode).toBe(403);
    const otherRegion = await t.app.inject({
      method: 'PUT',
      url: `${SETTINGS}/pe-central`,
      headers: await t.auth('admin', { regionIds: ['cl-central'] }),
      payload: { callsPerAgent: 1 },
    });
    expect(otherRegion.statusCode).toBe(403);
  });

  it('refuses a week that is no date and a size out of range, naming the field', async () => {
    const week = await t.app.inject({ url: `${QUEUE}?week=2026-02-30`, headers: manager });
    expect(week.statusCode).toBe(400);
    expect(week.json().errors).toHaveProperty(['week']);
    const size = await t.app.inject({
      method: 'PUT',
      url: `${SETTINGS}/pe-central`,
      headers: admin,
      payload: { callsPerAgent: 0 },
    });
    expect(size.statusCode).toBe(400);
    expect(JSON.stringify(size.json())).toContain('callsPerAgent');
  });
});
