import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeRow, PAID, providersHandler, searchHandler, tagsHandler, VERIFIED, VIP } from '../testing/search-fixtures';
import type { OrderSearchBody, Tag } from '../types';

const manager: DemoAccount = { ...DEMO_ACCOUNTS.manager, regionIds: ['pe-central', 'cl-central'] };

async function openSearch(options: { path?: string; as?: DemoAccount; tags?: Tag[] } = {}) {
  const bodies: OrderSearchBody[] = [];
  server.use(searchHandler(bodies), tagsHandler(options.tags), providersHandler());
  const view = await renderApp({ as: options.as ?? manager, path: options.path ?? '/search', language: 'en' });
  await screen.findByText('ABC-123-456');
  return { ...view, bodies };
}

const lastBody = (bodies: OrderSearchBody[]) => bodies.at(-1) as OrderSearchBody;

describe('/search tab 1', { timeout: 60_000 }, () => {
  it('SEARCH-03 SEARCH-12 SEARCH-18 SEARCH-20 OCONST-16 shows the orders in the spec’s columns, dates DD-MM-YYYY', async () => {
    await openSearch();
    const table = screen.getByTestId('search-results');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual([
      'Order code',
      'Phone',
      'Preferred date',
      'Created',
      'Delivery',
      'Full address',
      'Order items',
      'Tags',
    ]);
    const row = within(table).getByText('ABC-123-456').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'ABC-123-456' }).getAttribute('href')).toBe('/order/77');
    expect(within(row).getByText('+51987654321')).toBeTruthy();
    // In the user's timezone (America/Lima, UTC-5).
    expect(within(row).getByText('26-11-2026')).toBeTruthy();
    expect(within(row).getByText('21-11-2026-11:10')).toBeTruthy();
    expect(within(row).getByText('Olva Courier')).toBeTruthy();
    expect(within(row).getByText('Av. José Larco 812, Miraflores, Lima')).toBeTruthy();
    expect(within(row).getByText('Colágeno × 2')).toBeTruthy();
    expect(within(row).getByText('Artroflex × 1')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('VIP')).toBeTruthy();
  });

  it('decision 1781: the table fits a 1366 px screen, a long address ending in an ellipsis with the whole text as its title', async () => {
    const long =
      'Jirón Coronel Francisco Bolognesi 1234, Departamento 502, Urbanización Santa Beatriz, Cercado de Lima';
    server.use(
      searchHandler([], () => ({ content: [makeRow({}, { address: { fullAddress: long } })], totalSize: 1 })),
      tagsHandler(),
      providersHandler(),
    );
    await renderApp({ as: manager, path: '/search', language: 'en' });
    const table = await screen.findByTestId('search-results');
    await within(table).findByText('ABC-123-456');
    // 1366 less the page's padding (2 × 16) and a scroll bar (17).
    const room = 1366 - 2 * 16 - 17;
    const width = Number.parseInt(table.querySelector('table')?.style.width ?? '', 10);
    expect(width).toBeLessThanOrEqual(room);
    const columns = [...table.querySelectorAll('colgroup col')].map((col) =>
      Number.parseInt((col as HTMLElement).style.width, 10),
    );
    expect(columns.every((w) => w > 0)).toBe(true);
    expect(columns.reduce((sum, w) => sum + w, 0)).toBeLessThanOrEqual(room);
    const cell = within(table).getByText(long).closest('td') as HTMLElement;
    expect(cell.className).toContain('ant-table-cell-ellipsis');
    expect(within(table).getByTitle(long)).toBeTruthy();
  });

  it('SEARCH-14 SEARCH-15 SEARCH-16 OCONST-15 asks for created descending, pages of 10, from 01/01/2022 to now', async () => {
    const { bodies } = await openSearch();
    expect(lastBody(bodies)).toEqual({
      period: { from: '2022-01-01T05:00:00.000Z' },
      pageable: { page: 0, size: 10, sort: { property: 'created', direction: 'desc' } },
      filters: {},
    });
  });

  it('SEARCH-09 the filters live in the URL: a link restores them, a change writes them', async () => {
    const { bodies, router, user } = await openSearch({
      path: '/search?q=ABC-12&region=pe-central&status=5,40&tags=1&from=2026-11-01&to=2026-11-20&sort=preferredDate&dir=asc&page=3',
    });
    expect(lastBody(bodies)).toEqual({
      period: { from: '2026-11-01T05:00:00.000Z', to: '2026-11-21T04:59:59.999Z' },
      pageable: { page: 2, size: 10, sort: { property: 'preferredDate', direction: 'asc' } },
      filters: { regionId: 'pe-central', statuses: [5, 40], tagIds: [1], text: 'ABC-12' },
    });
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect((box as HTMLInputElement).value).toBe('ABC-12');
    await user.clear(box);
    await user.type(box, '987654321{Enter}');
    await waitFor(() => expect(lastBody(bodies).filters?.text).toBe('987654321'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('987654321');
    // A new search starts on page 1; the other filters stay.
    expect(params.get('page')).toBeNull();
    expect(params.get('region')).toBe('pe-central');
    expect(lastBody(bodies).pageable?.page).toBe(0);
  });

  it('SEARCH-10 the search box accepts at most 42 characters', async () => {
    await openSearch();
    expect(screen.getByRole('searchbox', { name: 'Search orders' }).getAttribute('maxlength')).toBe('42');
  });

  it('SEARCH-11 the region choices are only the user’s own regions', async () => {
    const { user } = await openSearch();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await screen.findAllByRole('option');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Peru', 'Chile']);
  });

  it('SEARCH-13 only created and preferred date sort; a click on the header asks the server for that order', async () => {
    const { bodies, user } = await openSearch();
    const table = screen.getByTestId('search-results');
    const sortable = [...table.querySelectorAll('th.ant-table-column-has-sorters')].map((th) => th.textContent?.trim());
    expect(sortable).toEqual(['Preferred date', 'Created']);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    await user.click(header('Preferred date'));
    await waitFor(() =>
      expect(lastBody(bodies).pageable?.sort).toEqual({ property: 'preferredDate', direction: 'asc' }),
    );
    await user.click(header('Created'));
    await waitFor(() => expect(lastBody(bodies).pageable?.sort?.property).toBe('created'));
  });

  it('SEARCH-17 OCONST-14 a count of exactly 10000 reads "More than 10K matches found"', async () => {
    server.use(
      searchHandler([], () => ({ content: [makeRow()], totalSize: 10_000 })),
      tagsHandler(),
    );
    await renderApp({ as: manager, path: '/search', language: 'en' });
    expect((await screen.findByTestId('search-count')).textContent).toBe('More than 10K matches found');
  });

  it('SEARCH-17 a smaller count is shown as it is', async () => {
    server.use(
      searchHandler([], () => ({ content: [makeRow()], totalSize: 9_999 })),
      tagsHandler(),
    );
    await renderApp({ as: manager, path: '/search', language: 'en' });
    expect((await screen.findByTestId('search-count')).textContent).toBe('9999 orders found');
  });
});

