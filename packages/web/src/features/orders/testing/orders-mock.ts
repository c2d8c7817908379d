import type { OrderDto } from '@umbrella/contract';
import { ORDER_PHONE_PATTERN } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { leadRegion } from '@/testing/regions';
import { orderDeskHandlers } from './order-desk-mock';
import { makeAddress, makeDeliveryInfo, makeOrderDto } from './order-fixtures';
import type { OrdersMockState } from './orders-mock-state';

export type { OrdersMockState, Received } from './orders-mock-state';

export function createOrdersMock(overrides: Partial<OrdersMockState> = {}): OrdersMockState {
  return {
    products: [
      { id: 1, name: 'Colágeno Plus', description: '', regionId: 'pe-central', price: 5300, currency: 'PEN' },
      { id: 2, name: 'Té Verde Detox', description: '', regionId: 'pe-central', price: 3900, currency: 'PEN' },
    ],
    productsStatus: 200,
    discounts: [{ id: 7, name: '10 % de descuento', kind: 'PERCENT', value: 10, minQuantity: 1 }],
    discountsStatus: 200,
    searchResults: (query) =>
      query.toLowerCase().includes('zzz')
        ? []
        : [
            makeAddress({
              id: 502,
              province: 'Arequipa',
              region: 'Arequipa',
              city: 'Arequipa',
              district: 'Cayma',
              fullAddress: 'Cayma, Arequipa, Arequipa, 04000',
              score: 60,
            }),
            makeAddress({ id: 501, score: 95 }),
            makeAddress({ id: 503, fullAddress: 'Lince, Lima, Lima, 15046', district: 'Lince', score: 10 }),
          ],
    deliveryInfo: makeDeliveryInfo(),
    coordinatesInfo: makeDeliveryInfo(),
    coverage: { type: 'FeatureCollection', features: [] },
    orders: new Map(),
    createFailures: [],
    events: new Map(),
    statusFailure: null,
    reminders: new Map(),
    comments: new Map(),
    commentFailure: null,
    commentAuthorId: 6,
    chatTickets: new Map(),
    providerComments: new Map(),
    received: [],
    ...overrides,
  };
}

const fail = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ message, ...(errors ? { errors } : {}) }, { status });

let nextOrderId = 7001;

function saveOrder(state: OrdersMockState, body: Record<string, unknown>, existing?: OrderDto) {
  const failure = state.createFailures.shift();
  if (failure) return fail(failure.status, failure.message, failure.errors);
  const id = existing?.id ?? nextOrderId++;
  const deposit = body.deposit === true;
  const order = makeOrderDto({
    ...existing,
    id,
    short_code: existing?.short_code ?? `PER-${String(id).slice(-3)}-001`,
    status: deposit ? 40 : 5,
    deposit,
    full_name: String(body.fullName),
    address: String(body.address),
  });
  state.orders.set(id, order);
  return HttpResponse.json({
    order,
    paymentLink: deposit ? `http://localhost/pay/${order.short_code}` : null,
    depositInstructions: deposit ? 'BCP 191-2345678-0-12, Umbrella SAC' : null,
  });
}

