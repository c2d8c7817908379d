import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS } from '@umbrella/contract';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { feedback } from '@/lib/feedback/feedback';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { editDateDisabled, hourOf } from '../lib/edit-window';
import { isoDay, makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

const { DEPOSIT, CONFIRMED } = ORDER_STATUS;
const ORDERS = '/module/orders/api/v1/orders';

function mockOrder(status: number = DEPOSIT) {
  const orders = createOrdersMock();
  orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', status }));
  server.use(
    http.patch('*/module/orders/api/v1/orders/:orderId', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      orders.received.push({
        method: 'PATCH',
        path: new URL(request.url).pathname,
        query: {},
        body,
        headers: request.headers,
      });
      if (body.address === 'Calle sin número')
        return HttpResponse.json({ message: 'Invalid', errors: { address: 'is not deliverable' } }, { status: 400 });
      const order = { ...(orders.orders.get(9) as ReturnType<typeof makeOrderDto>), full_name: String(body.fullName) };
      orders.orders.set(9, order);
      return HttpResponse.json({ order, paymentLink: null, depositInstructions: null });
    }),
    http.post('*/module/orders/api/v1/orders/payment-link', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      orders.received.push({
        method: 'POST',
        path: new URL(request.url).pathname,
        query: {},
        body,
        headers: request.headers,
      });
      if (body.phone === '+51900000000') return HttpResponse.json({ message: 'SMS gateway down' }, { status: 502 });
      return HttpResponse.json({
        shortCode: 'PER-009-001',
        recipient: body.phone ?? null,
        paymentLink: 'http://x/pay/PER-009-001',
      });
    }),
    ...ordersHandlers(orders),
  );
  return orders;
}

const totalShows = (amount: string) =>
  waitFor(() => expect(screen.getByTestId('edit-total').textContent).toContain(amount));

async function openEdit() {
  const app = await renderApp({ path: '/order/9', as: 'admin', language: 'en' });
  await app.user.click(await screen.findByTestId('order-action-edit'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit order PER-009-001' });
  return { ...app, dialog };
}

/** The value an address select shows ('' when empty). */
const chosen = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }).closest('.ant-select-content')?.getAttribute('title') ?? '';

