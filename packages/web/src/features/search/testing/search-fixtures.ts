import { HttpResponse, http } from 'msw';
import type { OrderSearchBody, OrderSearchPage, OrderSearchRow, Tag } from '../types';

export const PAID: Tag = {
  id: 1,
  value: 'ORDER_PAID',
  title: 'Paid',
  color: 'green',
  category: 'payment',
  type: 'system',
  regionId: 'pe-central',
};
export const VIP: Tag = {
  id: 9,
  value: 'VIP',
  title: 'VIP',
  color: 'magenta',
  category: 'user',
  type: 'user',
  regionId: 'pe-central',
};
export const VERIFIED: Tag = {
  ...PAID,
  id: 4,
  value: 'VERIFIED',
  title: 'Verified',
  color: 'blue',
  category: 'delivery',
};

export function makeRow(
  overrides: Partial<OrderSearchRow['order']> = {},
  extra: Partial<OrderSearchRow> = {},
): OrderSearchRow {
  return {
    order: {
      id: 77,
      shortCode: 'ABC-123-456',
      phone: '+51987654321',
      preferredDate: '2026-11-26T14:00:00.000Z',
      created: '2026-11-21T16:10:00.000Z',
      status: 7,
      leadId: 12,
      regionId: 'pe-central',
      ...overrides,
    },
    deliveryId: 2,
    deliveryName: 'Olva Courier',
    address: { fullAddress: 'Av. José Larco 812, Miraflores, Lima' },
    orderItems: [
      { productId: 1, name: 'Colágeno', qty: 2 },
      { productId: 2, name: 'Artroflex', qty: 1 },
    ],
    tags: [PAID, VIP],
    ...extra,
  };
}

/** Serves the search, recording each request's body; `answer` may depend on it. */
export function searchHandler(
  bodies: OrderSearchBody[],
  answer: (body: OrderSearchBody) => OrderSearchPage = () => ({ content: [makeRow()], totalSize: 1 }),
) {
  return http.post('*/module/orders/api/v1/orders/search', async ({ request }) => {
    const body = (await request.json()) as OrderSearchBody;
    bodies.push(body);
    return HttpResponse.json(answer(body));
  });
}

export function tagsHandler(tags: Tag[] = [PAID, VERIFIED, VIP]) {
  return http.get('*/module/orders/api/v1/tags', () => HttpResponse.json(tags));
}

export function providersHandler() {
  return http.get('*/module/delivery/api/v1/providers', () =>
    HttpResponse.json([
      { id: 2, code: 'OLVA', name: 'Olva Courier', regionId: 'pe-central', prepay: true, cashOnDelivery: true },
    ]),
  );
}
