import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, chooseCashSlot, chooseDictionaryAddress, toAddressStep } from '../testing/modal-steps';
import { makeAddress } from '../testing/order-fixtures';
import { sentTo } from '../testing/orders-mock';
import { renderOrderModal } from '../testing/render-order-modal';
import type { OrderLead } from '../types';

const MEXICO_LEAD: OrderLead = {
  id: 104,
  name: 'Guadalupe Hernández',
  phone: '+525512345678',
  region: { id: 'mx-central' },
  product: { id: 8, name: 'Colágeno México' },
  offerId: 'OFFER-MX-1',
};

const ROMA_NORTE = makeAddress({
  id: 901,
  country: 'MX',
  region: 'Ciudad de México',
  province: 'Ciudad de México',
  city: 'Ciudad de México',
  district: 'Roma Norte',
  postalCode: '06700',
  fullAddress: 'Roma Norte, Cuauhtémoc, Ciudad de México, 06700',
});

const helper = () => screen.getByRole('combobox', { name: 'Address helper' });
const street = () => screen.getByRole('textbox', { name: 'Street address' }) as HTMLTextAreaElement;

/** A Mexican order up to the delivery step: the product, a Roma Norte address, pay on delivery. */
async function toMexicanDeliveryStep() {
  const view = await renderOrderModal({
    props: { lead: MEXICO_LEAD, task: { id: 604, type: 'LEAD' } },
    state: {
      products: [
        { id: 8, name: 'Colágeno México', description: '', regionId: 'mx-central', price: 89900, currency: 'MXN' },
      ],
      searchResults: (query) => (query.toLowerCase().includes('zzz') ? [] : [ROMA_NORTE]),
    },
  });
  await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/MXN/), { timeout: 5000 });
  await view.user.click(button('Next'));
  await chooseDictionaryAddress(view.user, 'Roma', ROMA_NORTE.fullAddress);
  await chooseCashSlot(view.user);
  await view.user.click(button('Next'));
  await screen.findByRole('textbox', { name: 'Street address' });
  return view;
}

const pressCtrlSpace = (user: UserEvent) => user.keyboard('{Control>} {/Control}');

describe('order modal in Mexico: the address helper on the delivery step', { timeout: 90_000 }, () => {
  it('ONEW-98 mx-central shows the helper; Ctrl+Space focuses it from the street field; Esc cancels it', async () => {
    const { user, state } = await toMexicanDeliveryStep();
    expect(helper()).toBeTruthy();
    await user.click(street());
    await pressCtrlSpace(user);
    expect(document.activeElement).toBe(helper());
    await user.type(helper(), 'Roma');
    await screen.findByText(ROMA_NORTE.fullAddress, { selector: '.ant-select-item-option-content' });
    await user.keyboard('{Escape}');
    // Cancelled: the helper is empty, the street is untouched and has the focus back.
    expect((helper() as HTMLInputElement).value).toBe('');
    expect(street().value).toBe('');
    expect(document.activeElement).toBe(street());
    expect(sentTo(state, 'GET', '/module/delivery/api/v1/addresses/search').at(-1)?.query).toMatchObject({
      country: 'MX',
    });
  });

  it('ONEW-98 a helper pick writes the colonia, city and postal code into the street address', async () => {
    const { user } = await toMexicanDeliveryStep();
    await pressCtrlSpace(user);
    await user.type(helper(), 'Roma');
    await user.click(await screen.findByText(ROMA_NORTE.fullAddress, { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(street().value).toBe('Roma Norte, Ciudad de México, Ciudad de México, C.P. 06700'));
  });

  it('ONEW-99 when the helper finds nothing, errors.addressHelperNothingFound is shown', async () => {
    const { user } = await toMexicanDeliveryStep();
    await user.type(helper(), 'Zzzz');
    expect(await screen.findByText('The address helper found nothing')).toBeTruthy();
  });

  it('ONEW-98 outside Mexico the delivery step has no address helper', async () => {
    const { user } = await renderOrderModal();
    await toAddressStep(user);
    await chooseDictionaryAddress(user);
    await chooseCashSlot(user);
    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Street address' });
    expect(screen.queryByRole('combobox', { name: 'Address helper' })).toBeNull();
  });
});
