/**
 * The round trips an agent's outcome costs the database, as the floor sends it (No answer, with an
 * Idempotency-Key): the commonest write of a floor. Counted through the database handle's query
 * hook, so a write that goes back to its own statement shows here, with the SQL to read.
 */
import { randomUUID } from 'node:crypto';
import { LEAD_OUTCOMES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../../testing/build.js';
import { accountId, claimLeadTask, createLead } from '../../../../testing/order-fixtures.js';

let t: TestBackoffice;
let headers: Record<string, string>;
let recording: string[] | undefined;

beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (sql) => recording?.push(sql) });
  headers = await t.auth('agent', { features: [] });
});
afterAll(() => t.close());

describe('an outcome', () => {
  it('closes the task, schedules the next try and moves the lead in one write: 3 statements in its transaction, 7 in all', async () => {
    const agentId = await accountId(t.db, 'agent');
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51911222444' });
    const taskId = await claimLeadTask(t.db, leadId, 'agent');
    const body = {
      leadId,
      status: LEAD_OUTCOMES.NO_ANSWER.status,
      callAt: null,
      comment: null,
      callDuration: 0,
      dialDuration: 20,
    };
    const keyed = { ...headers, 'idempotency-key': randomUUID() };

    // the account's blocked flag is kept until a notice (decision 1835): read once before, as on a floor
    await t.app.inject({ method: 'GET', url: '/module/tasks/api/v1/tasks/current', headers });
    recording = [];
    const response = await t.app.inject({
      method: 'POST',
      url: '/module/leads/leads/change-status',
      payload: body,
      headers: keyed,
    });
    const statements = recording;
    recording = undefined;

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      id: leadId,
      status: 1,
      status_name: 'NO_ANSWER',
      followUpTaskId: expect.any(Number),
    });
    const tasks = await t.db.selectFrom('tasks').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
    expect(tasks.map((task) => [task.id, task.status, task.account_id])).toEqual([
      [taskId, 'closed', agentId],
      [answer.followUpTaskId, 'open', agentId],
    ]);
    expect(new Date(answer.call_from).getTime()).toBe(new Date(tasks[1]?.due_at ?? 0).getTime());
    const [execution] = await t.db.selectFrom('task_executions').selectAll().where('task_id', '=', taskId).execute();
    expect(execution).toMatchObject({ action: 'STATUS_CHANGED', account_id: agentId });
    const lead = await t.db
      .selectFrom('leads')
      .select(['status', 'attempts', 'holder_account_id'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: 1, attempts: 1, holder_account_id: agentId });

    const detail = statements.join('\n');
    const begin = statements.indexOf('begin');
    const commit = statements.indexOf('commit');
    // the lead, the task lock and one write (sent as five, they made 7 here and 11 in all)
    expect(commit - begin - 1, detail).toBe(3);
    // with the Idempotency-Key's claim before and its answer after
    expect(statements, detail).toHaveLength(7);

    // a retry is answered with the first answer, and applied once
    const retry = await t.app.inject({
      method: 'POST',
      url: '/module/leads/leads/change-status',
      payload: body,
      headers: keyed,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(answer);
    expect(await t.db.selectFrom('tasks').select('id').where('lead_id', '=', leadId).execute()).toHaveLength(2);
  });
});
