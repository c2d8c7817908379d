import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

const BLUEX = 6;

function mockOrder(overrides: Parameters<typeof makeOrderDto>[0] = {}, comments = 0) {
  const orders = createOrdersMock();
  orders.orders.set(
    9,
    makeOrderDto({
      id: 9,
      short_code: 'CHL-009-001',
      regionId: 'cl-central',
      status: ORDER_STATUS.TRANSIT,
      delivery_provider_id: BLUEX,
      delivery_provider_name: 'Blue Express',
      externalId: 'BX-1001',
      ...overrides,
    }),
  );
  orders.providerComments.set(
    9,
    Array.from({ length: comments }, (_, i) => ({
      deliveryProviderName: 'Blue Express',
      status: `STATUS-${comments - i}`,
      dateTime: new Date(Date.UTC(2026, 0, 1, 10, comments - i)).toISOString(),
      externalId: 'BX-1001',
      providerId: BLUEX,
    })),
  );
  server.use(...ordersHandlers(orders));
  return orders;
}

const tracker = { ...DEMO_ACCOUNTS.admin };
const reader = { ...DEMO_ACCOUNTS.agent, permissions: ['read:report'] };

describe('delivery provider comments on /order/{id}', { timeout: 60_000 }, () => {
  it('ORDER-03 ORDER-54 ORDER-55 OCONST-15 shows provider, status, date, external id and provider id, 20 a page by totalSize', async () => {
    const orders = mockOrder({}, 23);
    const { user } = await renderApp({ path: '/order/9', as: reader, language: 'en' });
    await waitFor(() => expect(within(screen.getByTestId('provider-comments')).getAllByRole('row')).toHaveLength(21));
    const table = screen.getByTestId('provider-comments');
    for (const title of ['Provider', 'Status', 'Date and time', 'External id', 'Provider id'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeTruthy();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Blue Express')).toBeTruthy();
    expect(within(first).getByText('STATUS-23')).toBeTruthy();
    expect(within(first).getByText('BX-1001')).toBeTruthy();
    expect(within(first).getByText(String(BLUEX))).toBeTruthy();
    const query = sentTo(orders, 'GET', '/orders/9/provider-comments')[0]?.query;
    expect(query).toMatchObject({ page: '0', size: '20', property: 'dateTime', direction: 'DESC' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(within(screen.getByTestId('provider-comments')).getAllByRole('row')).toHaveLength(4));
  });

  it('ORDER-54 an order no provider reported on says so', async () => {
    mockOrder();
    await renderApp({ path: '/order/9', as: reader, language: 'en' });
    expect(await screen.findByText('No provider comments')).toBeTruthy();
  });
});

describe('tracking number change', { timeout: 60_000 }, () => {
  it('ORDER-57 ORDER-58 is offered with the permission, for Blue Express with an external id only', async () => {
    mockOrder();
    await renderApp({ path: '/order/9', as: reader, language: 'en' });
    await screen.findByTestId('order-external-id');
    expect(screen.queryByTestId('change-tracking')).toBeNull();
  });

  it('ORDER-58 not for another provider, nor without an external id', async () => {
    mockOrder({ delivery_provider_id: 5, delivery_provider_name: 'Starken' });
    await renderApp({ path: '/order/9', as: tracker, language: 'en' });
    await screen.findByTestId('order-external-id');
    expect(screen.queryByTestId('change-tracking')).toBeNull();
  });

  it('ORDER-59 ORDER-60 OK is disabled while the number is empty or the old one; the change shows the new number', async () => {
    const orders = mockOrder();
    const { user } = await renderApp({ path: '/order/9', as: tracker, language: 'en' });
    await user.click(await screen.findByTestId('change-tracking'));
    const dialog = await screen.findByRole('dialog', { name: 'Change tracking number' });
    const ok = () => within(dialog).getByRole('button', { name: 'OK' });
    const input = within(dialog).getByRole('textbox', { name: 'New tracking number' });
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.clear(input);
    await user.type(input, '   ');
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.clear(input);
    await user.type(input, 'BX-2002');
    await user.click(ok());
    await waitFor(() =>
      expect(sentTo(orders, 'PUT', '/orders/9/tracking-number').map((r) => r.body)).toEqual([
        { newNumber: 'BX-2002', oldNumber: 'BX-1001' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('order-external-id').textContent).toBe('BX-2002'));
  });
});
