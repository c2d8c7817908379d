import { ORDER_STATUS, type OrderAction, orderActionAllowed } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import type { OrdersMockState } from './orders-mock';

type RecordRequest = (request: Request) => Promise<unknown>;

const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

const TARGET: Partial<Record<OrderAction, (status: number) => number>> = {
  cancel: () => ORDER_STATUS.CANCEL,
  verify: () => ORDER_STATUS.VERIFIED,
  revert: (status) => (status === ORDER_STATUS.TRANSIT ? ORDER_STATUS.VERIFIED : ORDER_STATUS.CONFIRMED),
};

/** The mocked orders desk: events, lead events and the status changes, refused (409) as the server's rule refuses them. */
export function orderDeskHandlers(state: OrdersMockState, record: RecordRequest) {
  const change = (action: 'cancel' | 'verify' | 'revert', orderId: number) => {
    const order = state.orders.get(orderId);
    if (!order) return fail(404, `Order ${orderId} not found`);
    if (state.statusFailure) return fail(state.statusFailure.status, state.statusFailure.message);
    if (!orderActionAllowed(action, order.status, order.tags)) {
      return fail(409, `Order ${order.short_code} cannot be changed in status ${order.status}`);
    }
    const status = (TARGET[action] as (s: number) => number)(order.status);
    state.orders.set(orderId, { ...order, status });
    const events = state.events.get(orderId) ?? [];
    const event = {
      id: events.length + 1,
      action: 'CHANGE_STATUS' as const,
      status,
      whoDid: 'Ana Demo',
      accountId: 1,
      created: new Date().toISOString(),
      details: { from: order.status, to: status },
    };
    state.events.set(orderId, [event, ...events]);
    return HttpResponse.json({ orders: [{ id: orderId, short_code: order.short_code, from: order.status, status }] });
  };
  return [
    http.get('*/module/orders/api/v1/orders/:orderId/events', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(state.events.get(Number(params.orderId)) ?? []);
    }),
    http.get('*/module/orders/api/v1/orders/:orderId/lead-events', async ({ request }) => {
      await record(request);
      return HttpResponse.json([]);
    }),
    http.post('*/module/orders/api/v1/orders/verify', async ({ request }) => {
      const body = (await record(request)) as { ids: number[] };
      return change('verify', body.ids[0] as number);
    }),
    http.post('*/module/orders/api/v1/orders/:orderId/cancel', async ({ request, params }) => {
      await record(request);
      return change('cancel', Number(params.orderId));
    }),
    http.post('*/module/orders/api/v1/orders/:orderId/revert', async ({ request, params }) => {
      await record(request);
      return change('revert', Number(params.orderId));
    }),
  ];
}
