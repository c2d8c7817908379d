/**
 * The round trips an agent's order costs the database: the busiest write of a floor. Counted
 * through the database handle's query hook, so a change that reads something twice again (the
 * lead, the address) or adds statements to the transaction shows here, with the SQL to read.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { claimLeadTask, createLead, floorOrderBody } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let headers: Record<string, string>;
let recording: string[] | undefined;

beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (sql) => recording?.push(sql) });
  headers = await t.auth('agent', { features: [] });
});
afterAll(() => t.close());

/** An order of a claimed lead task, as the floor's agents send it (no SMS: its sender runs apart). */
async function floorOrder() {
  // Through an offer, as the floor's leads come: its price is the lead's.
  const leadId = await createLead(t.db, {
    regionId: 'pe-central',
    sku: 'PE-COLAGENO',
    offerId: 'PE-COLAGENO-LMX',
    phone: '+51911222333',
  });
  const taskId = await claimLeadTask(t.db, leadId, 'agent');
  return floorOrderBody(t, headers, { leadId, taskId, smsFeatureFlag: false });
}

describe('creating an order', () => {
  it('reads the lead (with its blacklisting) and the address once, writes in one transaction of 4 statements and answers from what it wrote: 14 in all', async () => {
    const body = await floorOrder();
    recording = [];
    const response = await t.app.inject({
      method: 'POST',
      url: '/module/orders/api/v1/orders',
      payload: body,
      headers: { ...headers, 'idempotency-key': randomUUID() },
    });
    // The message sender is kicked after every order and reads its queue on its own.
    const statements = recording.filter((sql) => !sql.includes('order_messages'));
    recording = undefined;

    expect(response.statusCode).toBe(200);
    const order = response.json().order;
    expect(order).toMatchObject({ lead_id: body.leadId, phone: '+51911222333', district: 'Miraflores' });
    const detail = statements.join('\n');
    expect(
      statements.filter((sql) => /from "leads"/.test(sql)),
      detail,
    ).toHaveLength(1);
    expect(
      statements.filter((sql) => /from "addresses"/.test(sql)),
      detail,
    ).toHaveLength(1); // the check: the answer shows what it read
    expect(
      statements.filter((sql) => /^delete from "order_items"/.test(sql)),
      detail,
    ).toHaveLength(0);
    // the lead's price facts: its region's currency and its offer in one statement
    expect(
      statements.filter((sql) => /from "regions" as "r" left join "offers"/.test(sql)),
      detail,
    ).toHaveLength(1);
    expect(
      statements.filter((sql) => /from "offers" where/.test(sql)),
      detail,
    ).toHaveLength(0);
    const begin = statements.indexOf('begin');
    const commit = statements.indexOf('commit');
    // the order, its items with its event, the task lock and the task's closing writes as one
    expect(commit - begin - 1, detail).toBe(4);
    // the answer is built from the row the insert returned and what the checks read: no read-back
    expect(statements.slice(commit + 1), detail).toEqual([expect.stringMatching(/^update "idempotency_keys"/)]);
    // no look-up of the key, the short code or the blacklist of their own (decision 1869)
    expect(
      statements.filter((sql) => /from "orders" where|from "phone_blacklist" where/.test(sql)),
      detail,
    ).toHaveLength(0);
    // a ceiling: fewer round trips are welcome, more are a regression to look at
    expect(statements.length, detail).toBeLessThanOrEqual(14);
    // and it is the order as a read of it shows it
    const read = await t.app.inject({ method: 'GET', url: `/module/orders/api/v1/orders/${order.id}`, headers });
    const { events: _events, ...shown } = read.json();
    expect(order).toEqual(shown);
  });
});
