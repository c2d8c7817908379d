import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, pricedProducts } from '../testing/modal-steps';
import { renderOrderModal } from '../testing/render-order-modal';

const box = () => screen.getByRole('spinbutton', { name: 'Quantity of Colágeno Plus' }) as HTMLInputElement;

/** Issue 18: a quantity the modal cannot take is said, not silently replaced. */
describe('order modal: quantities say what they become', { timeout: 120_000 }, () => {
  it('ONEW-05 with 0 units Next is disabled and the modal says why', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    expect(screen.queryByText('Choose at least 1 unit to continue.')).toBeNull();
    await user.clear(box());
    await user.type(box(), '0');
    await waitFor(() => expect(button('Next').hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Choose at least 1 unit to continue.')).toBeTruthy();
  });

  it('ONEW-15 "-3", "abc" and an emoji become 0, and the field says so', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    for (const typed of ['-3', 'abc', '😀']) {
      await user.clear(box());
      await user.type(box(), typed);
      expect(await screen.findByText('Quantities are whole numbers from 0 to 15: 0 is used.')).toBeTruthy();
      await user.tab();
      await waitFor(() => expect(box().value).toBe('0'));
    }
    await user.clear(box());
    await user.type(box(), '3');
    expect(screen.queryByText(/Quantities are whole numbers/)).toBeNull();
  });

  it('ONEW-15 "2.5" becomes 2, not a silent 3, and the field says so', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    await user.clear(box());
    await user.type(box(), '2.5');
    expect(await screen.findByText('Quantities are whole numbers from 0 to 15: 2 is used.')).toBeTruthy();
    await user.tab();
    await waitFor(() => expect(box().value).toBe('2'));
    expect(screen.getByTestId('total-quantity').textContent).toBe('2');
  });

  it('ONEW-15 "99999999" becomes 15, says so, and the total is priced (not left calculating)', async () => {
    const { user } = await renderOrderModal();
    await pricedProducts();
    await user.clear(box());
    await user.type(box(), '99999999');
    expect(await screen.findByText('Quantities are whole numbers from 0 to 15: 15 is used.')).toBeTruthy();
    await user.tab();
    await waitFor(() => expect(box().value).toBe('15'));
    expect(screen.getByTestId('total-quantity').textContent).toBe('15');
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/PEN/), { timeout: 5000 });
  });
});