/** Opens an address select and clicks the option in its own dropdown (found through the listbox it controls). */
async function pick(dialog: HTMLElement, name: string, option: string) {
  const box = within(dialog).getByRole('combobox', { name });
  // A select opens only once the level above is chosen.
  await waitFor(() => expect(box.closest('.ant-select')?.className).not.toContain('disabled'));
  const dropdown = await waitFor(
    () => {
      if (box.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(box);
      const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
      const found = list?.closest<HTMLElement>('.ant-select-dropdown');
      if (!found) throw new Error(`no dropdown for ${name}`);
      return found;
    },
    { timeout: 5_000 },
  );
  fireEvent.click(await within(dropdown).findByTitle(option, { exact: true }));
  await waitFor(() => expect(chosen(dialog, name)).toBe(option));
}

describe('the order edit form on /order/{id}', { timeout: 60_000 }, () => {
  it('ORDER-27 ORDER-36 ORDER-38 shows the order’s fields, the total the back-office prices and "Discount was not applied"; Save PATCHes them', async () => {
    const orders = mockOrder();
    const { user, dialog } = await openEdit();
    expect((within(dialog).getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe(
      'María Fernández',
    );
    for (const [name, value] of [
      ['State', 'Lima'],
      ['City', 'Lima'],
      ['District', 'Miraflores'],
    ] as const) {
      expect(chosen(dialog, name)).toBe(value);
    }
    for (const label of [
      'Address',
      'Postal code',
      'Preferred date',
      'Preferred time',
      'Delivery provider',
      'Products',
      'Total',
    ])
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    await totalShows('159.00');
    expect(within(dialog).getByText('Discount was not applied')).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Rosa María Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)).toHaveLength(1));
    expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)[0]?.body).toMatchObject({
      fullName: 'Rosa María Pérez',
      state: 'Lima',
      city: 'Lima',
      district: 'Miraflores',
      preferredDate: isoDay(1),
      preferredTime: '09:00',
      deliveryProviderId: 1,
      items: [{ id: 1, qty: 3 }],
      total: 15900,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit order PER-009-001' })).toBeNull());
    expect(await screen.findByText('Order PER-009-001 saved')).toBeTruthy();
  });

  it('ORDER-28 a required field left empty says so under it and nothing is sent; a field the server refuses shows its message', async () => {
    const orders = mockOrder(CONFIRMED);
    const { user, dialog } = await openEdit();
    await totalShows('159.00');
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Full name is required')).toBeTruthy();
    expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)).toHaveLength(0);
    await user.type(name, 'María Fernández');
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'Calle sin número');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is not deliverable')).toBeTruthy();
  });

  it('ORDER-31 ORDER-32 ORDER-11 the address is chosen as state, city and district; a new state empties city and district, a new city the district', async () => {
    const orders = mockOrder();
    const { user, dialog } = await openEdit();
    await totalShows('159.00');
    await pick(dialog, 'City', 'Huaral');
    expect(chosen(dialog, 'District')).toBe('');
    await pick(dialog, 'District', 'Huaral');
    expect((within(dialog).getByRole('textbox', { name: 'Postal code' }) as HTMLInputElement).value).toBe('04017');
    await pick(dialog, 'State', 'Arequipa');
    expect([chosen(dialog, 'City'), chosen(dialog, 'District')]).toEqual(['', '']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('City is required')).toBeTruthy();
    expect(await within(dialog).findByText('District is required')).toBeTruthy();
    await pick(dialog, 'City', 'Arequipa');
    await pick(dialog, 'District', 'Cayma');
    const places = orders.received.filter((r) => r.path.endsWith('/addresses/places')).map((r) => r.query);
    expect(places).toContainEqual(expect.objectContaining({ state: 'Arequipa', city: 'Arequipa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)).toHaveLength(1));
    expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)[0]?.body).toMatchObject({
      state: 'Arequipa',
      city: 'Arequipa',
      district: 'Cayma',
      postalCode: '04017',
    });
  });

  it('ORDER-37 a phone that is typed must be "+", a digit 1–9 and 10 to 14 digits', async () => {
    const orders = mockOrder();
    const { user, dialog } = await openEdit();
    await totalShows('159.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+0123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The phone must be +, a digit 1–9 and 10 to 14 digits')).toBeTruthy();
    expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)).toHaveLength(0);
  });

  it('ORDER-33 ORDER-34 ORDER-35 the picker offers 1 to 8; choosing the chosen quantity takes it off; OK is disabled at a total of 0 or 2', async () => {
    const orders = mockOrder();
    const { user, dialog } = await openEdit();
    await totalShows('159.00');
    const choose = within(dialog).getByRole('button', { name: 'Choose products' });
    await waitFor(() => expect(choose.hasAttribute('disabled')).toBe(false));
    await user.click(choose);
    // Both dialogs carry the same generated title id in tests: the picker is found by its content.
    const picker = (await screen.findByTestId('picker-product-1')).closest('[role="dialog"]') as HTMLElement;
    expect(within(picker).getByText('Products')).toBeTruthy();
    const first = within(picker).getByTestId('picker-product-1');
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const ok = () => within(picker).getByRole('button', { name: 'OK' });
    expect(within(first).getByRole('button', { name: 'Colágeno Plus: 3' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(first).getByRole('button', { name: 'Colágeno Plus: 3' }));
    expect(within(first).getByRole('button', { name: 'Colágeno Plus: 3' }).getAttribute('aria-pressed')).toBe('false');
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.click(within(first).getByRole('button', { name: 'Colágeno Plus: 1' }));
    await user.click(within(picker).getByRole('button', { name: 'Té Verde Detox: 1' }));
    expect(ok().hasAttribute('disabled')).toBe(true);
    await user.click(within(picker).getByRole('button', { name: 'Té Verde Detox: 4' }));
    expect(ok().hasAttribute('disabled')).toBe(false);
    await user.click(ok());
    await totalShows('209.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentTo(orders, 'PATCH', `${ORDERS}/9`)[0]?.body).toMatchObject({
        items: [
          { id: 1, qty: 1 },
          { id: 2, qty: 4 },
        ],
        total: 20900,
      }),
    );
  });

  it('ORDER-29 dates from yesterday up to 10 days ahead', () => {
    const today = dayjs('2026-03-10');
    expect(editDateDisabled(dayjs('2026-03-09'), today)).toBe(false);
    expect(editDateDisabled(dayjs('2026-03-20'), today)).toBe(false);
    expect(editDateDisabled(dayjs('2026-03-08'), today)).toBe(true);
    expect(editDateDisabled(dayjs('2026-03-21'), today)).toBe(true);
  });

  it('ORDER-30 the preferred time offers the hours on the hour only; a slot is read as its start hour', async () => {
    mockOrder();
    const { dialog } = await openEdit();
    const time = within(dialog).getByRole('combobox', { name: 'Preferred time' });
    fireEvent.mouseDown(time);
    const list = await waitFor(() => {
      const found = document.getElementById(time.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
      if (!found) throw new Error('no dropdown for the preferred time');
      return found;
    });
    const hours = [...list.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(hours.slice(0, 3)).toEqual(['00:00', '01:00', '02:00']);
    expect(hours.every((hour) => /^\d{2}:00$/.test(hour ?? ''))).toBe(true);
    expect(hourOf('14:00-18:00')).toBe('14:00');
  });
});