export function ordersHandlers(state: OrdersMockState) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length > 1 ? all : (all[0] as string);
    }
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    state.received.push({ method: request.method, path: url.pathname, query, body, headers: request.headers });
    return body as Record<string, unknown>;
  };
  return [
    http.get('*/module/catalog/api/v1/products/by-region/:regionId', async ({ request }) => {
      await record(request);
      return state.productsStatus === 200
        ? HttpResponse.json(state.products)
        : fail(state.productsStatus, 'Catalog is down');
    }),
    http.get('*/module/catalog/api/v1/discounts/:by/:id', async ({ request }) => {
      await record(request);
      return state.discountsStatus === 200
        ? HttpResponse.json(state.discounts)
        : fail(state.discountsStatus, 'Discounts are down');
    }),
    http.post('*/module/orders/api/v1/orders/calculate', async ({ request }) => {
      const body = (await record(request)) as {
        productIdToQuantity: Record<string, number>;
        discountId?: number | null;
      };
      if ('99' in body.productIdToQuantity)
        return fail(400, 'Invalid selection', { 'productIdToQuantity.99': 'is not sold in pe-central' });
      const subtotal = Object.entries(body.productIdToQuantity).reduce(
        (sum, [id, qty]) => sum + (state.products.find((p) => p.id === Number(id))?.price ?? 0) * qty,
        0,
      );
      const discounted = body.discountId ? Math.round(subtotal * 0.9) : subtotal;
      return HttpResponse.json({
        totalPrice: discounted,
        discountApplied: discounted !== subtotal,
        subtotal,
        currency: state.products[0]?.currency ?? 'PEN',
      });
    }),
    http.get('*/module/delivery/api/v1/addresses/search', async ({ request }) => {
      await record(request);
      const url = new URL(request.url);
      return HttpResponse.json(
        state.searchResults(url.searchParams.get('query') ?? '', url.searchParams.get('country') ?? ''),
      );
    }),
    http.get('*/module/delivery/api/v1/addresses/areas', async ({ request }) => {
      await record(request);
      const parent = new URL(request.url).searchParams.get('parent');
      return HttpResponse.json(
        parent
          ? [{ name: 'Providencia', parent, latitude: -33.4314, longitude: -70.6093, addressId: 601 }]
          : [{ name: 'Santiago', parent: null, latitude: -33.4489, longitude: -70.6693, addressId: null }],
      );
    }),
    http.get('*/module/delivery/api/v1/addresses/places', async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      const place = (name: string, addressId: number | null = null, postalCode: string | null = null) => ({
        name,
        addressId,
        postalCode,
      });
      const state = query.get('state');
      const city = query.get('city');
      if (!state) return HttpResponse.json([place('Arequipa'), place('Lima')]);
      if (!city) return HttpResponse.json(state === 'Lima' ? [place('Huaral'), place('Lima')] : [place('Arequipa')]);
      if (city === 'Lima') return HttpResponse.json([place('Miraflores', 501, '15074'), place('Surco', 502, '15023')]);
      return HttpResponse.json([place(city === 'Huaral' ? 'Huaral' : 'Cayma', 503, '04017')]);
    }),
    http.get('*/module/delivery/api/v1/addresses/:addressId', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(makeAddress({ id: Number(params.addressId), score: 100 }));
    }),
    http.get('*/module/delivery/api/v1/delivery-info/by-address', async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.deliveryInfo);
    }),
    http.get('*/module/delivery/api/v1/delivery-info/by-coordinates', async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.coordinatesInfo);
    }),
    http.get('*/module/delivery/api/v1/geocode/reverse', async ({ request }) => {
      await record(request);
      const url = new URL(request.url);
      const address = makeAddress({
        id: 601,
        country: 'CL',
        region: 'Región Metropolitana de Santiago',
        province: 'Santiago',
        city: 'Santiago',
        district: 'Providencia',
        postalCode: '7500000',
        fullAddress: 'Providencia, Santiago, Región Metropolitana de Santiago, 7500000',
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
      });
      return HttpResponse.json({ address, displayName: address.fullAddress, distanceMeters: 120 });
    }),
    http.get('*/module/delivery/api/v1/coverage', async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.coverage);
    }),
    http.get('*/module/orders/api/v1/orders/:orderId', async ({ request, params }) => {
      await record(request);
      const order = state.orders.get(Number(params.orderId));
      return order ? HttpResponse.json(order) : fail(404, `Order ${params.orderId} not found`);
    }),
    http.post('*/module/orders/api/v1/orders', async ({ request }) => saveOrder(state, await record(request))),
    http.put('*/module/orders/api/v1/orders/:orderId/phone', async ({ request, params }) => {
      const { phone } = (await record(request)) as { phone: string };
      const order = state.orders.get(Number(params.orderId));
      if (!order) return fail(404, `Order ${params.orderId} not found`);
      // The back-office's schema: ORDER_PHONE_PATTERN names the field.
      if (!new RegExp(ORDER_PHONE_PATTERN).test(phone)) return fail(400, 'body/phone must match pattern');
      const changed = { ...order, phone };
      state.orders.set(order.id, changed);
      return HttpResponse.json(changed);
    }),
    http.put('*/module/orders/api/v1/orders/:orderId', async ({ request, params }) =>
      saveOrder(state, await record(request), state.orders.get(Number(params.orderId))),
    ),
    ...orderDeskHandlers(state, record),
    http.post('*/module/orders/api/v1/orders/:orderId/:action', async ({ request, params }) =>
      saveOrder(state, await record(request), state.orders.get(Number(params.orderId))),
    ),
    http.post('*/module/leads/leads/fetch-by-id', async ({ request }) => {
      const body = (await record(request)) as { leadId: number };
      if (body.leadId !== 101) return fail(404, `Lead ${body.leadId} not found`);
      return HttpResponse.json({
        id: 101,
        name: 'María Fernández',
        phone: '+51987654321',
        encryptedPhone: 'x',
        status: 0,
        status_name: 'Submit',
        region: leadRegion('pe-central'),
        call_from: null,
        product: { id: 1, name: 'Colágeno Plus' },
        offerId: 'OFFER-PE-1',
        scriptId: null,
        webmasterId: null,
        attempts: 0,
        comment: null,
        createdAt: '2026-11-22T10:00:00.000Z',
        awaitingLeads: [],
      });
    }),
  ];
}

export const sentTo = (state: OrdersMockState, method: string, path: string) =>
  state.received.filter((r) => r.method === method && r.path.endsWith(path));
