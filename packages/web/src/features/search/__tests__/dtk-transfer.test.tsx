import { screen, within } from '@testing-library/react';
import type { OrderSearchBody } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { PAID, providersHandler, searchHandler, tagsHandler, VERIFIED, VIP } from '../testing/search-fixtures';

const DTK = { ...VIP, id: 12, value: 'DTK', title: 'DTK', category: 'delivery', type: 'system' as const };

async function openSearch(path: string, answer: () => Response = () => HttpResponse.json(3)) {
  const triggers: string[] = [];
  server.use(
    searchHandler([]),
    tagsHandler([PAID, VERIFIED, VIP, DTK]),
    providersHandler(),
    http.post('*/module/delivery/api/v1/couriers/trigger', async ({ request }) => {
      triggers.push(await request.text());
      return answer();
    }),
  );
  const view = await renderApp({ as: DEMO_ACCOUNTS.delivery, path, language: 'en' });
  await screen.findByText('ABC-123-456', {}, { timeout: 20_000 });
  return { ...view, triggers };
}

describe('/search: transfer to DTK', { timeout: 120_000 }, () => {
  it('SEARCH-29 SEARCH-30 SEARCH-31 SEARCH-33 DREP-45 DREP-46 with DTK and VERIFIED selected in the DTK region, the transfer posts an empty body and says how many', async () => {
    const { triggers, user } = await openSearch('/search?region=pe-central&tags=4,12');
    await user.click(await screen.findByRole('button', { name: 'Transfer to DTK' }));
    expect(await screen.findByText('Orders successfully transferred')).toBeTruthy();
    expect(screen.getByText('3 order(s) transferred to DTK')).toBeTruthy();
    expect(triggers).toEqual(['']);
  });

  it('SEARCH-31 with no order found the transfer waits, disabled', async () => {
    server.use(
      searchHandler([], () => ({ content: [], totalSize: 0 })),
      tagsHandler([PAID, VERIFIED, VIP, DTK]),
      providersHandler(),
    );
    await renderApp({ as: DEMO_ACCOUNTS.delivery, path: '/search?region=pe-central&tags=4,12', language: 'en' });
    expect(await screen.findByText('0 orders found', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transfer to DTK' }).hasAttribute('disabled')).toBe(true);
  });

  it('SEARCH-30 with only the VERIFIED tag selected there is no transfer button', async () => {
    await openSearch('/search?region=pe-central&tags=4');
    expect(screen.queryByRole('button', { name: 'Transfer to DTK' })).toBeNull();
  });

  it('SEARCH-32 a failed transfer shows "Server error" with the server’s message', async () => {
    await openSearch('/search?region=pe-central&tags=4,12', () =>
      HttpResponse.json({ message: 'The courier dispatch answered 503' }, { status: 409 }),
    );
    (await screen.findByRole('button', { name: 'Transfer to DTK' })).click();
    expect(await screen.findByText('Server error The courier dispatch answered 503')).toBeTruthy();
  });
});

describe('/search tab 2: DTK Verified orders', { timeout: 120_000 }, () => {
  it('SEARCH-04 DREP-45 DREP-46 lists the DTK region’s Verified DTK orders, without selection, and transfers them with its button', async () => {
    const bodies: OrderSearchBody[] = [];
    const triggers: string[] = [];
    server.use(
      searchHandler(bodies),
      tagsHandler([PAID, VERIFIED, VIP, DTK]),
      providersHandler(),
      http.post('*/module/delivery/api/v1/couriers/trigger', async ({ request }) => {
        triggers.push(await request.text());
        return HttpResponse.json(1);
      }),
    );
    const { user } = await renderApp({
      as: DEMO_ACCOUNTS.delivery,
      path: '/search?tab=2&region=pe-central',
      language: 'en',
    });
    const table = await screen.findByTestId('search-results', {}, { timeout: 20_000 });
    await within(table).findByText('ABC-123-456');
    expect(bodies.at(-1)?.filters).toEqual({ regionId: 'pe-central', statuses: [30], deliveryProviderId: 3 });
    expect(table.querySelector('input[type=checkbox]')).toBeNull();
    expect(screen.getByTestId('dtk-count').textContent).toBe('1 order found');
    await user.click(screen.getByText('Transfer to DTK'));
    expect(await screen.findByText('1 order(s) transferred to DTK')).toBeTruthy();
    expect(triggers).toEqual(['']);
  });
});
