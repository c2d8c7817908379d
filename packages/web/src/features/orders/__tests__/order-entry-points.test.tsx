import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTasks } from '@/features/tasks/testing/render-tasks';
import { makeLead, makeTask } from '@/features/tasks/testing/workspace-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { completeDictionaryOrder, pricedProducts, toAddressStep } from '../testing/modal-steps';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

/** Whether a notice has closed: jsdom never ends the leave animation, so the test ends it as a browser would. */
function noticeGone(title: string): boolean {
  const leaving = screen.queryByText(title)?.closest('.ant-notification-fade-leave');
  if (leaving) fireEvent.transitionEnd(leaving);
  return screen.queryByText(title) === null;
}

describe('where the order modal opens', { timeout: 120_000 }, () => {
  it('ONEW-104 ONEW-112 ONEW-110 TASK-17 TASK-23 from the lead view: Approve shows "Lead Approved / New Task loaded", fetches the next task and opens /order/{id} with no OK to click', async () => {
    const orders = createOrdersMock();
    server.use(...ordersHandlers(orders));
    const { user, router, sent } = await renderTasks({
      state: { queue: [makeTask(), makeTask({ id: 502, leadId: 202, context: makeLead({ id: 202 }) })] },
    });
    await screen.findByTestId('product-title');
    await user.click(await screen.findByRole('button', { name: /Create order/ }));
    await pricedProducts();
    const nextCalls = sent('/tasks/next').length;
    const created = await completeDictionaryOrder(user);
    expect(sentTo(orders, 'POST', '/module/orders/api/v1/orders')[0]?.body).toMatchObject({ leadId: 101, taskId: 501 });
    const shortCode = within(created).getByTestId('created-short-code').textContent ?? '';
    expect(await screen.findByText('Lead Approved')).toBeTruthy();
    expect(screen.getByText('New Task loaded')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\/\d+$/));
    expect(sent('/tasks/next').length).toBeGreaterThan(nextCalls);
    expect(await screen.findByTestId('order-short-code')).toHaveProperty('textContent', `Order ${shortCode}`);
  });

  it('ONEW-110 TASK-24 from the header New order: the lead by id, then /order/{id} with "Order created {shortCode}", no OK to click', async () => {
    const orders = createOrdersMock();
    server.use(...ordersHandlers(orders));
    const { user, router } = await renderApp({ path: '/welcome', as: 'agent', language: 'en' });
    await user.click(await screen.findByTestId('new-order'));
    const ask = await screen.findByRole('dialog', { name: 'New order' });
    await user.type(within(ask).getByRole('spinbutton', { name: 'Lead id' }), '101');
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    await pricedProducts();
    const created = await completeDictionaryOrder(user);
    expect(sentTo(orders, 'POST', '/module/orders/api/v1/orders')[0]?.body).toMatchObject({
      leadId: 101,
      taskId: null,
    });
    const shortCode = within(created).getByTestId('created-short-code').textContent ?? '';
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\/\d+$/));
    expect(await screen.findByText(`Order created ${shortCode}`)).toBeTruthy();
    const page = await screen.findByTestId('order-page');
    expect(within(page).getByTestId('order-short-code').textContent).toBe(`Order ${shortCode}`);
    expect(within(page).getByText('Colágeno Plus')).toBeTruthy();
    expect(screen.queryByText('Lead Approved')).toBeNull();
  });

  it('ONEW-111 a deposit order’s notice stays on its page and closes when the next order modal opens, whose buttons it would cover', async () => {
    const orders = createOrdersMock();
    server.use(...ordersHandlers(orders));
    const { user, router } = await renderApp({ path: '/welcome', as: 'agent', language: 'en' });
    const openOrderModal = async () => {
      await user.click(await screen.findByTestId('new-order'));
      const ask = await screen.findByRole('dialog', { name: 'New order' });
      const leadId = within(ask).getByRole('spinbutton', { name: 'Lead id' });
      await user.clear(leadId);
      await user.type(leadId, '101');
      // jsdom never ends the loading icon's exit animation: the second time its name keeps a "loading" prefix.
      await user.click(within(ask).getByRole('button', { name: /Continue$/ }));
    };
    await openOrderModal();
    await pricedProducts();
    const created = await completeDictionaryOrder(user, 'Deposit');
    expect(within(created).getByText('BCP 191-2345678-0-12, Umbrella SAC')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\/\d+$/));
    await screen.findByTestId('order-page');
    expect(screen.getByText('Pedido creado con éxito')).toBeTruthy();

    await openOrderModal();
    await waitFor(() => expect(noticeGone('Pedido creado con éxito')).toBe(true));
    await toAddressStep(user);
  });

  it('a lead id that cannot be opened says why and keeps the question open', async () => {
    server.use(...ordersHandlers(createOrdersMock()));
    const { user } = await renderApp({ path: '/welcome', as: 'agent', language: 'en' });
    await user.click(await screen.findByTestId('new-order'));
    const ask = await screen.findByRole('dialog', { name: 'New order' });
    await user.type(within(ask).getByRole('spinbutton', { name: 'Lead id' }), '555');
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await within(ask).findByText('Lead 555 could not be opened: Lead 555 not found')).toBeTruthy();
  });
});
