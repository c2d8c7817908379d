import { screen, waitFor } from '@testing-library/react';
import { ADDRESS_SEARCH_MAX, COORDINATES_MAX_LENGTH, findDeliveryProvider, ORDER_LIMITS } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getErrorState } from '@/lib/errors/error-store';
import { server } from '@/testing/server';
import { button, chooseCashSlot, chooseDictionaryAddress, toAddressStep } from '../testing/modal-steps';
import { sentTo } from '../testing/orders-mock';
import { renderOrderModal } from '../testing/render-order-modal';

const OLVA = 1;
const LONG = 'Avenida José Larco '.repeat(20); // 380 characters
/** jsdom never ends antd's leave animations: a message that went away stays, marked "-leave". */
const shownErrors = (item: HTMLElement) =>
  [...item.querySelectorAll('.ant-form-item-explain-error')]
    .filter((e) => !/-leave/.test(e.className))
    .map((e) => e.textContent);
const value = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

/** Issue 18: every field of the order modal takes what the API takes, so typing never ends in a technical error. */
describe('order modal: the API limits where they are typed', { timeout: 120_000 }, () => {
  it('ONEW-42 the address search takes at most the API limit; a 300-character paste opens no error dialog', async () => {
    const { user, state } = await renderOrderModal();
    await toAddressStep(user);
    const search = screen.getByRole('combobox', { name: 'Address search' });
    await user.click(search);
    await user.paste(LONG.slice(0, 300));
    expect((search as HTMLInputElement).value).toHaveLength(ADDRESS_SEARCH_MAX);
    await waitFor(() => expect(sentTo(state, 'GET', '/addresses/search')).toHaveLength(1));
    expect(String(sentTo(state, 'GET', '/addresses/search')[0]?.query.query).length).toBeLessThanOrEqual(
      ADDRESS_SEARCH_MAX,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getErrorState().current).toBeNull();
  });

  it('a 400 of the address search is said under the field, not in the global error dialog', async () => {
    const { user } = await renderOrderModal();
    server.use(
      http.get('*/addresses/search', () =>
        HttpResponse.json(
          { message: 'query must not have more than 100 characters', errors: { query: 'too long' } },
          { status: 400 },
        ),
      ),
      http.post('*/error-reports', () => new HttpResponse(null, { status: 204 })),
    );
    await toAddressStep(user);
    await user.type(screen.getByRole('combobox', { name: 'Address search' }), 'Miraflores');
    expect(await screen.findByText('Field is not valid')).toBeTruthy();
    expect(getErrorState().current).toBeNull();
    expect(screen.queryByText(/query must not have/)).toBeNull();
  });

  it('ONEW-91 ONEW-87 ONEW-90 ONEW-93 full name, street, coordinates, reference and comments stop at the limits the API enforces', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    await chooseCashSlot(user);
    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Street address' });
    for (const label of ['Full name', 'Street address', 'Coordinates', 'Address reference', 'Comments']) {
      const field = screen.getByRole('textbox', { name: label });
      await user.clear(field);
      await user.click(field);
      await user.paste(LONG);
    }
    expect(value('Full name')).toHaveLength(ORDER_LIMITS.fullName);
    // The Lima slot is Olva's, whose street and comments are shorter (docs/decisions/0704).
    const olva = findDeliveryProvider(OLVA)?.rules;
    expect(value('Street address')).toHaveLength(olva?.addressMax ?? 0);
    expect(value('Comments')).toHaveLength(olva?.comments.max ?? 0);
    expect(value('Coordinates')).toHaveLength(COORDINATES_MAX_LENGTH);
    expect(value('Address reference')).toHaveLength(ORDER_LIMITS.addressReference);
    expect(getErrorState().current).toBeNull();
  });

  it('ONEW-108 a 400 of Approve that names a typed field shows under that field on the delivery step, no dialog', async () => {
    const { user, state, onCreated } = await renderOrderModal();
    state.createFailures.push({
      status: 400,
      message: 'fullName must NOT have more than 85 characters',
      errors: { fullName: 'must NOT have more than 85 characters' },
    });
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    await chooseCashSlot(user);
    await user.click(button('Next'));
    await user.type(await screen.findByRole('textbox', { name: 'Street address' }), 'Av. Larco 345');
    await user.type(screen.getByRole('textbox', { name: 'Coordinates' }), '-12.1211, -77.0297');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: /Approve$/ }, { timeout: 7000 }));
    const fullName = await screen.findByRole('textbox', { name: 'Full name' });
    const item = fullName.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(shownErrors(item)).toEqual(['Field is not valid']));
    expect(screen.queryByText('Server error')).toBeNull();
    expect(getErrorState().current).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
    await user.type(fullName, 'a');
    expect(shownErrors(item)).toEqual([]);
  });
});