describe('send payment link', { timeout: 60_000 }, () => {
  it('ORDER-17 ORDER-61 ORDER-64 sends the link to the order’s phone or the typed one, and says it was sent', async () => {
    const orders = mockOrder();
    const { user } = await renderApp({ path: '/order/9', as: 'admin', language: 'en' });
    await user.click(await screen.findByTestId('order-action-sendLink'));
    let dialog = await screen.findByRole('dialog', { name: 'Send payment link of PER-009-001' });
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Payment link of PER-009-001 sent')).toBeTruthy();
    await user.click(await screen.findByTestId('order-action-sendLink'));
    dialog = await screen.findByRole('dialog', { name: 'Send payment link of PER-009-001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '+51 9');
    expect(within(dialog).getByRole('button', { name: 'Send link' }).hasAttribute('disabled')).toBe(true);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '+51911122233');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(sentTo(orders, 'POST', `${ORDERS}/payment-link`).map((r) => r.body)).toEqual([
        { shortCode: 'PER-009-001', regionId: 'pe-central' },
        { shortCode: 'PER-009-001', regionId: 'pe-central', phone: '+51911122233' },
      ]),
    );
  });

  it('ORDER-62 OCONST-13 the success message is raised to close by itself after 2 s', async () => {
    mockOrder();
    const success = vi.spyOn(feedback.message, 'success');
    const { user } = await renderApp({ path: '/order/9', as: 'admin', language: 'en' });
    await user.click(await screen.findByTestId('order-action-sendLink'));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment link of PER-009-001' });
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await screen.findByText('Payment link of PER-009-001 sent');
    expect(success).toHaveBeenCalledWith('Payment link of PER-009-001 sent', 2);
    success.mockRestore();
  });

  it('ORDER-63 a failed send shows "Server error" with the server message', async () => {
    mockOrder();
    const { user } = await renderApp({ path: '/order/9', as: 'admin', language: 'en' });
    await user.click(await screen.findByTestId('order-action-sendLink'));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment link of PER-009-001' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '+51900000000');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(await screen.findByText('SMS gateway down')).toBeTruthy();
  });
});
