import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { fixedCountryCode, isAcceptedPhone, phoneFromInput, readPhoneInput } from '../lib/phone-change';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

describe('phone change rules', () => {
  it('ONEW-113 the number sent always starts with "+", typed with or without it', () => {
    expect(phoneFromInput('+51', '987 654 321')).toBe('+51987654321');
    expect(phoneFromInput('+51', '+51987654321')).toBe('+51987654321');
    expect(phoneFromInput('+51', '51987654321')).toBe('+51987654321');
    expect(phoneFromInput('+56', '9-1234-5678')).toBe('+56912345678');
  });

  it('ONEW-114 the country code comes from the order region, not from what is typed', () => {
    expect(fixedCountryCode('cl-central', '+51987654321')).toBe('+56');
    expect(fixedCountryCode('co-central', '')).toBe('+57');
    expect(readPhoneInput('+56', '+51987654321').problem).toBe('countryCode');
    expect(readPhoneInput('+56', '0051987654321').problem).toBe('countryCode');
    expect(readPhoneInput('+56', '+56 9 1234 5678')).toEqual({ phone: '+56912345678', problem: null });
    // Without "+" the digits are the national part, whatever they start with.
    expect(readPhoneInput('+56', '51987654')).toEqual({ phone: '+5651987654', problem: null });
  });

  it('ONEW-115 accepted numbers start with +56, +51 or +57 and have 6 to 12 digits after it', () => {
    for (const ok of ['+51987654321', '+56912345678', '+573001234567']) expect(isAcceptedPhone(ok)).toBe(true);
    for (const bad of ['51987654321', '+1987654321', '+5112345', '+519876543219876', '+51 987']) {
      expect(isAcceptedPhone(bad)).toBe(false);
    }
    expect(readPhoneInput('+51', '98765').problem).toBe('format');
    expect(readPhoneInput('+51', '98765a321').problem).toBe('format');
  });
});

describe('the phone change modal on /order/{id}', { timeout: 60_000 }, () => {
  it('ONEW-113 ONEW-114 ONEW-115 the country code is fixed, a bad number cannot be saved, a good one is sent with "+"', async () => {
    const orders = createOrdersMock();
    orders.orders.set(9, makeOrderDto({ id: 9, regionId: 'pe-central', phone: '+51911111111' }));
    server.use(...ordersHandlers(orders));
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    expect((await screen.findByTestId('order-phone')).textContent).toBe('+51911111111');
    await user.click(screen.getByTestId('change-phone'));
    const dialog = await screen.findByRole('dialog', { name: 'Change phone' });
    expect(within(dialog).getByTestId('phone-country-code').textContent).toBe('+51');
    const field = within(dialog).getByRole('textbox', { name: 'New phone' });
    expect((field as HTMLInputElement).value).toBe('911111111');
    const save = () => within(dialog).getByRole('button', { name: 'Save' });

    await user.clear(field);
    await user.type(field, '123');
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Enter a number of 6 to 12 digits after the country code')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '987 654 321');
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.click(save());
    await waitFor(() =>
      expect(sentTo(orders, 'PUT', '/module/orders/api/v1/orders/9/phone').map((r) => r.body)).toEqual([
        { phone: '+51987654321' },
      ]),
    );
    expect(await screen.findByText('Phone changed to +51987654321')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-phone').textContent).toBe('+51987654321'));
  });

  it('ONEW-114 ONEW-115 on a Chilean (+56) order, "+51 987654321" is refused with the spec\'s message and nothing is saved', async () => {
    const orders = createOrdersMock();
    orders.orders.set(9, makeOrderDto({ id: 9, regionId: 'cl-central', phone: '+56912345678' }));
    server.use(...ordersHandlers(orders));
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'es' });
    await user.click(await screen.findByTestId('change-phone'));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar teléfono' });
    const field = within(dialog).getByRole('textbox', { name: 'Nuevo teléfono' });
    await user.clear(field);
    await user.type(field, '+51 987654321');
    expect(within(dialog).getByText('El código de país es +56 y no se puede cambiar')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Guardar' }).hasAttribute('disabled')).toBe(true);
    await user.type(field, '{Enter}');
    expect(sentTo(orders, 'PUT', '/module/orders/api/v1/orders/9/phone')).toHaveLength(0);
    expect(screen.getByTestId('order-phone').textContent).toBe('+56912345678');
  });

  it('a refusal of the server shows "Server error" with its message and nothing typed is lost', async () => {
    const orders = createOrdersMock();
    orders.orders.set(9, makeOrderDto({ id: 9, regionId: 'mx-central', phone: '+52551234567' }));
    server.use(...ordersHandlers(orders));
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await user.click(await screen.findByTestId('change-phone'));
    const dialog = await screen.findByRole('dialog', { name: 'Change phone' });
    expect(within(dialog).getByTestId('phone-country-code').textContent).toBe('+52');
    const field = within(dialog).getByRole('textbox', { name: 'New phone' });
    await user.clear(field);
    await user.type(field, '5512345678');
    orders.orders.delete(9);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order 9 not found')).toBeTruthy();
    expect(screen.getByText('Server error')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('5512345678');
  });
});
