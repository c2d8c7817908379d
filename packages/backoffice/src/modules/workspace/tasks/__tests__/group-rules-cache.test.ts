/**
 * An agent's group rules cost a statement only when they are not known (decision 1866): its next
 * tasks reuse them, and a change of its groups — made here by an administrator or announced by
 * another back-office on the same database — is obeyed by the very next next-task.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceStale } from '../../../../platform/stale-answers.js';
import { buildTestBackoffice, type TestBackoffice } from '../../../../testing/build.js';
import { accountId, createLead } from '../../../../testing/order-fixtures.js';

let t: TestBackoffice;
let recording: string[] | undefined;
let agentId: number;
let groupIds: number[];
const A = '/module/account/api/v1';

beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (statement) => recording?.push(statement) });
  // Only this file's leads are in the queue.
  await t.db.updateTable('tasks').set({ status: 'closed' }).where('status', '=', 'open').execute();
  agentId = await accountId(t.db, 'agent');
  groupIds = (
    await t.db.selectFrom('account_groups').select('group_id').where('account_id', '=', agentId).execute()
  ).map((row) => row.group_id);
  expect((await call('POST', '/module/shifts/api/v1/shifts/start', 'agent')).statusCode).toBe(200);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, username: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: await t.auth(username) });
}
/** The accounts module's read of an agent's group rules (groups.ts). */
const rulesReads = () => (recording ?? []).filter((s) => s.includes('from "account_groups" as "ag"')).length;
const next = async () => {
  const response = await call('POST', '/module/tasks/api/v1/tasks/next', 'agent');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().task as { leadId?: number; lead?: { id: number } } | null;
};
const leadOf = (task: Awaited<ReturnType<typeof next>>) => task?.leadId ?? task?.lead?.id;

/** A Colágeno lead through its offer's webmaster, as the seeded sales groups' rules expect. */
async function salesLead(): Promise<number> {
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  const offer = await t.db
    .selectFrom('offers')
    .select('webmaster_id')
    .where('id', '=', 'PE-COLAGENO-LMX')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('leads').set({ webmaster_id: offer.webmaster_id }).where('id', '=', leadId).execute();
  await t.db.updateTable('tasks').set({ webmaster_id: offer.webmaster_id }).where('lead_id', '=', leadId).execute();
  return leadId;
}

/** The agent puts its held task down, so that its next next-task asks the queue again. */
async function putDown(): Promise<void> {
  await t.db
    .updateTable('tasks')
    .set({ status: 'closed' })
    .where('account_id', '=', agentId)
    .where('status', '=', 'claimed')
    .execute();
}

describe('an agent’s group rules in the task queue (decision 1866)', () => {
  it('are read once across its next tasks, not once a next task, even many seconds apart', async () => {
    recording = [];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 4; i++) {
        expect(await next()).toBeNull();
        vi.setSystemTime(Date.now() + 12_000); // longer than the 10 s they were kept before
      }
    } finally {
      vi.useRealTimers();
    }
    expect(rulesReads()).toBe(1);
  });

  it('TASK-08 AGENT-18 AGENT-22 an administrator’s change of the agent’s groups is obeyed by its very next next-task', async () => {
    const leadId = await salesLead();
    expect(groupIds.length).toBeGreaterThan(0);
    const removed = await call('POST', `${A}/accounts/remove-from-groups`, 'admin', {
      accountIds: [agentId],
      groupIds,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await next()).toBeNull();

    const added = await call('POST', `${A}/accounts/${agentId}/groups`, 'admin', { groupIds });
    expect(added.statusCode, added.body).toBe(204);
    expect(leadOf(await next())).toBe(leadId);
    await putDown();
  });

  it('GROUP-23 a change of a group’s products is obeyed by its members’ very next next-task', async () => {
    const leadId = await salesLead();
    const lead = await t.db.selectFrom('leads').select('product_id').where('id', '=', leadId).executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('products')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .where('id', '<>', lead.product_id)
      .executeTakeFirstOrThrow();
    // The agent's groups that could give it this lead: those of its region.
    const peru = (
      await t.db
        .selectFrom('groups')
        .select('id')
        .where('id', 'in', groupIds)
        .where('region_id', '=', 'pe-central')
        .execute()
    ).map((g) => g.id);
    const products = await t.db
      .selectFrom('group_products')
      .select(['group_id', 'product_id', 'script_id'])
      .where('group_id', 'in', peru)
      .execute();
    const setProducts = async (groupId: number, body: { productId: number; scriptId: number | null }[]) => {
      const set = await call('PUT', `${A}/groups/${groupId}/products`, 'admin', { products: body });
      expect(set.statusCode, set.body).toBe(204);
    };
    // Every group of the agent sells another product only: nothing for it in the queue.
    for (const id of peru) await setProducts(id, [{ productId: other.id, scriptId: null }]);
    expect(await next()).toBeNull();

    for (const id of peru) {
      const own = products.filter((p) => p.group_id === id);
      await setProducts(
        id,
        own.map((p) => ({ productId: p.product_id, scriptId: p.script_id })),
      );
    }
    expect(leadOf(await next())).toBe(leadId);
    await putDown();
  });

  it('a group’s dialing change, and another back-office’s announced change, make the next next-task read them again', async () => {
    await next();
    recording = [];
    await next();
    expect(rulesReads()).toBe(0);

    const [groupId] = groupIds;
    const dialing = await call('PUT', `${A}/groups/${groupId}/dialing`, 'admin', {
      mode: 'progressive',
      previewSeconds: 7,
    });
    expect(dialing.statusCode, dialing.body).toBe(204);
    recording = [];
    await next();
    expect(rulesReads()).toBe(1);

    // Another instance's change: its write and its notice, nothing through this process's routes.
    await t.db.transaction().execute(async (trx) => {
      await announceStale(trx, 'group-rules', [agentId]);
    });
    await expect
      .poll(
        async () => {
          recording = [];
          await next();
          return rulesReads();
        },
        { timeout: 2_000, interval: 20 },
      )
      .toBe(1);
  });
});
