import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AntdRoot } from '@/components/antd-root';
import { FeedbackHost } from '@/components/feedback-host';
import { getErrorState } from '@/lib/errors/error-store';
import { createTestServices } from '@/testing/render-app';
import { server } from '@/testing/server';
import { PhoneChangeModal } from '../components/phone-change-modal';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

const PHONE_PATH = '/module/orders/api/v1/orders/9/phone';

/** jsdom never ends antd's leave animations: a closing dialog or message stays in the DOM, marked "-leave". */
const leaving = (element: Element) => /-leave/.test(element.className);
const changePhoneOpen = () =>
  screen.queryAllByRole('dialog', { name: 'Change phone' }).some((dialog) => !leaving(dialog));
const shownError = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-form-item-explain-error')].filter((e) => !leaving(e)).map((e) => e.textContent);

/** The dialog as a page mounts it: kept mounted, opened by a button, closed by its callbacks. */
async function renderPhoneChange(regionId: string, phone: string) {
  const orders = createOrdersMock();
  orders.orders.set(9, makeOrderDto({ id: 9, regionId, phone }));
  server.use(...ordersHandlers(orders));
  const { services } = await createTestServices({ as: 'agent', language: 'en' });
  const onChanged = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <PhoneChangeModal
          open={open}
          orderId={9}
          regionId={regionId}
          currentPhone={phone}
          onClose={() => setOpen(false)}
          onChanged={(changed) => {
            onChanged(changed);
            setOpen(false);
          }}
        />
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <AppProvider services={services}>
      <AntdRoot>
        <Harness />
        <FeedbackHost />
      </AntdRoot>
    </AppProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(changePhoneOpen()).toBe(true));
    const dialog = screen.getAllByRole('dialog', { name: 'Change phone' }).find((d) => !leaving(d)) as HTMLElement;
    return {
      dialog,
      field: within(dialog).getByRole('textbox', { name: 'New phone' }) as HTMLInputElement,
      save: () => within(dialog).getByRole('button', { name: 'Save' }),
    };
  };
  return { orders, user, onChanged, open };
}

describe('the phone change modal', { timeout: 60_000 }, () => {
  it('ONEW-113 ONEW-115 adds + and accepts +51…: a number typed without "+" is sent with it', async () => {
    const { orders, user, onChanged, open } = await renderPhoneChange('pe-central', '+51911111111');
    const { field, save } = await open();
    await user.clear(field);
    await user.type(field, '51 987 654 321');
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.click(save());
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('+51987654321'));
    const [sent] = sentTo(orders, 'PUT', PHONE_PATH);
    expect(sent?.body).toEqual({ phone: '+51987654321' });
    // A PUT repeats safely: the house client adds no Idempotency-Key to it.
    expect(sent?.headers.get('Idempotency-Key')).toBeNull();
    await waitFor(() => expect(changePhoneOpen()).toBe(false));
  });

  it('ONEW-115 a Chilean +56 number with too few digits cannot be saved, and says why', async () => {
    const { orders, user, open } = await renderPhoneChange('cl-central', '+56912345678');
    const { dialog, field, save } = await open();
    await user.clear(field);
    await user.type(field, '912');
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Enter a number of 6 to 12 digits after the country code')).toBeTruthy();
    await user.type(field, '{Enter}');
    expect(sentTo(orders, 'PUT', PHONE_PATH)).toHaveLength(0);
    await user.type(field, '45678');
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('ONEW-114 the country code is a fixed part outside the field; another country’s code is refused', async () => {
    const { orders, user, open } = await renderPhoneChange('co-central', '+573001234567');
    const { dialog, field, save } = await open();
    const code = within(dialog).getByTestId('phone-country-code');
    expect(code.textContent).toBe('+57');
    expect(code.querySelector('input')).toBeNull();
    expect(within(dialog).getAllByRole('textbox')).toEqual([field]);
    expect(field.value).toBe('3001234567');
    await user.clear(field);
    await user.type(field, '+56912345678');
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('The country code is +57 and cannot be changed')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '+573109876543');
    await user.click(save());
    await waitFor(() =>
      expect(sentTo(orders, 'PUT', PHONE_PATH).map((r) => r.body)).toEqual([{ phone: '+573109876543' }]),
    );
  });

  it('ONEW-114 each opening starts again from the order’s phone', async () => {
    const { user, open } = await renderPhoneChange('pe-central', '+51911111111');
    const first = await open();
    await user.clear(first.field);
    await user.type(first.field, '999');
    await user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(changePhoneOpen()).toBe(false));
    const second = await open();
    expect(second.field.value).toBe('911111111');
  });

  it('ONEW-115 a field refusal of the server (400) is shown under the field', async () => {
    const { user, open } = await renderPhoneChange('pe-central', '+51911111111');
    server.use(
      http.put(`*${PHONE_PATH}`, () =>
        HttpResponse.json(
          { message: 'phone must start with +51', code: 'VALIDATION', errors: { phone: 'must start with +51' } },
          { status: 400 },
        ),
      ),
    );
    const { dialog, field, save } = await open();
    await user.clear(field);
    await user.type(field, '987654321');
    await user.click(save());
    await waitFor(() => expect(shownError(dialog)).toEqual(['must start with +51']));
    expect(field.value).toBe('987654321');
    await user.type(field, '0');
    expect(shownError(dialog)).toEqual([]);
  });

  it('a server failure shows "Server error" with the server message, is reported, and the dialog and number stay', async () => {
    const { user, onChanged, open } = await renderPhoneChange('mx-central', '+52551234567');
    const reports: unknown[] = [];
    server.use(
      http.put(`*${PHONE_PATH}`, () =>
        HttpResponse.json({ message: 'Internal server error', code: 'INTERNAL' }, { status: 500 }),
      ),
      http.post('*/error-reports', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { dialog, field, save } = await open();
    expect(within(dialog).getByTestId('phone-country-code').textContent).toBe('+52');
    await user.clear(field);
    await user.type(field, '5512345678');
    await user.click(save());
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();
    expect(changePhoneOpen()).toBe(true);
    expect(field.value).toBe('5512345678');
    expect(onChanged).not.toHaveBeenCalled();
    // Shown in place, not in the global error dialog, and still reported.
    expect(getErrorState().current).toBeNull();
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ status: 500 })]));
  });
});