describe('/search tabs', { timeout: 60_000 }, () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

  it('SEARCH-02 SEARCH-04 SEARCH-05 SEARCH-06 SEARCH-07 SEARCH-08 DREP-01 admin in the DTK region sees tabs 1 to 6, each ready to open; tab 4 is the provider reports', async () => {
    await openSearch({ as: { ...DEMO_ACCOUNTS.admin, regionIds: ['pe-central'] }, path: '/search?region=pe-central' });
    expect(tabNames()).toEqual([
      'Search',
      'DTK Verified orders',
      'Delivery providers schedules',
      'Reports',
      'Black list',
      'Delivery holiday schedule',
    ]);
    const disabled = screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-disabled') === 'true');
    expect(disabled).toEqual([false, false, false, false, false, false]);
    fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(await screen.findByLabelText('Delivery provider')).toBeTruthy();
  });

  it('SEARCH-04 SEARCH-05 without a region (or outside the DTK region) tabs 2 and 3 are not shown', async () => {
    await openSearch({
      as: { ...DEMO_ACCOUNTS.admin, regionIds: ['pe-central', 'cl-central'] },
      path: '/search?region=cl-central',
    });
    expect(tabNames()).toEqual([
      'Search',
      'Delivery providers schedules',
      'Reports',
      'Black list',
      'Delivery holiday schedule',
    ]);
  });

  it('SEARCH-05 SEARCH-06 SEARCH-07 DSCHED-01 BLACKLIST-01 a manager without address-schedule:edit, upload:delivery or lead:blacklist:read sees Search and the holiday tab', async () => {
    await openSearch({ path: '/search?region=pe-central' });
    expect(tabNames()).toEqual(['Search', 'DTK Verified orders', 'Delivery holiday schedule']);
  });
});

