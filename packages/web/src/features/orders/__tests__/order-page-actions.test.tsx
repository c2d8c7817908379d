import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS, ORDER_TAG, REVERT_COMMENT } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

const { DEPOSIT, CONFIRMED, VERIFIED, TRANSIT, CANCEL } = ORDER_STATUS;
const ORDERS = '/module/orders/api/v1/orders';

function mockOrder(overrides: Parameters<typeof makeOrderDto>[0] = {}) {
  const orders = createOrdersMock();
  orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', ...overrides }));
  server.use(...ordersHandlers(orders));
  return orders;
}

const changer = { ...DEMO_ACCOUNTS.agent, permissions: ['read:report', 'order:create:feature'] };
const reader = { ...DEMO_ACCOUNTS.agent, permissions: ['read:report'] };

/** The spec's table (spec 2 §4), written out: what a person who may change orders is offered. */
function expectedActions(status: number, tags: readonly string[], mayChange: boolean): string[] {
  if (!mayChange) return [];
  const paid = tags.includes(ORDER_TAG.PAID) || tags.includes(ORDER_TAG.OVERPAID);
  const shown: string[] = [];
  if (status === DEPOSIT || status === CONFIRMED) shown.push('edit');
  if (status === DEPOSIT || status === CONFIRMED || status === VERIFIED) shown.push('cancel');
  if (status === DEPOSIT) shown.push('sendLink');
  if (paid && (status === CONFIRMED || status === DEPOSIT)) shown.push('verify');
  if (status === VERIFIED || status === TRANSIT) shown.push('revert');
  if (status === DEPOSIT && tags.includes(ORDER_TAG.WAITING_FOR_PAYMENT)) shown.push('setReminder');
  return shown;
}

const shownActions = () =>
  within(screen.getByTestId('order-actions'))
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid')?.replace('order-action-', ''));

const cases = [DEPOSIT, CONFIRMED, VERIFIED, TRANSIT, CANCEL].flatMap((status) =>
  [[], [ORDER_TAG.PAID], [ORDER_TAG.OVERPAID], [ORDER_TAG.WAITING_FOR_PAYMENT]].flatMap((tags) =>
    [true, false].map((mayChange) => ({ status, tags, mayChange })),
  ),
);

describe('actions by status × tag × permission on /order/{id}', { timeout: 120_000 }, () => {
  it.each(cases)(
    'ORDER-14 ORDER-15 ORDER-16 ORDER-17 ORDER-18 ORDER-19 ORDER-20 status $status, tags $tags, may change $mayChange',
    async ({ status, tags, mayChange }) => {
      mockOrder({ status, tags });
      await renderApp({ path: '/order/9', as: mayChange ? changer : reader, language: 'en' });
      await screen.findByTestId('order-actions');
      expect(shownActions()).toEqual(expectedActions(status, tags, mayChange));
    },
  );
});

describe('cancel, verify and revert dialogs', { timeout: 60_000 }, () => {
  it('ORDER-22 ORDER-25 a manager’s cancel needs a comment: OK stays disabled until it is written; then the order shows Cancel', async () => {
    const orders = mockOrder({ status: CONFIRMED });
    const { user } = await renderApp({ path: '/order/9', as: 'admin', language: 'en' });
    await user.click(await screen.findByTestId('order-action-cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PER-009-001' });
    const ok = () => within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(within(dialog).queryByRole('combobox', { name: 'Reason' })).toBeNull();
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '   ');
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Cliente desiste');
    await user.click(ok());
    await waitFor(() =>
      expect(sentTo(orders, 'POST', `${ORDERS}/9/cancel`).map((r) => r.body)).toEqual([{ comment: 'Cliente desiste' }]),
    );
    expect(await screen.findByText('Order PER-009-001 cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancel'));
    expect(within(screen.getByTestId('order-events')).getByText('Status change')).toBeTruthy();
    expect(shownActions()).toEqual([]);
  });

  it('ORDER-23 in the agent flow the reason is required, and a comment too when the reason is OTRO', async () => {
    const orders = mockOrder({ status: DEPOSIT });
    const { user } = await renderApp({ path: '/order/9', as: changer, language: 'en' });
    await user.click(await screen.findByTestId('order-action-cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PER-009-001' });
    const ok = () => within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(await screen.findByTitle('Other'));
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Se mudó');
    expect(ok().hasAttribute('disabled')).toBe(false);
    await user.type(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Does not');
    await user.click(await screen.findByTitle('Does not want it'));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Comment' }));
    expect(ok().hasAttribute('disabled')).toBe(false);
    await user.click(ok());
    await waitFor(() =>
      expect(sentTo(orders, 'POST', `${ORDERS}/9/cancel`).map((r) => r.body)).toEqual([{ reason: 'NO_DESEA' }]),
    );
  });

  it('ORDER-24 a refused cancel shows "Server error" with the server’s message and the dialog stays', async () => {
    const orders = mockOrder({ status: CONFIRMED });
    orders.statusFailure = { status: 409, message: 'Order PER-009-001 cannot be cancelled in status TRANSIT' };
    const { user } = await renderApp({ path: '/order/9', as: 'admin', language: 'en' });
    await user.click(await screen.findByTestId('order-action-cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PER-009-001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByText('Order PER-009-001 cannot be cancelled in status TRANSIT')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancel order PER-009-001' })).toBeTruthy();
  });

  it('ORDER-18 ORDER-25 verify asks for confirmation, then sends the order’s id', async () => {
    const orders = mockOrder({ status: CONFIRMED, tags: [ORDER_TAG.PAID] });
    const { user } = await renderApp({ path: '/order/9', as: changer, language: 'en' });
    await user.click(await screen.findByTestId('order-action-verify'));
    const dialog = await screen.findByRole('dialog', { name: 'Verify order PER-009-001' });
    expect(sentTo(orders, 'POST', `${ORDERS}/verify`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sentTo(orders, 'POST', `${ORDERS}/verify`).map((r) => r.body)).toEqual([{ ids: [9] }]));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Verified'));
  });

  it('ORDER-26 revert asks for confirmation and always sends "No comment, reverted from UI"', async () => {
    const orders = mockOrder({ status: VERIFIED });
    const { user } = await renderApp({ path: '/order/9', as: changer, language: 'en' });
    await user.click(await screen.findByTestId('order-action-revert'));
    const dialog = await screen.findByRole('dialog', { name: 'Revert order PER-009-001' });
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() =>
      expect(sentTo(orders, 'POST', `${ORDERS}/9/revert`).map((r) => r.body)).toEqual([{ comment: REVERT_COMMENT }]),
    );
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Confirmed'));
  });
});

