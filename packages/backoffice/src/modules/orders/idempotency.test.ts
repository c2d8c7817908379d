import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, addressIdOf, createLead, pickOption, productId } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let headers: Record<string, string>;
let agent: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  headers = await t.auth('agent', { features: [] });
  agent = await accountId(t.db, 'agent');
});
afterAll(() => t.close());

const ORDERS = '/module/orders/api/v1/orders';

/** A valid creation body for a new lead without a task (as the New order button sends it). */
async function body(fullName = 'Julio Ramos') {
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
  const surco = await addressIdOf(t.db, 'PE', 'Santiago de Surco');
  const { option, date, time } = await pickOption(
    t,
    headers,
    { addressId: surco },
    { providerName: 'Olva Courier', deposit: false },
  );
  return {
    leadId,
    fullName,
    items: [{ id: await productId(t.db, 'PE-COLAGENO'), qty: 1 }],
    address: 'Av. Caminos del Inca 1520',
    deposit: false,
    deliveryProviderId: option.providerId,
    addressReferenceId: surco,
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: time,
      addressIdxDeliveryId: option.id,
      latitude: -12.1459,
      longitude: -76.9916,
    },
    smsFeatureFlag: true,
  };
}

const create = (payload: unknown, key: string) =>
  t.app.inject({
    method: 'POST',
    url: ORDERS,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, 'idempotency-key': key },
  });

const ordersWithKey = async (key: string) =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ONEW-123 idempotent order creation', () => {
  it('the same key twice gives one order and the first answer', async () => {
    const key = randomUUID();
    const payload = await body();
    const first = await create(payload, key);
    const second = await create(payload, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('the same key with a different body is a 422', async () => {
    const key = randomUUID();
    const payload = await body();
    expect((await create(payload, key)).statusCode).toBe(200);
    const other = await create({ ...payload, fullName: 'Otra Persona' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('the database holds the rule when the request-level key store has forgotten the key', async () => {
    const key = randomUUID();
    const payload = await body();
    const first = (await create(payload, key)).json();
    // As after the 24 h replay window, or after a 5xx that released the key.
    await t.db.deleteFrom('idempotency_keys').where('account_id', '=', agent).where('key', '=', key).execute();
    const retry = await create(payload, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json()).toEqual(first);
    await t.db.deleteFrom('idempotency_keys').where('account_id', '=', agent).where('key', '=', key).execute();
    const changed = await create({ ...payload, fullName: 'Otra Persona' }, key);
    expect(changed.statusCode).toBe(422);
    expect(await ordersWithKey(key)).toBe(1);
    // Nothing was sent twice either.
    const messages = await t.db
      .selectFrom('order_messages')
      .select('id')
      .where('order_id', '=', first.order.id)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('a retry whose first answer was lost is answered with its order even where a check now refuses it', async () => {
    const key = randomUUID();
    const payload = await body();
    const first = (await create(payload, key)).json();
    // The key forgotten (a 5xx after the commit released it), and the lead's phone blacklisted since.
    await t.db.deleteFrom('idempotency_keys').where('account_id', '=', agent).where('key', '=', key).execute();
    const lead = await t.db
      .selectFrom('leads')
      .select('phone')
      .where('id', '=', payload.leadId)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('phone_blacklist').values({ phone: lead.phone, region_id: 'pe-central' }).execute();
    const retry = await create(payload, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first);
    // another body under that key is still the key's misuse, not the check's refusal
    await t.db.deleteFrom('idempotency_keys').where('account_id', '=', agent).where('key', '=', key).execute();
    const changed = await create({ ...payload, fullName: 'Otra Persona' }, key);
    expect(changed.statusCode).toBe(422);
    // and a new key for the same lead is refused by the check
    const fresh = await create(payload, randomUUID());
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors).toHaveProperty('phone');
    expect(await ordersWithKey(key)).toBe(1);
    // the fixtures' leads share the phone: the other tests' orders need it free again
    await t.db.deleteFrom('phone_blacklist').where('phone', '=', lead.phone).execute();
  });

  it('concurrent retries with one key make exactly one order', async () => {
    const key = randomUUID();
    const payload = await body();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(payload, key)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(new Set(ok.map((a) => a.json().order.id)).size).toBe(1);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('unique (created_by, idempotency_key) in the table itself', async () => {
    const row = await t.db
      .selectFrom('orders')
      .select(['region_id'])
      .where('created_by', '=', agent)
      .executeTakeFirstOrThrow();
    const insert = (code: string) =>
      t.db
        .insertInto('orders')
        .values({ short_code: code, region_id: row.region_id, created_by: agent, idempotency_key: 'same-key' })
        .execute();
    await insert('ZZZ-000-001');
    await expect(insert('ZZZ-000-002')).rejects.toThrow(/orders_idempotency/);
  });
});
