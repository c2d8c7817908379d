import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeRow, searchHandler, tagsHandler } from '../testing/search-fixtures';
import type { OrderSearchBody } from '../types';

const manager: DemoAccount = { ...DEMO_ACCOUNTS.manager, regionIds: ['pe-central', 'cl-central'] };

async function openList() {
  const bodies: OrderSearchBody[] = [];
  server.use(
    searchHandler(bodies, (body) => {
      const statuses = body.filters?.statuses ?? [];
      const rows = statuses.includes(30)
        ? [
            makeRow({ id: 1, shortCode: 'VER-000-001', status: 30 }),
            makeRow({ id: 2, shortCode: 'TRN-000-002', status: 7 }),
          ]
        : [makeRow({ id: 3, shortCode: 'CNF-000-003', status: statuses[0] ?? 5 })];
      return { content: rows, totalSize: rows.length };
    }),
    tagsHandler(),
  );
  const view = await renderApp({ as: manager, path: '/orders', language: 'en' });
  await screen.findByText('CNF-000-003');
  return { ...view, bodies };
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('/orders', { timeout: 60_000 }, () => {
  it('SEARCH-34 SEARCH-38 CONST-41 OCONST-15 the header has the region, the period and bulk refuse; pages of 15 of one region', async () => {
    const { bodies } = await openList();
    const header = screen.getByTestId('orders-list-header');
    expect(within(header).getByLabelText('Region')).toBeTruthy();
    expect(header.querySelector('.ant-picker-range')).not.toBeNull();
    expect(within(header).getByText('Refuse (0)')).toBeTruthy();
    expect(bodies.at(-1)).toMatchObject({
      pageable: { page: 0, size: 15 },
      filters: { regionId: 'pe-central', statuses: [5] },
    });
  });

  it('SEARCH-35 orders are grouped as confirmed, deposit and verified', async () => {
    const { bodies } = await openList();
    fireEvent.click(screen.getByText('Deposit'));
    await waitFor(() => expect(bodies.at(-1)?.filters?.statuses).toEqual([40]));
    fireEvent.click(screen.getByText('Verified'));
    await waitFor(() => expect(bodies.at(-1)?.filters?.statuses).toEqual([30, 7]));
    expect(await screen.findByText('VER-000-001')).toBeTruthy();
  });

  it('SEARCH-36 SEARCH-37 edit is hidden for a verified order; only an order in transit can be chosen for refuse', async () => {
    await openList();
    expect(within(rowOf('CNF-000-003')).getByText('Edit')).toBeTruthy();
    fireEvent.click(screen.getByText('Verified'));
    await screen.findByText('VER-000-001');
    expect(within(rowOf('VER-000-001')).queryByText('Edit')).toBeNull();
    const checkbox = (code: string) => rowOf(code).querySelector('input[type=checkbox]') as HTMLInputElement;
    expect(checkbox('VER-000-001').disabled).toBe(true);
    expect(checkbox('TRN-000-002').disabled).toBe(false);
    fireEvent.click(checkbox('TRN-000-002'));
    expect(await screen.findByText('Refuse (1)')).toBeTruthy();
  });
});
