import { ORDER_STATUS, type OrderAction, orderActionAllowed } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import type { OrdersMockState } from './orders-mock-state';

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
  let nextCommentId = 1;
  const commentsOf = (orderId: number) => state.comments.get(orderId) ?? [];
  const findComment = (commentId: number) =>
    [...state.comments.entries()]
      .flatMap(([orderId, list]) => list.map((c) => ({ orderId, c })))
      .find((x) => x.c.id === commentId);
  return [
    http.get('*/module/orders/api/v1/orders/:orderId/provider-comments', async ({ request, params }) => {
      await record(request);
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const all = state.providerComments.get(Number(params.orderId)) ?? [];
      return HttpResponse.json({ totalSize: all.length, content: all.slice(page * size, (page + 1) * size) });
    }),
    http.put('*/module/orders/api/v1/orders/:orderId/tracking-number', async ({ request, params }) => {
      const body = (await record(request)) as { newNumber: string; oldNumber: string };
      const order = state.orders.get(Number(params.orderId));
      if (!order) return fail(404, 'Order not found');
      if (order.externalId !== body.oldNumber) return fail(409, 'The tracking number changed meanwhile');
      state.orders.set(order.id, { ...order, externalId: body.newNumber });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/orders/api/v1/chat-tickets/:shortCode', async ({ request, params }) => {
      await record(request);
      const tickets = state.chatTickets.get(String(params.shortCode));
      return tickets ? HttpResponse.json(tickets) : fail(404, 'No tickets');
    }),
    http.get('*/module/orders/api/v1/reminders/:shortCode', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ reminder: state.reminders.get(String(params.shortCode)) ?? null });
    }),
    http.post('*/module/orders/api/v1/reminders', async ({ request }) => {
      const body = (await record(request)) as { orderShortCode: string; callAt: string; notes?: string };
      const order = [...state.orders.values()].find((o) => o.short_code === body.orderShortCode);
      if (!order) return fail(404, `Order ${body.orderShortCode} not found`);
      const reminder = {
        id: 1,
        orderId: order.id,
        orderShortCode: order.short_code,
        callAt: body.callAt,
        notes: body.notes ?? '',
        createdBy: 'Ana Demo',
        updated: new Date().toISOString(),
      };
      state.reminders.set(order.short_code, reminder);
      return HttpResponse.json(reminder);
    }),
    http.put('*/module/orders/api/v1/reminders/:shortCode', async ({ request, params }) => {
      const body = (await record(request)) as { callAt: string; notes?: string };
      const existing = state.reminders.get(String(params.shortCode));
      if (!existing) return fail(404, 'No reminder');
      const reminder = { ...existing, callAt: body.callAt, notes: body.notes ?? existing.notes };
      state.reminders.set(existing.orderShortCode, reminder);
      return HttpResponse.json(reminder);
    }),
    http.delete('*/module/orders/api/v1/reminders/:shortCode', async ({ request, params }) => {
      await record(request);
      state.reminders.delete(String(params.shortCode));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/orders/api/v1/orders/:orderId/comments', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(commentsOf(Number(params.orderId)));
    }),
    http.post('*/module/orders/api/v1/orders/:orderId/comments', async ({ request, params }) => {
      const body = (await record(request)) as { commentText: string };
      if (state.commentFailure) return fail(state.commentFailure.status, state.commentFailure.message);
      const orderId = Number(params.orderId);
      const comment = {
        id: 100 + nextCommentId++,
        orderId,
        text: body.commentText,
        createdBy: 'Me',
        authorId: state.commentAuthorId,
        created: new Date().toISOString(),
        updated: null,
      };
      state.comments.set(orderId, [comment, ...commentsOf(orderId)]);
      return HttpResponse.json(comment);
    }),
    http.put('*/module/orders/api/v1/comments/:commentId', async ({ request, params }) => {
      const body = (await record(request)) as { newCommentText: string };
      if (state.commentFailure) return fail(state.commentFailure.status, state.commentFailure.message);
      const found = findComment(Number(params.commentId));
      if (!found) return fail(404, 'Comment not found');
      const changed = { ...found.c, text: body.newCommentText, updated: new Date().toISOString() };
      state.comments.set(
        found.orderId,
        commentsOf(found.orderId).map((c) => (c.id === changed.id ? changed : c)),
      );
      return HttpResponse.json(changed);
    }),
    http.delete('*/module/orders/api/v1/comments/:commentId', async ({ request, params }) => {
      await record(request);
      if (state.commentFailure) return fail(state.commentFailure.status, state.commentFailure.message);
      const found = findComment(Number(params.commentId));
      if (!found) return fail(404, 'Comment not found');
      state.comments.set(
        found.orderId,
        commentsOf(found.orderId).filter((c) => c.id !== found.c.id),
      );
      return new HttpResponse(null, { status: 204 });
    }),
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
