/**
 * Which approvals the leaderboard counts (decision 1880): the agent's own approving close of a task
 * the period counts, at or after that close — not an earlier close of the same task, not another
 * agent's, not an approval of a task outside the period or the caller's regions — and a lead once
 * however often it was approved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, createLead } from '../../testing/order-fixtures.js';

const DAY = 86_400_000;
const API = '/module/profile/api/v1/statistics';
let t: TestBackoffice;
let agentId: number;

/** The queued task of a new lead, closed by the agent at `closedAt`; the task's id. */
async function closedTask(regionId: string, sku: string, phone: string, closedAt: Date): Promise<number> {
  const leadId = await createLead(t.db, { regionId, sku, phone });
  const task = await t.db
    .updateTable('tasks')
    .set({ status: 'closed', account_id: agentId, closed_at: closedAt })
    .where('lead_id', '=', leadId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}

/** A second LEAD task on the same lead as `taskId`, closed by the agent at `closedAt`. */
async function againOnSameLead(taskId: number, closedAt: Date): Promise<number> {
  const first = await t.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  const task = await t.db
    .insertInto('tasks')
    .values({
      type: 'LEAD',
      lead_id: first.lead_id,
      region_id: first.region_id,
      product_id: first.product_id,
      account_id: agentId,
      status: 'closed',
      due_at: closedAt,
      claimed_at: closedAt,
      closed_at: closedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}

async function approval(taskId: number, byAccount: number, at: Date) {
  await t.db
    .insertInto('task_executions')
    .values({
      task_id: taskId,
      account_id: byAccount,
      action: 'CLOSED',
      details: JSON.stringify({ outcome: 'ORDER_APPROVED' }),
      created_at: at,
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestBackoffice();
  agentId = await accountId(t.db, 'agent');
  const other = await accountId(t.db, 'agent2');
  const now = Date.now();
  const dayAgo = new Date(now - DAY);
  // Approved by the agent when closing it.
  const approved = await closedTask('pe-central', 'PE-COLAGENO', '+51911000001', dayAgo);
  await approval(approved, agentId, dayAgo);
  // Approved at an earlier close, then closed again a day ago without approving.
  const reclosed = await closedTask('pe-central', 'PE-COLAGENO', '+51911000002', dayAgo);
  await approval(reclosed, agentId, new Date(now - 3 * DAY));
  // Approved by someone else.
  const byOther = await closedTask('pe-central', 'PE-COLAGENO', '+51911000003', dayAgo);
  await approval(byOther, other, dayAgo);
  // One lead approved on two tasks, one of them with two approving executions.
  const twice = await closedTask('pe-central', 'PE-COLAGENO', '+51911000004', new Date(now - 2 * DAY));
  await approval(twice, agentId, new Date(now - 2 * DAY));
  await approval(twice, agentId, new Date(now - 2 * DAY + 1000));
  const again = await againOnSameLead(twice, dayAgo);
  await approval(again, agentId, dayAgo);
  // Closed ten days ago (before the week), its approval recorded within the week.
  const older = await closedTask('pe-central', 'PE-COLAGENO', '+51911000005', new Date(now - 10 * DAY));
  await approval(older, agentId, new Date(now - 2 * DAY));
  // Another region's task, approved within the week.
  const chile = await closedTask('cl-central', 'CL-COLAGENO', '+56911000006', dayAgo);
  await approval(chile, agentId, dayAgo);
});
afterAll(() => t.close());

describe('the leaderboard’s approved leads', () => {
  it('PROFILE-25 counts the agent’s own approving closes of the period’s tasks, each lead once', async () => {
    const res = await t.app.inject({
      url: `${API}/leaderboard?period=WEEK`,
      headers: await t.auth('manager', { regionIds: ['pe-central'] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().rows.find((r: { accountId: number }) => r.accountId === agentId);
    expect(row.figures).toMatchObject({ leadsWorked: 4, leadsApproved: 2, approveRate: 0.5 });
    // The agent's own figures are the same counts.
    const own = await t.app.inject({
      url: `${API}/agents/${agentId}?period=WEEK`,
      headers: await t.auth('manager', { regionIds: ['pe-central'] }),
    });
    expect(own.json().figures).toEqual(row.figures);
  });
});