describe('/search tags', { timeout: 60_000 }, () => {
  it('SEARCH-42 SEARCH-43 a user tag can be taken off, a system tag cannot', async () => {
    await openSearch();
    const cell = screen.getByTestId('tags-ABC-123-456');
    const chip = (title: string) => within(cell).getByText(title).closest('.ant-tag') as HTMLElement;
    expect(chip(VIP.title).querySelector('.ant-tag-close-icon')).not.toBeNull();
    expect(chip(PAID.title).querySelector('.ant-tag-close-icon')).toBeNull();
  });

  it('SEARCH-42 the popover offers only user tags: a system tag could not be taken off again', async () => {
    const CALL: Tag = { ...VIP, id: 10, value: 'Llamar', title: 'Llamar' };
    const DTK: Tag = { ...VERIFIED, id: 5, value: 'DTK', title: 'DTK' };
    await openSearch({ tags: [PAID, VERIFIED, DTK, VIP, CALL] });
    fireEvent.click(screen.getByLabelText('Change the tags of ABC-123-456'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Add a tag' }));
    expect(await screen.findByTitle('Llamar')).toBeTruthy();
    for (const system of ['Verified', 'DTK']) expect(screen.queryByTitle(system)).toBeNull();
  });

  it('SEARCH-40 SEARCH-41 SEARCH-45 OCONST-13 a change says "Updating... Wait 5 seconds please" and the list is read again 5 s later', async () => {
    const { bodies } = await openSearch();
    const removed: unknown[] = [];
    server.use(
      http.post('*/module/orders/api/v1/tags/remove', async ({ request }) => {
        removed.push(await request.json());
        return HttpResponse.json({ changed: 1 });
      }),
    );
    const before = bodies.length;
    const close = screen.getByTestId('tags-ABC-123-456').querySelector('.ant-tag-close-icon') as HTMLElement;
    const clickedAt = Date.now();
    fireEvent.click(close);
    expect(await screen.findByText('Updating... Wait 5 seconds please')).toBeTruthy();
    await waitFor(() => expect(removed).toEqual([{ orderIds: [77], tagIds: [VIP.id] }]));
    await waitFor(() => expect(bodies.length).toBeGreaterThan(before), { timeout: 8000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(4900);
  });

  it("SEARCH-44 a new tag's name cannot be empty; a named one is created in the order's region and put on it", async () => {
    await openSearch();
    const created: unknown[] = [];
    const assigned: unknown[] = [];
    server.use(
      http.post('*/module/orders/api/v1/tags', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ ...VIP, id: 12, value: 'Llamar', title: 'Llamar' }, { status: 201 });
      }),
      http.post('*/module/orders/api/v1/tags/assign', async ({ request }) => {
        assigned.push(await request.json());
        return HttpResponse.json({ changed: 1 });
      }),
    );
    fireEvent.click(screen.getByLabelText('Change the tags of ABC-123-456'));
    const create = (await screen.findByText('Create')).closest('button') as HTMLElement;
    fireEvent.click(create);
    expect(await screen.findByText('Tag name cannot be empty')).toBeTruthy();
    expect(created).toEqual([]);
    fireEvent.change(screen.getByLabelText('New tag'), { target: { value: 'Llamar' } });
    fireEvent.click(create);
    await waitFor(() => expect(assigned).toEqual([{ orderIds: [77], tagIds: [12] }]));
    expect(created).toEqual([{ value: 'Llamar', color: 'cyan', regionId: 'pe-central' }]);
  });
});

describe('/search bulk actions', { timeout: 60_000 }, () => {
  const selectFirstRow = () => {
    const row = screen.getByText('ABC-123-456').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('input[type=checkbox]') as HTMLElement);
  };
  const button = (name: string, scope: HTMLElement = document.body) =>
    within(scope).getByText(name, { selector: 'button span' }).closest('button') as HTMLElement;

  it('SEARCH-21 SEARCH-24 an agent (without order:refuse and order.list.to_google_sheet) sees neither action', async () => {
    await openSearch({ as: DEMO_ACCOUNTS.agent });
    expect(screen.queryByText(/^Refuse/)).toBeNull();
    expect(screen.queryByText('Send sheet by email')).toBeNull();
  });

  it('SEARCH-21 SEARCH-22 SEARCH-23 refuses the selected orders after a confirmation, by their lead ids, and reads the list again', async () => {
    const { bodies } = await openSearch();
    const refused: unknown[] = [];
    server.use(
      http.post('*/module/orders/api/v1/orders/refused', async ({ request }) => {
        refused.push(await request.json());
        return HttpResponse.json({ refused: [{ id: 77, shortCode: 'ABC-123-456' }], skipped: [] });
      }),
    );
    selectFirstRow();
    fireEvent.click(button('Refuse (1)'));
    const question = await screen.findByText('Refuse the selected order? Only an order in transit is refused.');
    expect(refused).toEqual([]);
    const before = bodies.length;
    fireEvent.click(button('Refuse', question.closest('.ant-modal') as HTMLElement));
    await waitFor(() => expect(refused).toEqual([{ leadIds: [12] }]));
    expect(await screen.findByText('Refused: 1. Not in transit, left as they were: 0.')).toBeTruthy();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(before));
  });

  /** /search?q=ABC with the sheet dialog open; what the sheet call received. */
  async function sheetDialog() {
    const view = await openSearch({ path: '/search?q=ABC' });
    const sent: { email: string; command: OrderSearchBody }[] = [];
    server.use(
      http.post('*/module/orders/api/v1/orders/sheet', async ({ request }) => {
        sent.push((await request.json()) as { email: string; command: OrderSearchBody });
        return HttpResponse.json({ mailId: 1, rows: 1, status: 'sent' });
      }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Send sheet by email' }));
    const dialog = await screen.findByRole('dialog');
    const send = async (name: string) => {
      await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), name);
      await view.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    };
    return { ...view, dialog, sent, send };
  }

  it('SEARCH-25 DREP-41 the sheet needs an e-mail: "You have to write the email", and nothing is sent', async () => {
    const { user, dialog, sent } = await sheetDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('You have to write the email')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('SEARCH-26 DREP-42 the fixed domain is added to the typed name', async () => {
    const { dialog, sent, send } = await sheetDialog();
    expect(within(dialog).getByText('@umbrella.example')).toBeTruthy();
    await send('marta');
    await waitFor(() => expect(sent.map((s) => s.email)).toEqual(['marta@umbrella.example']));
  });

  it('SEARCH-26 a whole address is refused under the field unless it is of the fixed domain, which is taken as the name', async () => {
    const { dialog, sent, send, user } = await sheetDialog();
    await send('marta@gmail.com');
    expect(await within(dialog).findByText('Write only the name before @umbrella.example')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await send('marta@umbrella.example');
    await waitFor(() => expect(sent.map((s) => s.email)).toEqual(['marta@umbrella.example']));
  });

  it('SEARCH-28 DREP-43 the sheet call carries the e-mail and the current search', async () => {
    const { bodies, sent, send } = await sheetDialog();
    await send('marta');
    await waitFor(() => expect(sent).toEqual([{ email: 'marta@umbrella.example', command: lastBody(bodies) }]));
  });

  it('SEARCH-27 DREP-44 a sent sheet says "Google sheet was sent to your email"', async () => {
    const { send } = await sheetDialog();
    await send('marta');
    expect(await screen.findByText('Google sheet was sent to your email')).toBeTruthy();
  });

  it('SEARCH-27 a failure shows "Server error" with the server’s message', async () => {
    const { user } = await openSearch();
    server.use(
      http.post('*/module/orders/api/v1/orders/sheet', () =>
        HttpResponse.json({ message: 'The mail server refused the message' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send sheet by email' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'marta');
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Server error The mail server refused the message')).toBeTruthy();
  });

  it('SEARCH-27 a sheet the mail server refused shows its reason; one it did not take yet says it will follow', async () => {
    const { user } = await openSearch();
    const answers = [
      { mailId: 2, rows: 1, status: 'failed', reason: 'SMTP 550: 5.1.1 Mailbox unavailable' },
      { mailId: 3, rows: 1, status: 'pending', reason: 'SMTP 451: Try again later' },
    ];
    server.use(http.post('*/module/orders/api/v1/orders/sheet', () => HttpResponse.json(answers.shift())));
    const sendTo = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Send sheet by email' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), name);
      await act(() => user.click(within(dialog).getByRole('button', { name: 'Send' })));
    };
    await sendTo('marta');
    expect(await screen.findByText('Server error SMTP 550: 5.1.1 Mailbox unavailable')).toBeTruthy();
    expect(screen.queryByText('Google sheet was sent to your email')).toBeNull();
    await user.keyboard('{Escape}');
    await sendTo('marta');
    expect(
      await screen.findByText(
        'The mail server did not take the sheet yet (SMTP 451: Try again later); it will be sent again shortly',
      ),
    ).toBeTruthy();
  });
});
