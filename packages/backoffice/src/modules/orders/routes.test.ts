import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { addressIdOf, claimLeadTask, createLead, pickOption, productId } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let colageno: number;
let artroflex: number;
let miraflores: number;
let agentHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  colageno = await productId(t.db, 'PE-COLAGENO');
  artroflex = await productId(t.db, 'PE-ARTROFLEX');
  miraflores = await addressIdOf(t.db, 'PE', 'Miraflores');
  agentHeaders = await t.auth('agent', { features: [] });
});
afterAll(() => t.close());

const ORDERS = '/module/orders/api/v1/orders';

const releaseHeld = (accountId: number) =>
  t.db
    .updateTable('tasks')
    .set({ status: 'open', account_id: null })
    .where('account_id', '=', accountId)
    .where('status', '=', 'claimed')
    .execute();

type Saved = {
  order: Record<string, unknown> & {
    id: number;
    short_code: string;
    status: number;
    deliveryInfo: Record<string, unknown>;
  };
  paymentLink: string | null;
  depositInstructions: string | null;
};

async function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers = agentHeaders,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
  });
}

/** A Peru lead claimed by the agent and a valid pay-on-delivery Olva payload for Miraflores. */
async function peruOrder(
  overrides: Record<string, unknown> = {},
  choose = { providerName: 'Olva Courier', deposit: false },
) {
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  const taskId = await claimLeadTask(t.db, leadId, 'agent');
  const { option, date, time } = await pickOption(t, agentHeaders, { addressId: miraflores }, choose);
  const body = {
    leadId,
    taskId,
    scriptVersionId: null,
    fullName: 'Rosa Pérez Huamán',
    phone: '****',
    items: [
      { id: colageno, qty: 1 },
      { id: artroflex, qty: 0 },
    ],
    address: 'Av. José Larco 812, dpto 301',
    city: 'Lima',
    district: 'Miraflores',
    postalCode: '',
    discountId: null,
    comments: 'Tocar el timbre',
    deposit: choose.deposit,
    deliveryProviderId: option.providerId,
    addressReferenceId: miraflores,
    addressReferenceType: 'others',
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: time,
      pickupPoint: option.pickupPoint,
      addressIdxDeliveryId: option.id,
      latitude: -12.1211,
      longitude: -77.0297,
      cityCode: null,
    },
    address2: 'Frente al parque Kennedy',
    notificationInfo: { value: null, notificationType: 'Whatsapp' },
    offerId: 'PE-COLAGENO-LMX',
    smsFeatureFlag: true,
    ...overrides,
  };
  return { leadId, taskId, body, option, date, time };
}

