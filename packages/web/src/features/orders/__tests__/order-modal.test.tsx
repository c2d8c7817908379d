import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getErrorState } from '@/lib/errors/error-store';
import { DEPOSIT_WARNING_ES } from '../components/check-step';
import {
  button,
  chooseCashSlot,
  chooseDictionaryAddress,
  dialog,
  findCreatedNotice,
  pickOption,
  pricedProducts,
  shownDate,
  toAddressStep,
} from '../testing/modal-steps';
import { isoDay } from '../testing/order-fixtures';
import { sentTo } from '../testing/orders-mock';
import { renderOrderModal } from '../testing/render-order-modal';

describe('order modal: shell and products step', () => {
  it('ONEW-01 ONEW-02 ONEW-03 ONEW-04 OCONST-16 opens 1100 wide with four steps in order; previous is disabled on step 1; next and previous move one step', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    // The box is 1100 wide; the product brief's column, when outside, comes beside it.
    expect(boxOf(dialog()).parentElement?.style.width).toBe('1100px');
    const titles = [...dialog().querySelectorAll('.ant-steps-item-title')].map((e) => e.textContent);
    expect(titles).toEqual(['Products', 'Address', 'Delivery', 'Check']);
    expect(button('Previous').hasAttribute('disabled')).toBe(true);
    const current = () => dialog().querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
    expect(current()).toBe('Products');
    await user.click(button('Next'));
    await waitFor(() => expect(current()).toBe('Address'));
    expect(button('Previous').hasAttribute('disabled')).toBe(false);
    await user.click(button('Previous'));
    await waitFor(() => expect(current()).toBe('Products'));
  });

  it('ONEW-13 ONEW-14 ONEW-19 ONEW-17 ONEW-20 the region products load, the lead product is preselected and priced 500 ms later', async () => {
    const started = Date.now();
    const { state } = await renderOrderModal();
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Colágeno Plus' })).toHaveProperty('value', '1');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Té Verde Detox' })).toHaveProperty('value', '0');
    expect(sentTo(state, 'GET', '/products/by-region/pe-central')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toBe('53.00 PEN'));
    const [calculate] = sentTo(state, 'POST', '/orders/calculate');
    expect(calculate?.body).toEqual({ leadId: 101, discountId: null, productIdToQuantity: { 1: 1 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('ONEW-20 ONEW-22 OCONST-13 changes are priced once, 500 ms after the last one; a discount recalculates', async () => {
    const { user, state } = await renderOrderModal();
    await pricedProducts();
    const before = sentTo(state, 'POST', '/orders/calculate').length;
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Colágeno Plus' });
    await user.clear(box);
    await user.type(box, '4');
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toBe('212.00 PEN'));
    expect(sentTo(state, 'POST', '/orders/calculate').length - before).toBeLessThanOrEqual(2);
    await pickOption(user, 'Discount', '10 % de descuento');
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/^190\.80 PEN/));
    expect(sentTo(state, 'POST', '/orders/calculate').at(-1)?.body).toMatchObject({ discountId: 7 });
  });

  it('ONEW-21 ONEW-31 ONEW-16 discounts load by the offer id when the lead has one, else by the lead id', async () => {
    const { state } = await renderOrderModal();
    await pricedProducts();
    expect(sentTo(state, 'GET', '/discounts/by-offer/OFFER-PE-1')).toHaveLength(1);
    const second = await renderOrderModal({
      props: { lead: { ...(await import('../testing/order-fixtures')).PERU_LEAD, offerId: null } },
    });
    await waitFor(() => expect(sentTo(second.state, 'GET', '/discounts/by-lead/101')).toHaveLength(1));
  });

  it('ONEW-05 ONEW-06 ONEW-07 ONEW-23 next is disabled at 0 and exactly 2 units, enabled at 1 and 3; with no free unit 3 read "3"', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    const next = () => button('Next');
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Colágeno Plus' });
    expect(next().hasAttribute('disabled')).toBe(false);
    await user.clear(box);
    await user.type(box, '0');
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(true));
    await user.clear(box);
    await user.type(box, '2');
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('total-quantity').textContent).toBe('2');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity of Té Verde Detox' }), '1');
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('total-quantity').textContent).toBe('3');
  });

  it('ONEW-23 3 units read "2 + 1" only once the "n-1 + 1" discount makes one free', async () => {
    const { user } = await renderOrderModal({
      state: { discounts: [{ id: 9, name: '2 + 1 gratis', kind: 'FREE_UNIT', value: 0, minQuantity: 3 }] },
    });
    await pricedProducts();
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Colágeno Plus' });
    await user.clear(box);
    await user.type(box, '3');
    await waitFor(() => expect(screen.getByTestId('total-quantity').textContent).toBe('3'));
    await pickOption(user, 'Discount', '2 + 1 gratis');
    await waitFor(() => expect(screen.getByTestId('total-quantity').textContent).toBe('2 + 1'));
  });

  it('ONEW-15 a quantity above 15 is kept at 15', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Colágeno Plus' });
    await user.clear(box);
    await user.type(box, '40');
    await user.tab();
    await waitFor(() => expect(box).toHaveProperty('value', '15'));
  });

  it('ONEW-25 an empty product list shows "Available products list is empty" and keeps next disabled', async () => {
    await renderOrderModal({ state: { products: [] } });
    expect(await screen.findByText('Available products list is empty')).toBeTruthy();
    expect(button('Next').hasAttribute('disabled')).toBe(true);
  });

  it('ONEW-26 a failed product list raises a lasting notification with the server message', async () => {
    await renderOrderModal({ state: { productsStatus: 500 } });
    expect(await screen.findByText('Available products list loading was failed. Server error')).toBeTruthy();
    expect(screen.getByText('Catalog is down')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 4600));
    expect(screen.getByText('Available products list loading was failed. Server error')).toBeTruthy();
  });

  it('ONEW-27 a failed discount list shows "Can not load discount list. Server error" with the server message', async () => {
    await renderOrderModal({ state: { discountsStatus: 500 } });
    expect(await screen.findByText('Can not load discount list. Server error')).toBeTruthy();
    expect(screen.getByText('Discounts are down')).toBeTruthy();
  });

  it('ONEW-30 a 400 of the calculation goes to its own handler, shown in place', async () => {
    const { user, state } = await renderOrderModal();
    state.products.push({
      id: 99,
      name: 'Fuera de región',
      description: '',
      regionId: 'pe-central',
      price: 100,
      currency: 'PEN',
    });
    await pricedProducts();
    await pickOption(user, 'Discount', '10 % de descuento');
    await waitFor(() => expect(sentTo(state, 'POST', '/orders/calculate').length).toBeGreaterThan(1));
    expect(getErrorState().current).toBeNull();
  });

  it('ONEW-28 the product brief is outside the modal for a non-manager creating an order', async () => {
    await renderOrderModal();
    await pricedProducts();
    const brief = await screen.findByTestId('product-brief');
    expectBesideTheBox(brief);
    expect(within(brief).getByText('Colágeno Plus × 1')).toBeTruthy();
  });

  it('the brief outside the modal sits in a column of its own beside the box: it covers neither the title, the steps nor the map', async () => {
    await renderOrderModal();
    await pricedProducts();
    const brief = await screen.findByTestId('product-brief');
    const column = screen.getByTestId('order-modal-aside');
    const box = boxOf(dialog());
    // The column and the box are side by side in one row, the column first.
    expect(column.parentElement).toBe(box.parentElement?.parentElement);
    expect(column.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing between the brief and the dialog floats it over the page (the dialog's own wrap is fixed).
    for (let node: HTMLElement | null = brief; node && node !== dialog(); node = node.parentElement) {
      expect(getComputedStyle(node).position).not.toBe('fixed');
    }
  });

  it('ONEW-28 a manager creating an order sees no brief outside the modal', async () => {
    const { user } = await renderOrderModal({ as: 'manager', props: { isManager: true } });
    await toAddressStep(user);
    const brief = screen.getByTestId('product-brief');
    expect(boxOf(dialog()).contains(brief)).toBe(true);
  });

  it('ONEW-29 the brief is outside the modal for RECALL tasks, whoever works them', async () => {
    const { state } = await renderOrderModal({
      as: 'manager',
      props: { isManager: true, mode: 'recall-approve', orderId: 9001, task: { id: 602, type: 'RECALL' } },
      state: { orders: new Map([[9001, (await import('../testing/order-fixtures')).makeOrderDto()]]) },
    });
    const brief = await screen.findByTestId('product-brief');
    expectBesideTheBox(brief);
    expect(sentTo(state, 'GET', '/orders/9001')).toHaveLength(1);
  });
});

