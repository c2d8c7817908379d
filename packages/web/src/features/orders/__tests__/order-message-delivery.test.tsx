import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers } from '../testing/orders-mock';
import type { OrderEventDelivery } from '../types';

const event = (id: number, delivery: Pick<OrderEventDelivery, 'status'> & Partial<OrderEventDelivery>) => ({
  id,
  action: 'SEND_PAYMENT_INSTRUCTION' as const,
  status: ORDER_STATUS.DEPOSIT,
  whoDid: `Person ${id}`,
  accountId: 1,
  created: '2026-11-20T15:00:00.000Z',
  details: { channel: 'Sms', messageId: id },
  delivery: { transport: 'twilio', attempts: 1, reason: null, sentAt: null, ...delivery },
});

function mockEvents() {
  const orders = createOrdersMock();
  orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', status: ORDER_STATUS.DEPOSIT }));
  orders.events.set(9, [
    event(3, { status: 'failed', reason: 'Twilio 400: Attempt to send to unsubscribed recipient (code 21610)' }),
    event(2, { status: 'pending', attempts: 2, reason: 'Twilio 503: Service Unavailable' }),
    event(1, { status: 'sent', sentAt: '2026-11-20T15:00:05.000Z' }),
  ]);
  server.use(...ordersHandlers(orders));
}

const deliveries = async () => {
  await waitFor(() => expect(within(screen.getByTestId('order-events')).getByText('Person 3')).toBeTruthy());
  return within(screen.getByTestId('order-events'))
    .getAllByTestId('message-delivery')
    .map((d) => d.textContent);
};

describe("the order's events show where each customer message stands", () => {
  it("sent, queued for a retry and failed with the provider's reason (English)", async () => {
    mockEvents();
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await screen.findByTestId('order-events');
    expect(await deliveries()).toEqual([
      'Failedvia twilioNot delivered: Twilio 400: Attempt to send to unsubscribed recipient (code 21610)',
      'Queuedvia twilioAttempt 2 failed, will retry: Twilio 503: Service Unavailable',
      'Sentvia twilio',
    ]);
  });

  it('in Spanish', async () => {
    mockEvents();
    await renderApp({ path: '/order/9', as: 'agent', language: 'es' });
    await screen.findByTestId('order-events');
    expect(await deliveries()).toEqual([
      'Fallidopor twilioNo entregado: Twilio 400: Attempt to send to unsubscribed recipient (code 21610)',
      'En colapor twilioFalló el intento 2, se reintentará: Twilio 503: Service Unavailable',
      'Enviadopor twilio',
    ]);
  });
});
