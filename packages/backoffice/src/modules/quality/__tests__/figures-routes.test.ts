/**
 * Quality figures (decision 1814): average scores per agent, team and product, week by week in the
 * region's zone, and the critical fails listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { accountId } from '../../../testing/order-fixtures.js';
import { peruForm } from './fixtures.js';

const FIGURES = '/module/quality/api/v1/figures';
const FAILS = '/module/quality/api/v1/critical-fails';

let t: TestBackoffice;
let manager: Record<string, string>;
const ids: Record<string, number> = {};
let products: { id: number; name: string }[] = [];

beforeAll(async () => {
  t = await buildTestBackoffice();
  manager = await t.auth('manager', { regionIds: ['pe-central'] });
  const form = await peruForm(t);
  const evaluator = await accountId(t.db, 'manager');
  for (const name of ['Ana', 'Beto']) {
    const row = await t.db
      .insertInto('accounts')
      .values({
        username: `qf-${name}`,
        password_hash: 'x',
        name,
        surname: 'Cifras',
        email: `qf-${name}@umbrella.example`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }
  for (const [name, members] of [
    ['Equipo Norte', ['Ana', 'Beto']],
    ['Equipo Sur', ['Beto']],
  ] as const) {
    const group = await t.db
      .insertInto('groups')
      .values({ name, region_id: 'pe-central', task_type: 'LEAD' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = group.id;
    for (const m of members)
      await t.db
        .insertInto('account_groups')
        .values({ account_id: ids[m] as number, group_id: group.id })
        .execute();
  }
  products = await t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('region_id', '=', 'pe-central')
    .orderBy('id')
    .limit(2)
    .execute();
  let call = 900_000;
  const evaluation = (agent: string, product: number, score: number, at: string, region = 'pe-central') => ({
    call_record_id: call++,
    form_version_id: form.versionId,
    evaluator_id: evaluator,
    agent_id: ids[agent] as number,
    region_id: region,
    product_id: products[product]?.id as number,
    answers: '[]',
    comments: '[]',
    score,
    critical_failed: score === 0,
    created_at: at,
  });
  await t.db
    .insertInto('quality_evaluations')
    .values([
      evaluation('Ana', 0, 80, '2026-11-03T15:00:00Z'),
      // Sunday 22:00 in Lima: still the week of 2 November there.
      evaluation('Ana', 0, 100, '2026-11-09T03:00:00Z'),
      evaluation('Ana', 0, 0, '2026-11-10T15:00:00Z'),
      evaluation('Beto', 0, 50, '2026-11-04T15:00:00Z'),
      evaluation('Beto', 1, 70, '2026-11-11T15:00:00Z'),
      // Outside: a later week, and another region.
      evaluation('Beto', 1, 10, '2026-11-17T15:00:00Z'),
      evaluation('Beto', 1, 20, '2026-11-05T15:00:00Z', 'cl-central'),
    ])
    .execute();
});
afterAll(() => t.close());

const week = (w: string, average: number, count: number) => ({ week: w, average, count });

describe('quality figures', () => {
  it('averages per agent, team and product, overall and per week of the region, with critical fails counted', async () => {
    const res = await t.app.inject({ url: `${FIGURES}?from=2026-11-04&to=2026-11-09`, headers: manager });
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json();
    expect(figures.from).toBe('2026-11-02');
    expect(figures.weeks).toEqual(['2026-11-02', '2026-11-09']);
    expect(figures.agents).toEqual([
      {
        id: ids.Ana,
        name: 'Ana Cifras',
        average: 60,
        count: 3,
        criticalFails: 1,
        weeks: [week('2026-11-02', 90, 2), week('2026-11-09', 0, 1)],
      },
      {
        id: ids.Beto,
        name: 'Beto Cifras',
        average: 60,
        count: 2,
        criticalFails: 0,
        weeks: [week('2026-11-02', 50, 1), week('2026-11-09', 70, 1)],
      },
    ]);
    // A member of two teams counts in both.
    expect(figures.teams).toEqual([
      expect.objectContaining({
        name: 'Equipo Norte',
        average: 60,
        count: 5,
        weeks: [week('2026-11-02', 76.7, 3), week('2026-11-09', 35, 2)],
      }),
      expect.objectContaining({ name: 'Equipo Sur', average: 60, count: 2 }),
    ]);
    const [first, second] = products;
    expect(figures.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first?.id, name: first?.name, average: 57.5, count: 4, criticalFails: 1 }),
        expect.objectContaining({ id: second?.id, average: 70, count: 1 }),
      ]),
    );
  });

  it('lists the critical fails newest first with the agent, product and evaluator', async () => {
    const res = await t.app.inject({ url: `${FAILS}?from=2026-11-02&to=2026-11-16`, headers: manager });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      totalSize: 1,
      content: [
        expect.objectContaining({
          agentId: ids.Ana,
          agentName: 'Ana Cifras',
          productName: products[0]?.name,
          score: 0,
          regionId: 'pe-central',
          createdAt: '2026-11-10T15:00:00.000Z',
          evaluatorName: expect.stringMatching(/\S/),
        }),
      ],
    });
  });

  it("shows another region's supervisor nothing, refuses an agent, and names a bad period's field", async () => {
    const chile = await t.auth('manager', { regionIds: ['cl-central'] });
    const theirs = (await t.app.inject({ url: `${FIGURES}?from=2026-11-02&to=2026-11-09`, headers: chile })).json();
    expect(theirs.agents.map((a: { name: string }) => a.name)).toEqual(['Beto Cifras']);
    expect(theirs.agents[0].average).toBe(20);
    const fails = await t.app.inject({
      url: `${FAILS}?from=2026-11-02&to=2026-11-16&regionId=pe-central`,
      headers: chile,
    });
    expect(fails.json().totalSize).toBe(0);
    expect((await t.app.inject({ url: FIGURES, headers: await t.auth('agent') })).statusCode).toBe(403);
    const reversed = await t.app.inject({ url: `${FIGURES}?from=2026-11-16&to=2026-11-02`, headers: manager });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toHaveProperty(['from']);
    const tooLong = await t.app.inject({ url: `${FIGURES}?from=2024-01-01&to=2026-11-02`, headers: manager });
    expect(tooLong.json().errors).toHaveProperty(['from']);
    const noDate = await t.app.inject({ url: `${FAILS}?to=2026-02-30`, headers: manager });
    expect(noDate.json().errors).toHaveProperty(['to']);
  });
});
