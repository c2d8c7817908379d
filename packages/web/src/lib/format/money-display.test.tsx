import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { CHILE_LEAD } from '@/features/orders/testing/order-fixtures';
import { renderOrderModal } from '@/features/orders/testing/render-order-modal';
import { ProductsCard } from '@/features/tasks/components/products-card';
import { server } from '@/testing/server';

describe('money on screen (decisions 1035, 1768)', () => {
  it('the order modal and the task page’s product card show one price the same way', { timeout: 30_000 }, async () => {
    const product = {
      id: 5,
      name: 'Omega 3 Chile',
      description: '',
      regionId: 'cl-central',
      price: 2_499_000,
      currency: 'CLP',
    };
    const { services } = await renderOrderModal({
      props: { lead: CHILE_LEAD, task: { id: 603, type: 'LEAD' } },
      state: { products: [product] },
    });
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toBe('24.990 CLP'), { timeout: 5000 });
    expect(screen.getAllByText('24.990 CLP').length).toBeGreaterThan(1); // the row's price and the total

    server.use(http.get('*/module/delivery/api/v1/providers', () => HttpResponse.json([])));
    render(
      <AppProvider services={services}>
        <ProductsCard regionId="cl-central" productId={5} />
      </AppProvider>,
    );
    const card = await screen.findByTestId('products');
    await waitFor(() => expect(within(card).getByText('24.990 CLP')).toBeTruthy());
  });
});
