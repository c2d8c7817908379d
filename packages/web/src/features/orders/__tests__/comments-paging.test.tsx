import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers } from '../testing/orders-mock';

describe('/order/{id}: the comments table', { timeout: 60_000 }, () => {
  it('OCONST-15 ORDER-47 shows the comments 10 a page', async () => {
    const orders = createOrdersMock();
    orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001' }));
    orders.comments.set(
      9,
      Array.from({ length: 12 }, (_, i) => ({
        id: 12 - i,
        orderId: 9,
        text: `Comentario ${12 - i}`,
        createdBy: 'Otro Demo',
        authorId: 3,
        created: '2026-11-20T15:00:00.000Z',
        updated: null,
      })),
    );
    server.use(...ordersHandlers(orders));
    const { user } = await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    const panel = await screen.findByTestId('comments-panel');
    await waitFor(() => expect(within(panel).getByText('Comentario 12')).toBeTruthy());
    expect(within(panel).getByText('Comentario 3')).toBeTruthy();
    expect(within(panel).queryByText('Comentario 2')).toBeNull();
    await user.click(within(panel).getByTitle('2'));
    expect(await within(panel).findByText('Comentario 2')).toBeTruthy();
    expect(within(panel).getByText('Comentario 1')).toBeTruthy();
    expect(within(panel).queryByText('Comentario 12')).toBeNull();
  });
});
