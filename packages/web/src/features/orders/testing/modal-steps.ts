import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { isoDay } from './order-fixtures';

export const shownDate = (iso: string) => iso.split('-').reverse().join('-');

/** Step helpers of the order modal's screen tests: what an agent does, by label. */
/** The order modal: the dialog with the steps (the lead-id question may still be fading out). */
export const dialog = () => {
  const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-steps'));
  if (!found) throw new Error('The order modal is not open');
  return found;
};
export const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

export async function pickOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

export async function pricedProducts() {
  await screen.findByRole('spinbutton', { name: /Quantity of Colágeno Plus/ });
  await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 3000 });
}

export async function toAddressStep(user: UserEvent) {
  await pricedProducts();
  await user.click(button('Next'));
  await screen.findByText('Reset');
}

export async function chooseDictionaryAddress(
  user: UserEvent,
  text = 'Miraflores',
  option = 'Miraflores, Lima, Lima, 15074',
) {
  await user.type(screen.getByRole('combobox', { name: 'Address search' }), text);
  await user.click(await screen.findByTitle(option));
  await screen.findByRole('radio', { name: 'Pay on delivery' });
}

type Payment = 'Pay on delivery' | 'Deposit';

/** The payment method, then the first date and time offered. */
export async function chooseSlot(user: UserEvent, payment: Payment) {
  await user.click(screen.getByRole('radio', { name: payment }));
  await pickOption(user, 'Delivery date', shownDate(isoDay(1)));
  await pickOption(user, 'Delivery time', '09:00-13:00');
}

export const chooseCashSlot = (user: UserEvent) => chooseSlot(user, 'Pay on delivery');

/** From the products step to the confirmation: Lima address, the payment method, first slot, a street. */
export async function completeDictionaryOrder(user: UserEvent, payment: Payment = 'Pay on delivery') {
  await toAddressStep(user);
  await chooseDictionaryAddress(user);
  await chooseSlot(user, payment);
  await user.click(button('Next'));
  await user.type(await screen.findByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
  await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
  await user.click(button('Next'));
  await user.click(await screen.findByRole('button', { name: /Approve$/ }, { timeout: 15_000 }));
  return findCreatedNotice();
}

/** The "Pedido creado con éxito" notice (ONEW-111) and its details: order number, link, instructions. */
export async function findCreatedNotice(timeout = 10_000): Promise<HTMLElement> {
  await screen.findByText('Pedido creado con éxito', {}, { timeout });
  return screen.getByTestId('order-created');
}
