import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getErrorState } from '@/lib/errors/error-store';
import { button } from '../testing/modal-steps';
import { CHILE_LEAD, makeDeliveryInfo } from '../testing/order-fixtures';
import { renderOrderModal } from '../testing/render-order-modal';

// The maps library fails to load (a blocked CDN, an offline cache): the import rejects.
vi.mock('../components/map-canvas', () => {
  throw new Error('maps library unavailable');
});

afterEach(() => vi.restoreAllMocks());

describe('order modal without the maps library', { timeout: 60_000 }, () => {
  it('ONEW-74 a maps library that does not load goes to the console only, no dialog; the address step still works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderOrderModal({
      props: { lead: CHILE_LEAD, task: { id: 603, type: 'LEAD' } },
      state: {
        products: [
          { id: 5, name: 'Omega 3', description: '', regionId: 'cl-central', price: 1990000, currency: 'CLP' },
        ],
        coordinatesInfo: makeDeliveryInfo(),
      },
    }).then(async ({ user }) => {
      await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/CLP/), { timeout: 3000 });
      await user.click(button('Next'));
    });
    expect(await screen.findByRole('combobox', { name: 'Province' })).toBeTruthy();
    await waitFor(() =>
      expect(logged.mock.calls.some(([text]) => String(text).includes('The maps library did not load'))).toBe(true),
    );
    // Console only: no error dialog, no report, no notice; the order modal is the only dialog.
    expect(getErrorState()).toMatchObject({ current: null, log: [] });
    expect(document.querySelector('.ant-notification-notice, .ant-message-notice')).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Without a map the mode stays usable: the district selector and the country-bound search remain.
    expect(screen.getByRole('combobox', { name: 'Search on the map' })).toBeTruthy();
  });
});
