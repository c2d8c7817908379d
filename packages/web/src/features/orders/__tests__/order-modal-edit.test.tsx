import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, shownDate } from '../testing/modal-steps';
import { isoDay, makeOrderDto } from '../testing/order-fixtures';
import { sentTo } from '../testing/orders-mock';
import { renderOrderModal } from '../testing/render-order-modal';

async function editing(
  order = makeOrderDto(),
  task: { id: number; type: 'LEAD' | 'CALL_BACK' | 'RECALL' } | null = null,
) {
  const view = await renderOrderModal({
    props: { mode: task?.type === 'RECALL' ? 'recall-approve' : 'edit', orderId: order.id, task },
    state: { orders: new Map([[order.id, order]]) },
  });
  await screen.findByRole('spinbutton', { name: 'Quantity of Colágeno Plus' });
  return view;
}

describe('order modal: edit modes', { timeout: 60_000 }, () => {
  it('ONEW-18 ONEW-122 the order products and quantities are preselected', async () => {
    await editing();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Colágeno Plus' })).toHaveProperty('value', '3');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Té Verde Detox' })).toHaveProperty('value', '0');
    expect(screen.getByText('Edit order ABC-123-456')).toBeTruthy();
  });

  it('ONEW-36 ONEW-76 ONEW-77 ONEW-78 ONEW-79 the dictionary address, the method from the deposit flag, the option and a date within the window', async () => {
    const { user, state } = await editing();
    expect(sentTo(state, 'GET', '/addresses/501')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 3000 });
    await user.click(button('Next'));
    expect(await screen.findByRole('radio', { name: 'Dictionary' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Pay on delivery' })).toHaveProperty('checked', true);
    expect(screen.getByText('Olva Courier · Olva Lima')).toBeTruthy();
    expect(screen.getByText(shownDate(isoDay(1)))).toBeTruthy();
    expect(screen.getByText('09:00-13:00')).toBeTruthy();
    expect(screen.queryByText(/The delivery date has expired/)).toBeNull();
  });

  it('ONEW-81 a date outside the window sets the expired flag and shows the warning', async () => {
    const order = makeOrderDto({ deliveryInfo: { ...makeOrderDto().deliveryInfo, preferredDate: '2020-03-02' } });
    const { user } = await editing(order);
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 3000 });
    await user.click(button('Next'));
    expect(await screen.findByText('The delivery date has expired: choose a new date and time')).toBeTruthy();
  });

  it('ONEW-36 ONEW-76 an order without a dictionary address opens in map mode at its coordinates', async () => {
    const order = makeOrderDto({
      addr: null,
      deliveryInfo: { ...makeOrderDto().deliveryInfo, latitude: -12.1, longitude: -77.03 },
    });
    const { user, state } = await editing(order);
    await waitFor(() => expect(sentTo(state, 'GET', '/delivery-info/by-coordinates')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 3000 });
    await user.click(button('Next'));
    expect(await screen.findByRole('radio', { name: 'Map' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('map-picked').textContent).toMatch(/-12\.100000, -77\.030000/);
  });

  it('ONEW-107 an edit without a task is a change-order update (PUT with orderId); "Order updated"', async () => {
    const { user, state, onUpdated } = await editing();
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 3000 });
    await user.click(button('Next'));
    await screen.findByRole('radio', { name: 'Dictionary' });
    await user.click(button('Next'));
    const coordinates = await screen.findByRole('textbox', { name: 'Coordinates' });
    await user.type(coordinates, '-12.1211, -77.0297');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith({ id: 9001, shortCode: 'ABC-123-456' }));
    const [put] = sentTo(state, 'PUT', '/orders/9001');
    expect(put?.body).toMatchObject({
      orderId: 9001,
      items: [{ id: 1, qty: 3 }],
      address: 'Av. Larco 345',
      address2: 'Frente al parque',
    });
    expect(put?.body).not.toHaveProperty('smsFeatureFlag');
    expect(await screen.findByText('Order updated')).toBeTruthy();
  });

  it('ONEW-105 ONEW-106 a call-back edit approves; a recall edit recall-approves with taskId and orderId', async () => {
    for (const [type, path] of [
      ['CALL_BACK', '/orders/9001/approve'],
      ['RECALL', '/orders/9001/recall-approve'],
    ] as const) {
      const { user, state, unmount } = await editing(makeOrderDto(), { id: 604, type });
      await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 3000 });
      await user.click(button('Next'));
      await screen.findByRole('radio', { name: 'Dictionary' });
      await user.click(button('Next'));
      await user.type(await screen.findByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
      await user.click(button('Next'));
      await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
      await waitFor(() => expect(sentTo(state, 'POST', path)).toHaveLength(1));
      expect(sentTo(state, 'POST', path)[0]?.body).toMatchObject({ orderId: 9001, taskId: 604, smsFeatureFlag: true });
      unmount();
    }
  });
});
