/**
 * The race: 200 agents ask for work at the same instant over 100 leads. Every lead must end up
 * held by exactly one agent, no agent may hold two, and no lead may be left behind. Runs on the
 * engine the suite runs on (PGlite here, PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../db/database.js';
import type { Caller } from '../../../../platform/caller.js';
import { DEFAULT_SHIFT_SETTINGS } from '../../shifts/settings.js';
import { createWorkspace } from '../../workspace.js';
import { type Fixture, workspaceFixture } from './fixture.js';

const AGENTS = 200;
const LEADS = 100;

describe(`race: ${AGENTS} agents, ${LEADS} leads`, () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await workspaceFixture();
  });
  afterAll(async () => f.close());

  /** A queue of its own with `AGENTS` agents on shift and `LEADS` due leads. */
  async function arena() {
    const q = await f.queue();
    const stamp = Date.now().toString(36);
    const accounts = await f.db
      .insertInto('accounts')
      .values(
        Array.from({ length: AGENTS }, (_, i) => ({
          username: `race-${stamp}-${i}`,
          password_hash: 'x',
          name: 'Race',
          surname: String(i),
          email: `race-${stamp}-${i}@test.example`,
        })),
      )
      .returning('id')
      .execute();
    const ids = accounts.map((a) => a.id);
    await f.db
      .insertInto('account_regions')
      .values(ids.map((account_id) => ({ account_id, region_id: q.regionId })))
      .execute();
    await f.db
      .insertInto('account_groups')
      .values(ids.map((account_id) => ({ account_id, group_id: q.groupId })))
      .execute();
    const now = f.clock.now();
    await f.db
      .insertInto('shifts')
      .values(ids.map((account_id) => ({ account_id, started_at: now, ends_at: new Date(now.getTime() + 3_600_000) })))
      .execute();
    const callers: Caller[] = ids.map((accountId) => ({
      accountId,
      permissions: ['task:current'],
      features: [],
      regionIds: [q.regionId],
      position: 'Agent',
      productsIds: [q.productId],
      email: '',
      expiresAt: 0,
    }));
    const leadIds = await f.leads(q, LEADS);
    return { q, callers, leadIds };
  }

  /** Polls like the web does until it holds a task or the queue has nothing left for anyone. */
  async function work(next: () => Promise<{ id: number } | null>, queueLeadIds: number[]): Promise<number | null> {
    for (let round = 0; round < 50; round++) {
      const task = await next();
      if (task) return task.id;
      const open = await f.db
        .selectFrom('tasks')
        .select('id')
        .where('lead_id', 'in', queueLeadIds)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (!open) return null;
    }
    throw new Error('an agent kept getting nothing while work was open');
  }

  async function assertEveryLeadHeldOnce(callers: Caller[], leadIds: number[], answers: (number | null)[]) {
    const claimed = await f.db
      .selectFrom('tasks')
      .select(['id', 'lead_id', 'account_id'])
      .where('lead_id', 'in', leadIds)
      .where('status', '=', 'claimed')
      .execute();
    const accountIds = new Set(callers.map((c) => c.accountId));
    expect(claimed).toHaveLength(LEADS);
    expect(new Set(claimed.map((t) => t.lead_id)).size).toBe(LEADS);
    expect(new Set(claimed.map((t) => t.account_id)).size).toBe(LEADS);
    expect(claimed.every((t) => t.account_id !== null && accountIds.has(t.account_id))).toBe(true);
    const open = await f.db
      .selectFrom('tasks')
      .select('id')
      .where('lead_id', 'in', leadIds)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    // What each agent was told matches the table: the answered task ids are the claimed ones, once each.
    const answered = answers.filter((a): a is number => a !== null);
    expect(answered.sort((a, b) => a - b)).toEqual(claimed.map((t) => t.id).sort((a, b) => a - b));
    const holders = await f.db
      .selectFrom('leads')
      .select(['id', 'holder_account_id'])
      .where('id', 'in', leadIds)
      .execute();
    const byLead = new Map(claimed.map((t) => [t.lead_id, t.account_id]));
    expect(holders.every((l) => l.holder_account_id === byLead.get(l.id))).toBe(true);
  }

  it(`every lead is held by exactly one of ${AGENTS} agents calling next at once (batched claims), none lost`, async () => {
    const { callers, leadIds } = await arena();
    const answers = await Promise.all(callers.map((c) => work(() => f.tasks.next(c), leadIds)));
    await assertEveryLeadHeldOnce(callers, leadIds, answers);
  });

  it('mixed: half claim a random lead by id first, everyone then takes next; still one holder per lead', async () => {
    const { callers, leadIds } = await arena();
    const answers = await Promise.all(
      callers.map(async (c, i) => {
        if (i % 2 === 0) {
          const leadId = leadIds[Math.floor(Math.random() * leadIds.length)] ?? 0;
          const claim = await f.workspace.leads.claimById(c, leadId);
          if ('id' in claim) return (await f.tasks.current(c))?.id ?? null;
        }
        return work(() => f.tasks.next(c), leadIds);
      }),
    );
    await assertEveryLeadHeldOnce(callers, leadIds, answers);
  });

  it('unbatched: one statement per agent on many connections at once; the locks alone keep one holder per lead', async () => {
    const { callers, leadIds } = await arena();
    const wide =
      f.engine === 'postgres' && process.env.TEST_DATABASE_URL
        ? await openDatabase({ databaseUrl: await currentDatabaseUrl(), poolSize: 50 })
        : undefined;
    try {
      const workspace = createWorkspace(wide?.db ?? f.db, {
        clock: f.clock,
        shift: DEFAULT_SHIFT_SETTINGS,
        queue: { maxBatch: 1, maxInFlight: AGENTS, perKeyInFlight: AGENTS },
      });
      const answers = await Promise.all(callers.map((c) => work(() => workspace.tasks.next(c), leadIds)));
      await assertEveryLeadHeldOnce(callers, leadIds, answers);
    } finally {
      await wide?.close();
    }
  });

  /** The URL of this test file's own PostgreSQL database. */
  async function currentDatabaseUrl(): Promise<string> {
    const { rows } = await (await import('kysely')).sql<{ name: string }>`select current_database() as name`.execute(
      f.db,
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    return url.toString();
  }
});
