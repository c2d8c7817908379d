import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
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

function holidaysServer(schedules: Schedule[]) {
  const saved: { method: string; body: Record<string, unknown> }[] = [];
  const deleted: string[] = [];
  const save = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push({ method: request.method, body });
    return HttpResponse.json({ id: 99, deliveryProviderName: 'Olva Courier', regionId: 'pe-central', ...body });
  };
  server.use(
    searchHandler([]),
    tagsHandler(),
    providersHandler(),
    http.get(`*${HOLIDAYS}`, () => HttpResponse.json(schedules)),
    http.get(`*${HOLIDAYS}/national`, () => HttpResponse.json(['2026-07-28', '2026-07-29'])),
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
  dates: ['2026-12-08', '2026-12-25'],
};

async function openHolidays(schedules: Schedule[], as: DemoAccount = DEMO_ACCOUNTS.delivery) {
  const recorded = holidaysServer(schedules);
  const view = await renderApp({ as, path: '/search?tab=6', language: 'en' });
  await screen.findByTestId('holidays');
  return { ...view, ...recorded };
}

// The edit and delete cases take 30–40 s each in jsdom on a quiet machine (the whole /search page renders).
describe('/search tab 6, delivery holiday schedules', { timeout: 180_000 }, () => {
  it('HOLIDAY-01 HOLIDAY-02 lists each schedule with its provider and its YYYY-MM-DD dates', async () => {
    await openHolidays([olva]);
    const row = (await screen.findByText('Olva Courier (Peru)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-12-08')).toBeTruthy();
    expect(within(row).getByText('2026-12-25')).toBeTruthy();
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

  it('HOLIDAY-03 HOLIDAY-09 creates a schedule from a provider and the public holidays it adds', async () => {
    const { user, saved } = await openHolidays([]);
    await user.click(screen.getByRole('button', { name: 'Add holiday schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Delivery provider' }));
    await user.click(await screen.findByText('Olva Courier (Peru)', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: "Add this year's public holidays" }));
    await waitFor(() => expect(dialog.textContent).toContain('2026-07-29'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([{ method: 'POST', body: { deliveryProviderId: 2, dates: ['2026-07-28', '2026-07-29'] } }]),
    );
    expect(await screen.findByText('Holiday schedule saved')).toBeTruthy();
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
          body: { id: 5, deliveryProviderId: 2, dates: ['2026-07-28', '2026-07-29', '2026-12-08', '2026-12-25'] },
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
