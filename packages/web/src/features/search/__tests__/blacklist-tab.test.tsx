import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '@/lib/api/fetch-policy';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { providersHandler, searchHandler, tagsHandler } from '../testing/search-fixtures';

const API = '/module/leads/api/v1/blacklist';
type Entry = { id: number; phone: string; created: string; author: string | null; comment: string | null };

/** A blacklist the handlers keep, recording what the screen asked. */
function blacklistServer(entries: Entry[]) {
  const pages: Record<string, unknown>[] = [];
  const added: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  server.use(
    searchHandler([]),
    tagsHandler(),
    providersHandler(),
    http.post(`*${API}/all`, async ({ request }) => {
      const body = (await request.json()) as { page: number; pageSize: number; phone?: string };
      pages.push(body);
      const matching = entries.filter((e) => !body.phone || e.phone.includes(body.phone));
      return HttpResponse.json({
        leads: matching.slice(body.page * body.pageSize, (body.page + 1) * body.pageSize),
        totalSize: matching.length,
      });
    }),
    http.post(`*${API}/add`, async ({ request }) => {
      const body = (await request.json()) as { phone: string; comment?: string };
      added.push(body);
      if (body.phone === '+51900000000') {
        return HttpResponse.json({ message: 'This phone number is already blacklisted' }, { status: 409 });
      }
      const entry = {
        id: entries.length + 1,
        created: '2026-11-26T03:04:00.000Z',
        author: 'Sofía Demo',
        comment: null,
        ...body,
      };
      entries.unshift(entry);
      return HttpResponse.json(entry);
    }),
    http.delete(`*${API}/delete/:id`, ({ params }) => {
      deleted.push(String(params.id));
      const index = entries.findIndex((e) => String(e.id) === params.id);
      entries.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { pages, added, deleted };
}

const entry = (id: number, phone: string, comment: string | null = null): Entry => ({
  id,
  phone,
  created: '2026-11-25T22:30:00.000Z',
  author: 'Sofía Demo',
  comment,
});

async function openBlacklist(entries: Entry[], as: DemoAccount = DEMO_ACCOUNTS.support, policy?: FetchPolicy) {
  const recorded = blacklistServer(entries);
  await renderApp({ as, path: '/search?tab=5', language: 'en', ...(policy ? { policy } : {}) });
  return recorded;
}

describe('/search tab 5, the blacklist', { timeout: 60_000 }, () => {
  it('BLACKLIST-02 BLACKLIST-03 BLACKLIST-10 OCONST-15 lists phone, created in UTC, author and comment, 20 a page', async () => {
    const entries = Array.from({ length: 25 }, (_, i) =>
      entry(i + 1, `+5191100${String(i).padStart(4, '0')}`, i === 0 ? 'Broma' : null),
    );
    const { pages } = await openBlacklist(entries);
    const table = await screen.findByTestId('blacklist');
    const first = (await within(table).findByText('+51911000000')).closest('tr') as HTMLElement;
    // 22:30 UTC is shown as such, not in the user's Lima time (17:30).
    expect(within(first).getByText('25-11-2026-22:30 UTC')).toBeTruthy();
    expect(within(first).getByText('Sofía Demo')).toBeTruthy();
    expect(within(first).getByText('Broma')).toBeTruthy();
    expect(pages[0]).toEqual({ page: 0, pageSize: 20 });
    expect(within(table).getAllByRole('row').length - 1).toBe(20);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(pages.at(-1)).toEqual({ page: 1, pageSize: 20 }));
  });

  it('BLACKLIST-04 a search of 1 to 3 characters shows "Invalid phone"; 4 or more searches', async () => {
    const { pages } = await openBlacklist([entry(1, '+51911000001'), entry(2, '+51922000002')]);
    await screen.findByText('+51922000002');
    const search = (text: string) => {
      const box = screen.getByRole('searchbox', { name: 'Search by phone' });
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
      fireEvent.keyUp(box, { key: 'Enter', code: 'Enter' });
    };
    search('911');
    expect(await screen.findByText('Phone number should be at least 4 digits')).toBeTruthy();
    expect(screen.getByText('Invalid phone')).toBeTruthy();
    expect(pages.some((p) => p.phone)).toBe(false);
    search('9110');
    await waitFor(() => expect(pages.at(-1)).toEqual({ page: 0, pageSize: 20, phone: '9110' }));
    await waitFor(() => expect(screen.queryByText('+51922000002')).toBeNull());
  });

  it('BLACKLIST-05 BLACKLIST-06 BLACKLIST-07 BLACKLIST-11 blocks a client: phone required and format-checked, comment up to 80', async () => {
    const { added } = await openBlacklist([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Block client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Phone is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '987654321' } });
    expect(await within(dialog).findByText(/Phone must be \+ and the country code/)).toBeTruthy();
    const comment = within(dialog).getByLabelText('Comment') as HTMLTextAreaElement;
    expect(comment.maxLength).toBe(80);
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+51987654321' } });
    fireEvent.change(comment, { target: { value: 'Llamadas de broma' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(added).toEqual([{ phone: '+51987654321', comment: 'Llamadas de broma' }]));
    expect(await screen.findByText('+51987654321 is blocked')).toBeTruthy();
    expect(await within(screen.getByTestId('blacklist')).findByText('+51987654321')).toBeTruthy();
  });

  it('BLACKLIST-08 a failed block shows "Server error" with the server message', async () => {
    await openBlacklist([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Block client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+51900000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('This phone number is already blacklisted')).toBeTruthy();
    expect(screen.getByText('Server error')).toBeTruthy();
  });

  it('BLACKLIST-09 unblocking asks first and needs lead:blacklist:del', async () => {
    const { deleted } = await openBlacklist([entry(7, '+51911000007')]);
    const row = (await screen.findByText('+51911000007')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Delete'));
    expect(await screen.findByText('Unblock +51911000007?')).toBeTruthy();
    expect(deleted).toEqual([]);
    // Text queries: role queries over the whole page are slow in jsdom.
    const confirm = screen.getAllByText('Delete').at(-1) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(deleted).toEqual(['7']));
  });

  it('BLACKLIST-05 BLACKLIST-09 without the permissions there is no block and no delete', async () => {
    const readOnly: DemoAccount = { ...DEMO_ACCOUNTS.support, permissions: ['read:report', 'lead:blacklist:read'] };
    await openBlacklist([entry(8, '+51911000008')], readOnly);
    const row = (await screen.findByText('+51911000008')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block client' })).toBeNull();
  });

  it('BLACKLIST-12 OCONST-13 a network error is retried (500 ms apart) until the list arrives', async () => {
    let failures = 2;
    await openBlacklist([entry(9, '+51911000009')], DEMO_ACCOUNTS.support, DEFAULT_FETCH_POLICY);
    await screen.findByText('+51911000009');
    server.use(
      http.post(`*${API}/all`, () => {
        if (failures > 0) {
          failures--;
          return HttpResponse.error();
        }
        return HttpResponse.json({ leads: [entry(10, '+51911000010')], totalSize: 1 });
      }),
    );
    const search = screen.getByRole('searchbox', { name: 'Search by phone' });
    fireEvent.change(search, { target: { value: '1000010' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('+51911000010', {}, { timeout: 5000 })).toBeTruthy();
    expect(failures).toBe(0);
  });
  it('BLACKLIST-12 blocking and unblocking are retried as well, 500 ms apart, and each happens once', async () => {
    const { added, deleted } = await openBlacklist(
      [entry(11, '+51911000011')],
      DEMO_ACCOUNTS.support,
      DEFAULT_FETCH_POLICY,
    );
    await screen.findByText('+51911000011');
    const attempts: Record<string, number[]> = { add: [], delete: [] };
    const flaky = (name: 'add' | 'delete') => () => {
      attempts[name]?.push(Date.now());
      return (attempts[name]?.length ?? 0) <= 2 ? HttpResponse.error() : undefined;
    };
    server.use(http.post(`*${API}/add`, flaky('add')), http.delete(`*${API}/delete/:id`, flaky('delete')));

    fireEvent.click(screen.getByText('Block client'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+51987650012' } });
    fireEvent.click(within(dialog).getByText('Block'));
    expect(await screen.findByText('+51987650012 is blocked', {}, { timeout: 8000 })).toBeTruthy();
    expect(added).toEqual([{ phone: '+51987650012' }]);

    const row = (await screen.findByText('+51911000011')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Delete'));
    await screen.findByText('Unblock +51911000011?');
    fireEvent.click(screen.getAllByText('Delete').at(-1) as HTMLElement);
    await waitFor(() => expect(deleted).toEqual(['11']), { timeout: 8000 });

    for (const times of Object.values(attempts)) {
      expect(times).toHaveLength(3);
      expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(450);
      expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(450);
    }
  }, 180_000);
});
