import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { searchHandler, tagsHandler } from '../testing/search-fixtures';

describe('/search tab 3: the address search’s debounce', { timeout: 60_000 }, () => {
  it('OCONST-13 DSCHED-16 typing asks once, 1000 ms after the last key', async () => {
    const searches: { query: string | null; at: number }[] = [];
    server.use(
      searchHandler([]),
      tagsHandler(),
      http.get('*/module/delivery/api/v1/providers', () => HttpResponse.json([])),
      http.get('*/module/delivery/api/v1/addresses/search', ({ request }) => {
        searches.push({ query: new URL(request.url).searchParams.get('query'), at: Date.now() });
        return HttpResponse.json([]);
      }),
    );
    await renderApp({ as: DEMO_ACCOUNTS.delivery, path: '/search?tab=3&region=pe-central', language: 'en' });
    const address = await screen.findByRole('combobox', { name: 'Address' });
    for (const text of ['Li', 'Lin', 'Linc', 'Lince']) fireEvent.change(address, { target: { value: text } });
    const typedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searches).toEqual([]);
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 5000 });
    expect(searches[0]?.query).toBe('Lince');
    expect((searches[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(950);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(searches).toHaveLength(1);
  });
});