describe('POST /module/orders/api/v1/orders (approve mode)', () => {
  it('ONEW-104 ONEW-116 ONEW-117 ONEW-123 creates the order, closes the task and approves the lead', async () => {
    const { leadId, taskId, body, date, time, option } = await peruOrder();
    const res = await send('POST', ORDERS, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Saved;
    expect(saved.order.short_code).toMatch(/^[A-Z]{3}-\d{3}-\d{3}$/);
    expect(saved.order).toMatchObject({
      status: 5,
      lead_id: leadId,
      regionId: 'pe-central',
      full_name: 'Rosa Pérez Huamán',
      phone: '+51987654321',
      address: 'Av. José Larco 812, dpto 301',
      address2: 'Frente al parque Kennedy',
      city: 'Lima',
      district: 'Miraflores',
      price: 14_900,
      currency: 'PEN',
      deposit: false,
      delivery_provider_id: option.providerId,
      delivery_provider_name: 'Olva Courier',
      products: [{ id: colageno, productId: colageno, qty: 1, price: 14_900 }],
      deliveryInfo: {
        preferredDate: date,
        preferredDeliveryTime: time,
        addressIdxDeliveryId: option.id,
        latitude: -12.1211,
      },
      addr: { id: miraflores, addressType: 'others', addressIdx: { district: 'Miraflores', province: 'Lima' } },
      notificationInfo: { notificationType: 'Whatsapp' },
      offerId: 'PE-COLAGENO-LMX',
    });
    expect(saved.order.postal_code).toMatch(/^15\d{3}$/);
    expect(saved.paymentLink).toBeNull();
    const task = await t.db.selectFrom('tasks').select(['status']).where('id', '=', taskId).executeTakeFirstOrThrow();
    expect(task.status).toBe('closed');
    const lead = await t.db
      .selectFrom('leads')
      .select(['status', 'holder_account_id'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: 5, holder_account_id: null });
    const execution = await t.db
      .selectFrom('task_executions')
      .select(['action', 'details'])
      .where('task_id', '=', taskId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(execution.action).toBe('CLOSED');
    expect(execution.details).toMatchObject({ orderId: saved.order.id, outcome: 'ORDER_APPROVED' });
  });

  it('ORDER-19 a deposit order is taken waiting for its payment (WAITING_FOR_PAYMENT, decision 1109), so a reminder may be set; pay on delivery carries no tag', async () => {
    const deposit = await peruOrder({ comments: '45781236', address: '' }, { providerName: 'Shalom', deposit: true });
    const saved = (await send('POST', ORDERS, deposit.body)).json() as Saved;
    expect(saved.order.tags).toEqual(['WAITING_FOR_PAYMENT']);
    const reminder = await send('POST', '/module/orders/api/v1/reminders', {
      orderShortCode: saved.order.short_code,
      callAt: new Date(Date.now() + 3_600_000).toISOString(),
      notes: 'Llamar por el depósito',
    });
    expect(reminder.statusCode).toBe(200);
    const cash = await peruOrder();
    const cod = (await send('POST', ORDERS, cash.body)).json() as Saved;
    expect(cod.order.tags).toEqual([]);
  });

  it('ONEW-111 ONEW-118 a deposit order answers the payment link and deposit instructions and queues the link (outbox)', async () => {
    const { body } = await peruOrder(
      { comments: '45781236', address: '', notificationInfo: { value: null, notificationType: 'Sms' } },
      { providerName: 'Shalom', deposit: true },
    );
    const res = await send('POST', ORDERS, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Saved;
    expect(saved.order.status).toBe(40);
    expect(saved.order.deliveryInfo.pickupPoint).toMatch(/^Agencia Shalom Lima – /);
    // A token, not the short code: the answer's link and the message's each open the order's page.
    expect(saved.paymentLink).toMatch(/^http:\/\/localhost:8080\/pay\/[A-Za-z0-9_-]{32}$/);
    const token = (saved.paymentLink ?? '').split('/pay/')[1];
    expect((await t.app.inject({ url: `/module/pay/api/v1/links/${token}` })).json()).toMatchObject({
      orderShortCode: saved.order.short_code,
    });
    expect(saved.depositInstructions).toContain(saved.order.short_code);
    expect(saved.depositInstructions).toMatch(/S\/\s149\.00/);
    // The region's accounts as configured (decision 1790): Peru's seeded wallet is among them.
    expect(saved.depositInstructions).toContain('Yape, celular 987 654 321');
    // The address reference is not a Shalom field (ONEW-90).
    expect(saved.order.address2).toBeNull();
    await vi.waitFor(async () => {
      const messages = (
        await t.app.inject({ url: `/module/orders/api/v1/messages?orderId=${saved.order.id}`, headers: agentHeaders })
      ).json();
      expect(messages).toEqual([
        expect.objectContaining({
          kind: 'PAYMENT_LINK',
          channel: 'Sms',
          recipient: '+51987654321',
          status: 'sent',
          transport: 'store',
        }),
      ]);
      expect(messages[0].body).toMatch(/Pague aquí: http:\/\/localhost:8080\/pay\/[A-Za-z0-9_-]{32} /);
      expect(messages[0].body).not.toContain(`/pay/${saved.order.short_code}`);
    });
    const events = (await t.app.inject({ url: `${ORDERS}/${saved.order.id}/events`, headers: agentHeaders })).json();
    expect(events.map((e: { action: string }) => e.action)).toEqual(['SEND_PAYMENT_INSTRUCTION', 'CHANGE_STATUS']);
    expect(events[1]).toMatchObject({ status: 40, whoDid: 'Lucía Quispe Mamani', details: { created: true, to: 40 } });
  });

  it('ONEW-05 ONEW-06 ONEW-24 OCONST-11 a total of 0 or exactly 2 units is refused', async () => {
    const { body } = await peruOrder();
    const two = await send('POST', ORDERS, {
      ...body,
      items: [
        { id: colageno, qty: 1 },
        { id: artroflex, qty: 1 },
      ],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ items: 'must not add up to exactly 2 units' });
    const none = await send('POST', ORDERS, { ...body, items: [{ id: colageno, qty: 0 }] });
    expect(none.json().errors).toEqual({ items: 'must hold at least one unit' });
    const three = await send('POST', ORDERS, { ...body, items: [{ id: colageno, qty: 3 }] });
    expect(three.statusCode).toBe(200);
    expect((three.json() as Saved).order.price).toBe(44_700);
  });

  it('ONEW-83 ONEW-84 ONEW-87 ONEW-89 ONEW-92 ONEW-96 provider field rules are enforced with the field named', async () => {
    const olva = await peruOrder();
    const postal = await send('POST', ORDERS, { ...olva.body, address: 'Av. Larco 812, codigo 15074' });
    expect(postal.json().errors).toEqual({ address: expect.stringContaining('postal code') });
    const long = await send('POST', ORDERS, { ...olva.body, address: 'x'.repeat(86) });
    expect(long.json().errors).toEqual({ address: 'must be at most 85 characters' });
    const noPoint = await send('POST', ORDERS, {
      ...olva.body,
      deliveryInfo: { ...olva.body.deliveryInfo, latitude: null, longitude: null },
    });
    expect(Object.keys(noPoint.json().errors)).toEqual(['deliveryInfo.latitude', 'deliveryInfo.longitude']);
    const blankName = await send('POST', ORDERS, { ...olva.body, fullName: '   ' });
    expect(blankName.json().errors).toEqual({ fullName: 'is required' });
    const emojiName = await send('POST', ORDERS, { ...olva.body, fullName: '😀😀😀' });
    expect(emojiName.statusCode).toBe(400);
    expect(emojiName.json().errors).toEqual({ fullName: 'must contain a letter' });
    const colombian = await send('POST', ORDERS, { ...olva.body, ccNumber: '1020304050' });
    expect(colombian.json().errors).toEqual({ ccNumber: 'is only sent for co-central' });
    const shalom = await peruOrder({ comments: '' }, { providerName: 'Shalom', deposit: true });
    const noDni = await send('POST', ORDERS, shalom.body);
    expect(noDni.json().errors).toEqual({ comments: 'DNI is required, at most 8 characters' });
  });

  it('ONEW-53 ONEW-59 the option must be offered for the payment method, date and slot', async () => {
    const { body, option } = await peruOrder();
    const wrongMethod = await send('POST', ORDERS, {
      ...body,
      deposit: true,
      deliveryProviderId: 4,
      deliveryInfo: { ...body.deliveryInfo, addressIdxDeliveryId: option.id },
    });
    expect(Object.keys(wrongMethod.json().errors)).toEqual(['deliveryInfo.addressIdxDeliveryId']);
    const past = await send('POST', ORDERS, {
      ...body,
      deliveryInfo: { ...body.deliveryInfo, preferredDate: '2020-01-06' },
    });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().errors)).toEqual(['deliveryInfo.preferredDeliveryTime']);
  });

  it('needs an Idempotency-Key, order:create:feature and the lead’s region', async () => {
    const { body } = await peruOrder();
    const noKey = await send('POST', ORDERS, body, agentHeaders, null);
    expect(noKey.statusCode).toBe(400);
    expect(Object.keys(noKey.json().errors)).toEqual(['idempotency-key']);
    const support = await send('POST', ORDERS, body, await t.auth('support'));
    expect(support.statusCode).toBe(403);
    const otherRegion = await send(
      'POST',
      ORDERS,
      body,
      await t.auth('agent2', { permissions: ['order:create:feature', 'read:report'] }),
    );
    expect(otherRegion.statusCode).toBe(404);
    expect(otherRegion.json().code).toBe('NOT_FOUND');
  });

  it('refuses a task another agent holds (409) and makes no order', async () => {
    const { body, leadId } = await peruOrder();
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    const res = await send('POST', ORDERS, body, await t.auth('admin'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TASK_NOT_HELD');
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('ONEW-70 ONEW-75 creates a Chile order in map mode (coordinates, no dictionary address)', async () => {
    const leadId = await createLead(t.db, { regionId: 'cl-central', sku: 'CL-COLAGENO', phone: '+56912345678' });
    const point = { latitude: -33.4372, longitude: -70.6506, regionId: 'cl-central' };
    const { option, date, time } = await pickOption(t, agentHeaders, point, {
      providerName: 'Blue Express',
      deposit: false,
    });
    const res = await send('POST', ORDERS, {
      leadId,
      fullName: 'Camila Rojas',
      items: [{ id: await productId(t.db, 'CL-COLAGENO'), qty: 1 }],
      address: 'Agustinas 1070, Santiago',
      deposit: false,
      deliveryProviderId: option.providerId,
      addressReferenceId: null,
      deliveryInfo: {
        preferredDate: date,
        preferredDeliveryTime: time,
        addressIdxDeliveryId: option.id,
        latitude: point.latitude,
        longitude: point.longitude,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Saved).order).toMatchObject({
      regionId: 'cl-central',
      addr: null,
      price: 2_999_000,
      currency: 'CLP',
      deliveryInfo: { latitude: -33.4372, longitude: -70.6506 },
    });
  });

  it('ONEW-95 ONEW-119 ORDER-12 a Colombian order keeps the cc number and e-mail', async () => {
    const headers = await t.auth('agent2', { features: [] });
    const leadId = await createLead(t.db, { regionId: 'co-central', sku: 'CO-COLAGENO', phone: '+573001234567' });
    const chapinero = await addressIdOf(t.db, 'CO', 'Chapinero');
    const { option, date, time } = await pickOption(
      t,
      headers,
      { addressId: chapinero },
      { providerName: 'Servientrega', deposit: false, pickup: false },
    );
    const res = await send(
      'POST',
      ORDERS,
      {
        leadId,
        fullName: 'Andrea Gómez',
        items: [{ id: await productId(t.db, 'CO-COLAGENO'), qty: 1 }],
        address: 'Calle 60 # 9-83',
        deposit: false,
        deliveryProviderId: option.providerId,
        addressReferenceId: chapinero,
        deliveryInfo: { preferredDate: date, preferredDeliveryTime: time, addressIdxDeliveryId: option.id },
        ccNumber: '1020304050',
        email: 'andrea@example.com',
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as Saved).order).toMatchObject({
      ccNumber: '1020304050',
      email: 'andrea@example.com',
      city: 'Bogotá',
    });
  });
});

describe('edit modes', () => {
  async function created(choose = { providerName: 'Olva Courier', deposit: false }) {
    const order = await peruOrder({}, choose);
    const saved = (await send('POST', ORDERS, order.body)).json() as Saved;
    return { ...order, saved };
  }

  it('ONEW-107 change-order update: new values, status from the deposit flag, UPDATE and CHANGE_STATUS events', async () => {
    const { saved, body } = await created();
    const prepay = await pickOption(
      t,
      agentHeaders,
      { addressId: miraflores },
      { providerName: 'Olva Courier', deposit: true },
    );
    const update = {
      ...body,
      taskId: undefined,
      smsFeatureFlag: undefined,
      orderId: saved.order.id,
      fullName: 'Rosa Pérez de Lima',
      deposit: true,
      deliveryInfo: {
        ...body.deliveryInfo,
        preferredDate: prepay.date,
        preferredDeliveryTime: prepay.time,
        addressIdxDeliveryId: prepay.option.id,
      },
    };
    const res = await send('PUT', `${ORDERS}/${saved.order.id}`, update);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Saved).order).toMatchObject({ full_name: 'Rosa Pérez de Lima', status: 40, deposit: true });
    const events = (await t.app.inject({ url: `${ORDERS}/${saved.order.id}/events`, headers: agentHeaders })).json();
    expect(events.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['CHANGE_STATUS', 'UPDATE']);
    expect(events[1].details.changed).toEqual(expect.arrayContaining(['full_name', 'deposit']));
    const mismatch = await send('PUT', `${ORDERS}/${saved.order.id}`, { ...update, orderId: saved.order.id + 1000 });
    expect(mismatch.json().errors).toEqual({ orderId: 'must be the order of the path' });
  });

  it('ONEW-105 approve from a call-back task: the refused order is approved again and the task closes', async () => {
    const { saved, body } = await created();
    await t.db.updateTable('orders').set({ status: 8 }).where('id', '=', saved.order.id).execute();
    const callback = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('order_id', '=', saved.order.id)
      .where('type', '=', 'CALL_BACK')
      .executeTakeFirstOrThrow();
    const agent = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    await releaseHeld(agent.id);
    await t.db
      .updateTable('tasks')
      .set({ status: 'claimed', account_id: agent.id, claimed_at: new Date() })
      .where('id', '=', callback.id)
      .execute();
    const res = await send('POST', `${ORDERS}/${saved.order.id}/approve`, {
      ...body,
      orderId: saved.order.id,
      taskId: callback.id,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Saved).order.status).toBe(5);
    const task = await t.db
      .selectFrom('tasks')
      .select('status')
      .where('id', '=', callback.id)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('closed');
  });

  it('ONEW-106 recall approval needs the caller’s RECALL task of that order', async () => {
    const { saved, body, leadId } = await created();
    const agent = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    await releaseHeld(agent.id);
    const recall = await t.db
      .insertInto('tasks')
      .values({
        type: 'RECALL',
        lead_id: leadId,
        order_id: saved.order.id,
        region_id: 'pe-central',
        status: 'claimed',
        account_id: agent.id,
        due_at: new Date(),
        claimed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ok = await send('POST', `${ORDERS}/${saved.order.id}/recall-approve`, {
      ...body,
      orderId: saved.order.id,
      taskId: recall.id,
    });
    expect(ok.statusCode).toBe(200);
    const again = await send('POST', `${ORDERS}/${saved.order.id}/recall-approve`, {
      ...body,
      orderId: saved.order.id,
      taskId: recall.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TASK_NOT_HELD');
  });

  it('ONEW-120 re-create copies into a new order linked to the original, with COPY_ORDER on both', async () => {
    const { saved, body, leadId } = await created();
    const agent = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    await releaseHeld(agent.id);
    const task = await t.db
      .insertInto('tasks')
      .values({
        type: 'RECALL',
        lead_id: leadId,
        order_id: saved.order.id,
        region_id: 'pe-central',
        status: 'claimed',
        account_id: agent.id,
        due_at: new Date(),
        claimed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await send('POST', ORDERS, { ...body, taskId: task.id, originalOrderId: saved.order.id });
    expect(res.statusCode).toBe(200);
    const copy = (res.json() as Saved).order;
    expect(copy.id).not.toBe(saved.order.id);
    expect(copy.originalOrderId).toBe(saved.order.id);
    const originalEvents = (
      await t.app.inject({ url: `${ORDERS}/${saved.order.id}/events`, headers: agentHeaders })
    ).json();
    expect(originalEvents[0]).toMatchObject({ action: 'COPY_ORDER', details: { copiedTo: copy.id } });
  });

  it('ONEW-113 ONEW-114 ONEW-115 phone change keeps the region prefix and is recorded', async () => {
    const { saved } = await created();
    const url = `${ORDERS}/${saved.order.id}/phone`;
    const ok = await send('PUT', url, { phone: '+51999888777' }, agentHeaders, null);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().phone).toBe('+51999888777');
    const otherCountry = await send('PUT', url, { phone: '+56999888777' }, agentHeaders, null);
    expect(otherCountry.json().errors).toEqual({ phone: 'must start with +51' });
    const malformed = await send('PUT', url, { phone: '999888777' }, agentHeaders, null);
    expect(Object.keys(malformed.json().errors)).toEqual(['phone']);
    const events = (await t.app.inject({ url: `${ORDERS}/${saved.order.id}/events`, headers: agentHeaders })).json();
    expect(events[0]).toMatchObject({
      action: 'UPDATE',
      details: { changed: ['phone'] },
      whoDid: 'Lucía Quispe Mamani',
    });
  });

  it('refuses a phone change by an agent who neither created the order nor holds its lead or task (403)', async () => {
    const { saved } = await created();
    const colleague = await t.auth('agent2', { regionIds: ['pe-central'], features: [] });
    const refused = await send('PUT', `${ORDERS}/${saved.order.id}/phone`, { phone: '+51911222333' }, colleague, null);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    const manager = await t.auth('manager', { regionIds: ['pe-central'], features: [] });
    const order = await t.app.inject({ url: `${ORDERS}/${saved.order.id}`, headers: manager });
    expect(order.json().phone).toBe('+51987654321');
  });
});

describe('GET /module/orders/api/v1/orders/{id}', () => {
  it('ONEW-122 ORDER-01 reads the order with read:report; the phone is masked for voip users', async () => {
    const { body } = await peruOrder();
    const saved = (await send('POST', ORDERS, body)).json() as Saved;
    const support = await t.app.inject({
      url: `${ORDERS}/${saved.order.id}`,
      headers: await t.auth('support', { features: [] }),
    });
    expect(support.statusCode).toBe(200);
    expect(support.json()).toMatchObject({
      id: saved.order.id,
      short_code: saved.order.short_code,
      phone: '+51987654321',
    });
    const voip = await t.app.inject({
      url: `${ORDERS}/${saved.order.id}`,
      headers: await t.auth('agent', { features: ['voip'] }),
    });
    expect(voip.json().phone).toBe('****');
    const noPermission = await t.app.inject({ url: `${ORDERS}/${saved.order.id}`, headers: await t.auth('finance') });
    expect(noPermission.statusCode).toBe(403);
    const otherRegion = await t.app.inject({ url: `${ORDERS}/${saved.order.id}`, headers: await t.auth('agent2') });
    expect(otherRegion.statusCode).toBe(404);
    expect(otherRegion.json().code).toBe('NOT_FOUND');
  });

  it('masks the phone for a caller whose phone reveal of the same order is refused, and shows it when allowed', async () => {
    const { body } = await peruOrder();
    const saved = (await send('POST', ORDERS, body)).json() as Saved;
    const reveal = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/module/leads/api/v1/phones/order/${saved.order.id}`, headers });
    const read = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `${ORDERS}/${saved.order.id}`, headers })).json().phone;
    const colleague = await t.auth('agent2', { regionIds: ['pe-central'], features: [] });
    expect((await reveal(colleague)).statusCode).toBe(403);
    expect(await read(colleague)).toBe('****');
    expect((await reveal(agentHeaders)).statusCode).toBe(200);
    expect(await read(agentHeaders)).toBe('+51987654321');
  });
});