/** The modal's box: its title, steps, body and footer. */
function boxOf(modal: HTMLElement): HTMLElement {
  const box = modal.querySelector<HTMLElement>('.ant-modal-container');
  if (!box) throw new Error('The order modal has no box');
  return box;
}

/** Outside the modal's box (ONEW-28), yet in the modal's own layout rather than floating over the page. */
function expectBesideTheBox(brief: HTMLElement) {
  expect(boxOf(dialog()).contains(brief)).toBe(false);
  expect(dialog().contains(brief)).toBe(true);
}

describe('order modal: dictionary address step', { timeout: 45_000 }, () => {
  it('ONEW-32 ONEW-33 ONEW-38 the agent (rollout bucket 19) gets dictionary mode in Peru; the switcher shows once known', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    expect(await screen.findByRole('combobox', { name: 'Address search' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Dictionary' })).toHaveProperty('checked', true);
  });

  it('ONEW-42 ONEW-64 OCONST-13 one search after 100 + 300 ms, not one per keystroke, with the country and withDeliveryOnly false', async () => {
    const { user, state } = await renderOrderModal();
    await toAddressStep(user);
    await user.type(screen.getByRole('combobox', { name: 'Address search' }), 'Miraf');
    const typedAt = Date.now();
    await waitFor(() => expect(sentTo(state, 'GET', '/addresses/search')).toHaveLength(1));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(350);
    expect(sentTo(state, 'GET', '/addresses/search')[0]?.query).toEqual({
      query: 'Miraf',
      country: 'PE',
      withDeliveryOnly: 'false',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo(state, 'GET', '/addresses/search')).toHaveLength(1);
  });

  it('ONEW-43 ONEW-44 suggestions keep only scores above 20, Lima first', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await user.type(screen.getByRole('combobox', { name: 'Address search' }), 'lima');
    await screen.findByTitle('Miraflores, Lima, Lima, 15074');
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((e) => e.getAttribute('title'));
    expect(shown).toEqual(['Miraflores, Lima, Lima, 15074', 'Cayma, Arequipa, Arequipa, 04000']);
  });

  it('ONEW-45 a search without results shows the empty-result message in red', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await user.type(screen.getByRole('combobox', { name: 'Address search' }), 'zzz');
    const message = await screen.findByTestId('empty-search-result');
    expect(message.textContent).toBe('Nothing found for this search');
    expect(message.className).toMatch(/danger/);
  });

  it('ONEW-39 ONEW-40 ONEW-48 ONEW-49 ONEW-50 choosing an address shows its parts, fetches its delivery info and offers both methods, none chosen', async () => {
    const { user, state } = await renderOrderModal();
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    const details = screen.getByTestId('address-details');
    for (const text of ['Lima', 'Miraflores', '15074'])
      expect(within(details).getAllByText(text).length).toBeGreaterThan(0);
    expect(sentTo(state, 'GET', '/delivery-info/by-address')[0]?.query).toEqual({
      addressId: '501',
      type: 'others',
      productIds: '1',
    });
    expect(screen.getByRole('radio', { name: 'Deposit' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Pay on delivery' })).toHaveProperty('checked', false);
    expect(screen.getByRole('combobox', { name: 'Pickup point' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Delivery date' })).toBeTruthy();
  });

  it('ONEW-50 ONEW-54 one possible method is chosen for the user with its only option', async () => {
    const { makeDeliveryInfo } = await import('../testing/order-fixtures');
    const { user } = await renderOrderModal({ state: { deliveryInfo: makeDeliveryInfo({ prepay: [] }) } });
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    expect(screen.getByRole('radio', { name: 'Pay on delivery' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Deposit' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Olva Courier · Olva Lima')).toBeTruthy();
  });

  it('ONEW-51 ONEW-62 an address without delivery: no possible delivery and the deposit error', async () => {
    const { user } = await renderOrderModal({ state: { deliveryInfo: { prepay: [], payOnDelivery: [] } } });
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    expect(screen.getByText('No delivery is possible for this address')).toBeTruthy();
    await user.click(button('Next'));
    expect(await screen.findByText('No payment method is possible for this address')).toBeTruthy();
  });

  it('ONEW-55 ONEW-56 deposit picks DTK among several options; a pickup point selects its option', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Deposit' }));
    expect(screen.getByText('DTK · DTK Lima express')).toBeTruthy();
    await pickOption(user, 'Pickup point', 'Shalom · Av. México 1235, La Victoria, Lima');
    expect(screen.getByText('Shalom · Agencia Shalom Lima')).toBeTruthy();
  });

  it('ONEW-08 ONEW-46 ONEW-59 next without address, or without date and time, stays on step 2 with the field messages', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    // Untouched, the step calls nothing invalid (issue 18); Next does.
    expect(screen.queryByText('Choose an address from the search')).toBeNull();
    expect(screen.queryByText('Field is not valid')).toBeNull();
    await user.click(button('Next'));
    expect(await screen.findByText('Choose an address from the search')).toBeTruthy();
    await chooseDictionaryAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
    await user.click(button('Next'));
    expect(await screen.findByText('Choose the delivery date and time')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Address search' })).toBeTruthy();
  });

  it('ONEW-41 ONEW-47 clearing the search resets the address; a new address clears the delivery choice', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    await chooseCashSlot(user);
    await user.clear(screen.getByRole('combobox', { name: 'Address search' }));
    await waitFor(() => expect(screen.queryByTestId('address-details')).toBeNull());
    await chooseDictionaryAddress(user);
    expect(screen.getByRole('radio', { name: 'Pay on delivery' })).toHaveProperty('checked', false);
  });

  it('ONEW-63 a failing delivery-info call goes to the generic error reporter', async () => {
    const { user } = await renderOrderModal();
    const { server } = await import('@/testing/server');
    const { http, HttpResponse } = await import('msw');
    const reports: unknown[] = [];
    server.use(
      http.get('*/delivery-info/by-address', () => HttpResponse.json({ message: 'Delivery down' }, { status: 500 })),
      http.post('*/error-reports', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await toAddressStep(user);
    await user.type(screen.getByRole('combobox', { name: 'Address search' }), 'Miraflores');
    await user.click(await screen.findByTitle('Miraflores, Lima, Lima, 15074'));
    await waitFor(() => expect(getErrorState().current?.message).toBe('Delivery down'));
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ message: 'Delivery down', status: 500 })]));
  });
});

describe('order modal: delivery and check steps, Approve', { timeout: 60_000 }, () => {
  async function toDeliveryStep() {
    const view = await renderOrderModal();
    await toAddressStep(view.user);
    await chooseDictionaryAddress(view.user);
    await chooseCashSlot(view.user);
    await view.user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Street address' });
    return view;
  }

  it('a provider that needs coordinates points the agent to the map: the hint on the address and delivery steps switches to map mode', async () => {
    const { user } = await toDeliveryStep();
    const hint = screen.getByTestId('coordinates-on-map');
    expect(hint.textContent).toMatch(/needs the exact delivery point/);
    await user.click(within(hint).getByRole('button', { name: 'Pick on the map' }));
    await screen.findByRole('combobox', { name: 'Province' });
    expect(screen.getByRole('radio', { name: 'Map' })).toHaveProperty('checked', true);
    expect(screen.queryByTestId('coordinates-on-map')).toBeNull();
    await user.click(screen.getByText('Dictionary'));
    await chooseDictionaryAddress(user);
    await chooseCashSlot(user);
    await user.click(within(screen.getByTestId('coordinates-on-map')).getByRole('button', { name: 'Pick on the map' }));
    expect(await screen.findByRole('combobox', { name: 'Search on the map' })).toBeTruthy();
  });

  it('ONEW-04 each Next moves forward exactly one step: products, address, delivery, check', async () => {
    const { user } = await renderOrderModal();
    const current = () => dialog().querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
    await toAddressStep(user);
    expect(current()).toBe('Address');
    await chooseDictionaryAddress(user);
    await chooseCashSlot(user);
    await user.click(button('Next'));
    await waitFor(() => expect(current()).toBe('Delivery'));
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    await waitFor(() => expect(current()).toBe('Check'));
    expect(await screen.findByRole('button', { name: /^Approve/ })).toBeTruthy();
    // The last step has no Next: Approve takes its place.
    expect(within(dialog()).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('ONEW-82 ONEW-94 ONEW-83 OCONST-18 the summary of step 2 (date DD-MM-YYYY), the masked read-only phone, and the coordinates field for a Peru provider', async () => {
    await toDeliveryStep();
    const summary = screen.getByTestId('address-summary');
    expect(within(summary).getByText('Miraflores, Lima, Lima, 15074')).toBeTruthy();
    expect(within(summary).getByText('Pay on delivery')).toBeTruthy();
    // The date reads as in the date select and on the check step, not as the API's YYYY-MM-DD.
    expect(within(summary).getByText(`${shownDate(isoDay(1))} 09:00-13:00`)).toBeTruthy();
    // Nothing is called invalid before the user has tried to go on (issue 18: "Campo no válido").
    expect(screen.queryByText('Field is not valid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(phone.value).toBe('+51******321');
    expect(phone.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Coordinates' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Address reference' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'CC number' })).toBeNull();
  });

  it('ONEW-09 ONEW-10 ONEW-84 next checks the fields and stays on step 3 with their messages', async () => {
    const { user } = await toDeliveryStep();
    await user.clear(screen.getByRole('textbox', { name: 'Full name' }));
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), 'Lima centro');
    await user.click(button('Next'));
    expect(await screen.findByText("Enter the customer's full name")).toBeTruthy();
    expect(screen.getByText('Field is not valid')).toBeTruthy();
    expect(screen.getByText(/Coordinates must look like "lat, lng"/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Street address' })).toBeTruthy();
  });

  it('ONEW-11 ONEW-12 ONEW-100 ONEW-101 ONEW-102 ONEW-103 OCONST-13 the check step: summary, products, total, no deposit warning for cash on delivery, Whatsapp, Approve(5) counting down', async () => {
    const { user } = await toDeliveryStep();
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    const approve = await screen.findByRole('button', { name: 'Approve(5)' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    const summary = screen.getByTestId('order-check-summary');
    for (const text of [
      'María Fernández',
      '+51******321',
      'pay on delivery',
      'Lima',
      'Miraflores',
      '15074',
      'Av. Larco 345',
      'Olva Courier',
    ]) {
      expect(within(summary).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog()).getByRole('columnheader', { name: 'Product' })).toBeTruthy();
    expect(within(dialog()).getByRole('columnheader', { name: 'Quantity' })).toBeTruthy();
    expect(screen.getByTestId('check-total').textContent).toBe('Total price: 53.00 PEN');
    // Cash on delivery: the deposit warning would only confuse (issue 18).
    expect(screen.queryByText(DEPOSIT_WARNING_ES)).toBeNull();
    expect(screen.getByText('Whatsapp')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approve(4)' }, { timeout: 1500 })).toBeTruthy();
    const ready = await screen.findByRole('button', { name: 'Approve' }, { timeout: 6000 });
    expect(ready.hasAttribute('disabled')).toBe(false);
    // Leaving and entering step 4 starts again at 5.
    await user.click(button('Previous'));
    await user.click(button('Next'));
    expect(await screen.findByRole('button', { name: 'Approve(5)' })).toBeTruthy();
  });

  it('ONEW-104 ONEW-116..ONEW-121 ONEW-111 ONEW-112 ONEW-109 Approve creates with one key, shows "Pedido creado con éxito" and hands the order over at once', async () => {
    const events: unknown[] = [];
    window.addEventListener('umbrella:analytics', (e) => events.push((e as CustomEvent).detail));
    const { user, state, onCreated } = await toDeliveryStep();
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    await pickOption(user, 'Notification channel', 'Sms');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
    const created = await findCreatedNotice();
    const [sent] = sentTo(state, 'POST', '/module/orders/api/v1/orders');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toMatchObject({
      leadId: 101,
      fullName: 'María Fernández',
      items: [{ id: 1, qty: 1 }],
      address: 'Av. Larco 345',
      deposit: false,
      deliveryProviderId: 1,
      addressReferenceId: 501,
      deliveryInfo: {
        preferredDate: isoDay(1),
        preferredDeliveryTime: '09:00-13:00',
        addressIdxDeliveryId: 12,
        latitude: -12.1211,
        longitude: -77.0297,
      },
      notificationInfo: { notificationType: 'Sms' },
      offerId: 'OFFER-PE-1',
      smsFeatureFlag: true,
      taskId: 601,
    });
    expect(within(created).getByTestId('created-short-code').textContent).toMatch(/^PER-/);
    expect(events).toEqual([
      expect.objectContaining({ event: 'order_created', method: 'create', variant: 'dictionary' }),
    ]);
    // No OK to click: the order is handed over (its page opens) with the notice (decision 0902).
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(onCreated).toHaveBeenCalledWith({ id: expect.any(Number), shortCode: expect.stringMatching(/^PER-/) });
    expect(await screen.findByText('Lead Approved')).toBeTruthy();
    expect(screen.getByText('New Task loaded')).toBeTruthy();
  });

  it('ONEW-102 ONEW-111 a deposit order shows the Spanish deposit warning, then its payment link and deposit instructions', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Deposit' }));
    await pickOption(user, 'Delivery date', shownDate(isoDay(1)));
    await pickOption(user, 'Delivery time', '09:00-13:00');
    await user.click(button('Next'));
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    expect(await screen.findByText(DEPOSIT_WARNING_ES)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
    const created = await findCreatedNotice();
    expect(within(created).getByText(/\/pay\/PER-/)).toBeTruthy();
    expect(within(created).getByText('BCP 191-2345678-0-12, Umbrella SAC')).toBeTruthy();
  });

  it('ONEW-123 a 409 or 502 answer is retried with the same Idempotency-Key, and one order results', async () => {
    const { user, state } = await toDeliveryStep();
    state.createFailures.push({ status: 409, message: 'In flight' }, { status: 502, message: 'Bad gateway' });
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
    await findCreatedNotice();
    const keys = sentTo(state, 'POST', '/module/orders/api/v1/orders').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(state.orders.size).toBe(1);
  });

  it('ONEW-108 a refused creation shows "Server error" with the server message and stays on the check step', async () => {
    const { user, state, onCreated } = await toDeliveryStep();
    state.createFailures.push({ status: 400, message: 'deliveryInfo.preferredDeliveryTime is not offered (any more)' });
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByText('deliveryInfo.preferredDeliveryTime is not offered (any more)')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    // A new Approve after a refusal is a new attempt with a new key.
    // jsdom never ends the loading icon's exit animation, so the name may keep a "loading" prefix.
    await user.click(await screen.findByRole('button', { name: /Approve$/ }));
    await findCreatedNotice();
    const keys = sentTo(state, 'POST', '/module/orders/api/v1/orders').map((r) => r.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });
});