describe('page, blocks and history', { timeout: 60_000 }, () => {
  it('ORDER-02 ORDER-05 ORDER-06 the header and three blocks; the tags block only when opened from search', async () => {
    mockOrder({ tags: [ORDER_TAG.PAID] });
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    expect((await screen.findByTestId('order-short-code')).textContent).toBe('Order PER-009-001');
    expect(screen.getByTestId('order-status').textContent).toBe('Confirmed');
    expect(within(screen.getByTestId('block-customer')).getByText('María Fernández')).toBeTruthy();
    expect(within(screen.getByTestId('block-info')).getByText('Olva Courier')).toBeTruthy();
    expect(within(screen.getByTestId('block-products')).getByText('Colágeno Plus')).toBeTruthy();
    expect(screen.queryByTestId('block-tags')).toBeNull();
  });

  it('ORDER-06 opened from search, the tags block lists the order’s tags', async () => {
    mockOrder({ tags: [ORDER_TAG.PAID] });
    await renderApp({ path: '/order/9?from=search', as: 'agent', language: 'en' });
    expect(within(await screen.findByTestId('block-tags')).getByText('ORDER_PAID')).toBeTruthy();
  });

  it('ORDER-51 ORDER-52 OCONST-15 the events table shows status, who, when and action, 10 per page', async () => {
    const orders = mockOrder();
    orders.events.set(
      9,
      Array.from({ length: 12 }, (_, i) => ({
        id: 12 - i,
        action: i === 0 ? ('UPDATE' as const) : ('CHANGE_STATUS' as const),
        status: CONFIRMED,
        whoDid: `Person ${12 - i}`,
        accountId: 1,
        created: '2026-11-20T15:00:00.000Z',
        details: {},
      })),
    );
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await waitFor(() => expect(within(screen.getByTestId('order-events')).getByText('Person 12')).toBeTruthy());
    const table = screen.getByTestId('order-events');
    expect(within(table).getByText('Update')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).queryByText('Person 2')).toBeNull();
    await user.click(screen.getByTitle('2'));
    expect(await within(screen.getByTestId('order-events')).findByText('Person 2')).toBeTruthy();
  });

  it('ORDER-08 a part of the page refused (403) leaves the page showing; ORDER-09 the order failing shows the error view', async () => {
    mockOrder();
    server.use(
      http.get('*/module/orders/api/v1/orders/:orderId/events', () =>
        HttpResponse.json({ message: 'You do not have permission to do this' }, { status: 403 }),
      ),
    );
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    expect(await screen.findByTestId('block-customer')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-events').textContent).toBe('No events yet'));

    server.use(
      http.get('*/module/orders/api/v1/orders/:orderId', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    await renderApp({ path: '/order/10', as: 'agent', language: 'en' });
    expect(await screen.findByText('500')).toBeTruthy();
  });
});

describe('the header of /order/{id}', { timeout: 60_000 }, () => {
  it('ORDER-07 offers New order with order:create:feature only', async () => {
    mockOrder({ status: CONFIRMED });
    const first = await renderApp({ path: '/order/9', as: changer, language: 'en' });
    await screen.findByTestId('order-actions');
    // The header's New order loads after the page (useAfterLoad, then its own chunk).
    expect(await screen.findByRole('button', { name: /New order/ }, { timeout: 10_000 })).toBeTruthy();
    first.unmount();
    mockOrder({ status: CONFIRMED });
    await renderApp({ path: '/order/9', as: reader, language: 'en' });
    await screen.findByTestId('order-short-code');
    expect(screen.queryByRole('button', { name: /New order/ })).toBeNull();
  });
});
