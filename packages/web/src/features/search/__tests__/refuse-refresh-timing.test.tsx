import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeRow, providersHandler, tagsHandler } from '../testing/search-fixtures';

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button') as HTMLElement;

describe('/search: the list after a bulk refuse', { timeout: 60_000 }, () => {
  it('OCONST-13 SEARCH-22 the list is read again 100 ms after the refuse answers', async () => {
    const searches: number[] = [];
    let refusedAt = 0;
    server.use(
      tagsHandler(),
      providersHandler(),
      http.post('*/module/orders/api/v1/orders/search', () => {
        searches.push(Date.now());
        return HttpResponse.json({ content: [makeRow()], totalSize: 1 });
      }),
      http.post('*/module/orders/api/v1/orders/refused', () => {
        refusedAt = Date.now();
        return HttpResponse.json({ refused: [{ id: 77, shortCode: 'ABC-123-456' }], skipped: [] });
      }),
    );
    await renderApp({
      as: { ...DEMO_ACCOUNTS.manager, regionIds: ['pe-central', 'cl-central'] },
      path: '/search',
      language: 'en',
    });
    const row = (await screen.findByText('ABC-123-456')).closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    fireEvent.click(button('Refuse (1)'));
    const question = await screen.findByText('Refuse the selected order? Only an order in transit is refused.');
    fireEvent.click(button('Refuse', question.closest('.ant-modal') as HTMLElement));
    await waitFor(() => expect(refusedAt).toBeGreaterThan(0));
    await waitFor(() => expect(searches.filter((at) => at >= refusedAt)).toHaveLength(1), { timeout: 5000 });
    const reread = searches.find((at) => at >= refusedAt) as number;
    expect(reread - refusedAt).toBeGreaterThanOrEqual(95);
  });
});
