import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { providersHandler, searchHandler, tagsHandler } from '../testing/search-fixtures';

const HOLIDAYS = '/module/delivery/api/v1/holidays';
type Schedule = {
  id: number;
  deliveryProviderId: number;
  deliveryProviderName: string;
  regionId: string;
  dates: string[];
};

/** Peru's public holidays of 2026 as the back-office lists them: two past and two to come on 28 November. */
const NATIONAL = ['2026-07-28', '2026-07-29', '2026-12-08', '2026-12-25'];

function holidaysServer(schedules: Schedule[], refuse?: { status: number; body: object }) {
  const saved: { method: string; body: Record<string, unknown> }[] = [];
  const deleted: string[] = [];
  const save = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push({ method: request.method, body });
    if (refuse) return HttpResponse.json(refuse.body, { status: refuse.status });
    return HttpResponse.json({ id: 99, deliveryProviderName: 'Olva Courier', regionId: 'pe-central', ...body });
  };
  server.use(
    searchHandler([]),
    tagsHandler(),
    providersHandler(),
    http.get(`*${HOLIDAYS}`, () => HttpResponse.json(schedules)),
    http.get(`*${HOLIDAYS}/national`, () => HttpResponse.json(NATIONAL)),
    http.post(`*${HOLIDAYS}`, save),
    http.put(`*${HOLIDAYS}`, save),
    http.delete(`*${HOLIDAYS}/:id`, ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { saved, deleted };
}

const olva: Schedule = {
  id: 5,
  deliveryProviderId: 2,
  deliveryProviderName: 'Olva Courier',
  regionId: 'pe-central',
  dates: ['2026-12-24', '2026-12-31'],
};

async function openHolidays(
  schedules: Schedule[],
  as: DemoAccount = DEMO_ACCOUNTS.delivery,
  refuse?: { status: number; body: object },
) {
  const recorded = holidaysServer(schedules, refuse);
  const view = await renderApp({ as, path: '/search?tab=6', language: 'en' });
  await screen.findByTestId('holidays');
  return { ...view, ...recorded };
}

// The edit and delete cases take 30–40 s each in jsdom on a quiet machine (the whole /search page renders).
describe('/search tab 6, delivery holiday schedules', { timeout: 180_000 }, () => {
  // 28 November 2026 in Lima: the year's July holidays are past, December's to come.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('HOLIDAY-01 HOLIDAY-02 lists each schedule with its provider and its YYYY-MM-DD dates', async () => {
    await openHolidays([olva]);
    const row = (await screen.findByText('Olva Courier (Peru)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-12-24')).toBeTruthy();
    expect(within(row).getByText('2026-12-31')).toBeTruthy();
  });

  it('HOLIDAY-06 HOLIDAY-07 provider and dates are required, with the spec’s messages', async () => {
    const { user, saved } = await openHolidays([]);
    await user.click(screen.getByRole('button', { name: 'Add holiday schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select delivery provider!')).toBeTruthy();
    expect(within(dialog).getByText('Please select holiday dates!')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('HOLIDAY-03 HOLIDAY-09 creates a schedule from a provider and the public holidays still to come, saying how many it added and skipped', async () => {
    const { user, saved } = await openHolidays([]);
    await user.click(screen.getByRole('button', { name: 'Add holiday schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Delivery provider' }));
    await user.click(await screen.findByText('Olva Courier (Peru)', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: "Add this year's public holidays" }));
    expect(await screen.findByText('2 public holidays added; 2 already past skipped')).toBeTruthy();
    expect(dialog.textContent).toContain('2026-12-25');
    expect(dialog.textContent).not.toContain('2026-07-28');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([{ method: 'POST', body: { deliveryProviderId: 2, dates: ['2026-12-08', '2026-12-25'] } }]),
    );
    expect(await screen.findByText('Holiday schedule saved')).toBeTruthy();
  });

  it('HOLIDAY-03 a second schedule for a provider the server refuses is named under the provider field', async () => {
    const message = 'deliveryProviderId already has a holiday schedule (5)';
    const refuse = { status: 409, body: { message, code: 'CONFLICT', errors: { deliveryProviderId: message } } };
    const { user } = await openHolidays([olva], DEMO_ACCOUNTS.delivery, refuse);
    await user.click(screen.getByRole('button', { name: 'Add holiday schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Delivery provider' }));
    await user.click(await screen.findByText('Olva Courier (Peru)', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: "Add this year's public holidays" }));
    await waitFor(() => expect(dialog.textContent).toContain('2026-12-25'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This provider already has a holiday schedule: edit that one')).toBeTruthy();
    expect(screen.queryByText('Holiday schedule saved')).toBeNull();
  });

  it('HOLIDAY-04 HOLIDAY-08 HOLIDAY-09 when editing, Save is enabled only after a change and sends the id', async () => {
    const { user, saved } = await openHolidays([olva]);
    const row = (await screen.findByText('Olva Courier (Peru)')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: "Add this year's public holidays" }));
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(saved).toEqual([
        {
          method: 'PUT',
          body: { id: 5, deliveryProviderId: 2, dates: ['2026-12-08', '2026-12-24', '2026-12-25', '2026-12-31'] },
        },
      ]),
    );
  });

  it('HOLIDAY-05 HOLIDAY-09 deletes a schedule after a confirmation', async () => {
    const { deleted } = await openHolidays([olva]);
    const row = (await screen.findByText('Olva Courier (Peru)')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete this holiday schedule?')).closest('.ant-popover') as HTMLElement;
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(deleted).toEqual(['5']));
  });

  it('HOLIDAY-03 HOLIDAY-04 HOLIDAY-05 without the permissions the schedules are shown but cannot be changed', async () => {
    await openHolidays([olva], DEMO_ACCOUNTS.manager);
    const row = (await screen.findByText('Olva Courier (Peru)')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add holiday schedule' })).toBeNull();
  });
});
