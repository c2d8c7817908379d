/**
 * The statements each agent operation of the floor (bench/floor) sends, counted through the
 * database handle's query hook as the floor sends them: start shift, next task, an outcome (No
 * answer) and an order with its confirmation SMS, each with the account's blocked flag already
 * known (decision 1835) as on a floor. The order's count includes the message's delivery right
 * after it, which the floor pays too. Ceilings: fewer is welcome, more is a regression to read.
 */
import { randomUUID } from 'node:crypto';
import { LEAD_OUTCOMES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { createLead, floorOrderBody } from '../../../testing/order-fixtures.js';

let t: TestBackoffice;
let headers: Record<string, string>;
let recording: string[] | undefined;

beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (sql) => recording?.push(sql) });
  // Only this file's leads are in the queue.
  await t.db.updateTable('tasks').set({ status: 'closed' }).where('status', '=', 'open').execute();
  headers = await t.auth('agent', { features: [] });
  // The blocked flag is kept until a notice: read once here, as a floor's agent has.
  await t.app.inject({ method: 'GET', url: '/module/tasks/api/v1/tasks/current', headers });
});
afterAll(() => t.close());

async function counted(method: 'GET' | 'POST', url: string, payload?: object, keyed = false) {
  recording = [];
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: keyed ? { ...headers, 'idempotency-key': randomUUID() } : headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, statements: recording };
}

function stop(statements: string[]): string[] {
  recording = undefined;
  return statements;
}

/** A Colágeno lead through its offer's webmaster, as the seeded sales groups' rules expect. */
async function salesLead(phone: string): Promise<number> {
  // The queue holds this lead only (an outcome's next try is due again at once here).
  await t.db.updateTable('tasks').set({ status: 'closed' }).where('status', '=', 'open').execute();
  const leadId = await createLead(t.db, {
    regionId: 'pe-central',
    sku: 'PE-COLAGENO',
    offerId: 'PE-COLAGENO-LMX',
    phone,
  });
  const offer = await t.db
    .selectFrom('offers')
    .select('webmaster_id')
    .where('id', '=', 'PE-COLAGENO-LMX')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('leads').set({ webmaster_id: offer.webmaster_id }).where('id', '=', leadId).execute();
  await t.db.updateTable('tasks').set({ webmaster_id: offer.webmaster_id }).where('lead_id', '=', leadId).execute();
  return leadId;
}

async function nextTask(leadId: number): Promise<{ taskId: number; statements: string[] }> {
  const { response, statements } = await counted('POST', '/module/tasks/api/v1/tasks/next');
  const task = response.json().task;
  expect(task?.leadId ?? task?.lead?.id).toBe(leadId);
  return { taskId: task.id, statements: stop(statements) };
}

describe('the statements of an agent operation', () => {
  it('start shift: one insert when no shift is open', async () => {
    const { response, statements } = await counted('POST', '/module/shifts/api/v1/shifts/start');
    stop(statements);
    expect(response.json().secondsLeft).toBeGreaterThan(0);
    expect(statements, statements.join('\n')).toEqual([expect.stringMatching(/^insert into "shifts"/)]);
    // a second start answers the running shift: the insert finds it, the transaction reads it
    const again = await counted('POST', '/module/shifts/api/v1/shifts/start');
    stop(again.statements);
    expect(again.response.json().id).toBe(response.json().id);
  });

  it('next task: the claim alone, and an outcome: 7 with its Idempotency-Key', async () => {
    // The group rules and the script gate are kept until a notice too: read by a first next task.
    expect((await counted('POST', '/module/tasks/api/v1/tasks/next')).response.json().task).toBeNull();
    stop([]);
    const leadId = await salesLead('+51911222555');
    const next = await nextTask(leadId);
    expect(next.statements, next.statements.join('\n')).toHaveLength(1);

    const { response, statements } = await counted(
      'POST',
      '/module/leads/leads/change-status',
      {
        leadId,
        status: LEAD_OUTCOMES.NO_ANSWER.status,
        callAt: null,
        comment: null,
        callDuration: 0,
        dialDuration: 20,
      },
      true,
    );
    stop(statements);
    expect(response.json()).toMatchObject({ id: leadId, status_name: 'NO_ANSWER' });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
  });

  it('an order with its message, sent: 17 statements, 5 of them in its transaction', async () => {
    const leadId = await salesLead('+51911222666');
    const { taskId } = await nextTask(leadId);
    const body = await floorOrderBody(t, headers, { leadId, taskId, smsFeatureFlag: true });
    const { response, statements } = await counted('POST', '/module/orders/api/v1/orders', body, true);
    const orderId = response.json().order.id;
    // sent right after the answer, outside the request
    await expect
      .poll(async () => {
        const message = await t.db
          .selectFrom('order_messages')
          .select('status')
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        return message?.status;
      })
      .toBe('sent');
    // this test's own look at the message aside
    const sent = stop(statements).filter((sql) => !sql.startsWith('select "status" from "order_messages"'));
    const detail = sent.join('\n');
    const begin = sent.indexOf('begin');
    const commit = sent.indexOf('commit');
    // the order; its items with its event; its message with its event; the task lock; the closing writes
    expect(commit - begin - 1, detail).toBe(5);
    // the message: claimed with its row and settled, nothing else
    expect(sent.filter((sql) => /^\s*update "order_messages"/.test(sql)).length, detail).toBe(2);
    expect(sent.length, detail).toBeLessThanOrEqual(17);
    const events = await t.db
      .selectFrom('order_events')
      .select(['action', 'details'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const [message] = await t.db
      .selectFrom('order_messages')
      .select(['id', 'channel'])
      .where('order_id', '=', orderId)
      .execute();
    expect(events).toEqual([
      { action: 'CHANGE_STATUS', details: { created: true, from: null, to: expect.any(Number) } },
      { action: 'SEND_NOTIFICATION', details: { channel: message?.channel, messageId: message?.id } },
    ]);
  });
});
