import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, claimLeadTask, createLead, createPeruOrder, productId } from '../../testing/order-fixtures.js';
import { tagId } from '../../testing/search-fixtures.js';

let t: TestBackoffice;

beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

describe('GET /module/orders/api/v1/orders/:orderId (the order data)', () => {
  it('ORDER-10 holds id, short_code, status, lead, region, customer, address, money, products, dates, provider, tags, events and deliveryInfo', async () => {
    const agent = await t.auth('agent', { features: [] });
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
    await claimLeadTask(t.db, leadId, 'agent');
    const created = await createPeruOrder(t, agent, leadId);
    // What the provider fills in later, and a tag from the desk.
    await t.db
      .updateTable('orders')
      .set({ external_id: 'OLVA-778812', tracking_link: 'https://tracking.olva.example/OLVA-778812' })
      .where('id', '=', created.id)
      .execute();
    await t.db
      .insertInto('order_tags')
      .values({ order_id: created.id, tag_id: await tagId(t.db, 'pe-central', 'ORDER_PAID'), created_by: null })
      .execute();

    const res = await t.app.inject({
      url: `/module/orders/api/v1/orders/${created.id}`,
      headers: await t.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as Record<string, unknown>;

    expect(order).toMatchObject({
      id: created.id,
      short_code: created.short_code,
      status: 5,
      lead_id: leadId,
      regionId: 'pe-central',
      phone: '+51987654321',
      full_name: 'Rosa Pérez Huamán',
      city: 'Lima',
      district: 'Miraflores',
      postal_code: expect.any(String),
      address: 'Av. José Larco 812',
      address2: null,
      comments: null,
      price: created.price,
      delivery_price: expect.any(Number),
      claimed_by: await accountId(t.db, 'agent'),
      delivery_provider_id: expect.any(Number),
      delivery_provider_name: 'Olva Courier',
      externalId: 'OLVA-778812',
      trackingLink: 'https://tracking.olva.example/OLVA-778812',
      discountId: null,
      tags: ['ORDER_PAID'],
    });
    expect(order.products).toEqual([
      expect.objectContaining({ id: await productId(t.db, 'PE-COLAGENO'), name: expect.any(String), qty: 1 }),
    ]);
    expect(Date.parse(order.created as string)).not.toBeNaN();
    expect(Date.parse(order.preferred_date as string)).not.toBeNaN();
    expect(order.deliveryInfo).toMatchObject({
      preferredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      preferredDeliveryTime: expect.stringMatching(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
      latitude: -12.1211,
      longitude: -77.0297,
    });
    expect(order.events).toEqual([
      expect.objectContaining({ action: 'CHANGE_STATUS', status: 5, accountId: await accountId(t.db, 'agent') }),
    ]);
    // Every field the specification lists is present.
    for (const field of [
      'id',
      'short_code',
      'status',
      'lead_id',
      'regionId',
      'phone',
      'full_name',
      'city',
      'district',
      'postal_code',
      'address',
      'address2',
      'comments',
      'price',
      'delivery_price',
      'products',
      'preferred_date',
      'created',
      'claimed_by',
      'delivery_provider_id',
      'delivery_provider_name',
      'externalId',
      'trackingLink',
      'discountId',
      'tags',
      'events',
      'deliveryInfo',
    ]) {
      expect(order, field).toHaveProperty(field);
    }
  });
});
