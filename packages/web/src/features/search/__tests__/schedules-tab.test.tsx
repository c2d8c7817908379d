import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { searchHandler, tagsHandler } from '../testing/search-fixtures';

const SCHEDULES = '/module/delivery/api/v1/schedules';
const lince = { id: 503, fullAddress: 'Lince, Lima, Lima, 15046' };
const place = {
  id: 41,
  name: '',
  pickup: false,
  pickupAddress: null,
  schedule: { '1': [['09:00', '13:00']], '6': [['10:00', '12:00']] },
  daysToDeliver: 1,
  prepay: true,
  cashOnDelivery: true,
  deliveryProviderId: 1,
  deliveryProviderName: 'Olva Courier',
};

function placesServer() {
  const searches: URLSearchParams[] = [];
  const searchedAt: number[] = [];
  const linked: Record<string, unknown>[] = [];
  const unlinked: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  server.use(
    searchHandler([]),
    tagsHandler(),
    http.get('*/module/delivery/api/v1/providers', () =>
      HttpResponse.json([
        { id: 1, code: 'OLVA', name: 'Olva Courier', regionId: 'pe-central', prepay: true, cashOnDelivery: true },
        { id: 2, code: 'SHALOM', name: 'Shalom', regionId: 'pe-central', prepay: true, cashOnDelivery: false },
      ]),
    ),
    http.get('*/module/delivery/api/v1/addresses/search', ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      searchedAt.push(Date.now());
      return HttpResponse.json([
        { ...lince, country: 'PE', region: 'Lima', province: 'Lima', city: 'Lima', district: 'Lince' },
      ]);
    }),
    http.get(`*${SCHEDULES}/by-address/:id`, () => HttpResponse.json([place])),
    http.post(`*${SCHEDULES}/force-link`, async ({ request }) => {
      linked.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([place]);
    }),
    http.post(`*${SCHEDULES}/unlink`, async ({ request }) => {
      unlinked.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([]); // the address's places left
    }),
    http.delete(`*${SCHEDULES}/places/:id`, ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { searches, searchedAt, linked, unlinked, deleted };
}

async function openSchedules() {
  const recorded = placesServer();
  const view = await renderApp({ as: DEMO_ACCOUNTS.delivery, path: '/search?tab=3&region=pe-central', language: 'en' });
  const address = await screen.findByRole('combobox', { name: 'Address' });
  fireEvent.change(address, { target: { value: 'Lince' } });
  const option = await screen.findByText(
    lince.fullAddress,
    { selector: '.ant-select-item-option-content' },
    { timeout: 5000 },
  );
  fireEvent.click(option);
  await within(await screen.findByTestId('places')).findByText('Olva Courier');
  return { ...view, ...recorded };
}

describe('/search tab 3, providers’ places by address', { timeout: 60_000 }, () => {
  it("opens at once without a region chosen elsewhere: on the user's first region, with a region picker in the tab", async () => {
    const { searches } = placesServer();
    await renderApp({
      as: { ...DEMO_ACCOUNTS.delivery, regionIds: ['pe-central', 'cl-central'] },
      path: '/search',
      language: 'en',
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Delivery providers schedules' }));
    const region = await screen.findByRole('combobox', { name: 'Region' });
    expect(region.closest('.ant-select')?.textContent).toContain('Peru');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Address' }), { target: { value: 'Lince' } });
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 5000 });
    expect(searches[0]?.get('country')).toBe('PE');
    fireEvent.mouseDown(region);
    fireEvent.click(await screen.findByTitle('Chile'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Address' }), { target: { value: 'Ñuñoa' } });
    await waitFor(() => expect(searches).toHaveLength(2), { timeout: 5000 });
    expect(searches[1]?.get('country')).toBe('CL');
  });

  it('says so when the user has no region to pick, instead of waiting', async () => {
    placesServer();
    await renderApp({ as: { ...DEMO_ACCOUNTS.delivery, regionIds: [] }, path: '/search?tab=3', language: 'en' });
    expect(await screen.findByText('You have no regions assigned')).toBeTruthy();
  });

  it('DSCHED-16 the address search waits 1 s after the last key before it asks', async () => {
    const { searches, searchedAt } = placesServer();
    await renderApp({ as: DEMO_ACCOUNTS.delivery, path: '/search?tab=3&region=pe-central', language: 'en' });
    const address = await screen.findByRole('combobox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'Lin' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const lastKey = Date.now();
    fireEvent.change(address, { target: { value: 'Lince' } });
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 5000 });
    expect(searches[0]?.get('query')).toBe('Lince');
    expect((searchedAt[0] ?? 0) - lastKey).toBeGreaterThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches).toHaveLength(1);
  });

  it('DSCHED-15 DSCHED-19 unlinks a provider from the address and deletes a place, each after a confirmation', async () => {
    const { unlinked, deleted } = await openSchedules();
    const row = () => screen.getByText('Olva Courier').closest('tr') as HTMLElement;
    fireEvent.click(within(row()).getByText('Unlink'));
    const unlink = (await screen.findByText('Unlink Olva Courier from this address?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(unlink).getByText('OK'));
    await waitFor(() => expect(unlinked).toEqual([{ addressId: 503, deliveryProviderId: 1 }]));
    expect(await screen.findByText('Provider unlinked')).toBeTruthy();
    fireEvent.click(within(row()).getByText('Delete'));
    const remove = (await screen.findByText("Delete this place from the provider's schedule?")).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(remove).getByText('OK'));
    await waitFor(() => expect(deleted).toEqual(['41']));
    expect(await screen.findByText('Place deleted')).toBeTruthy();
  });

  it('DSCHED-03 DSCHED-16 DSCHED-17 searches addresses of the region’s country (withDeliveryOnly false) and lists the places serving one', async () => {
    const { searches } = await openSchedules();
    expect(searches.at(-1)?.get('country')).toBe('PE');
    expect(searches.at(-1)?.get('withDeliveryOnly')).toBe('false');
    const row = screen.getByText('Olva Courier').closest('tr') as HTMLElement;
    expect(within(row).getByText('Express')).toBeTruthy();
    expect(within(row).getByText('Mon 09:00–13:00')).toBeTruthy();
    expect(within(row).getByText('Sat 10:00–12:00')).toBeTruthy();
  });

  it('DSCHED-05 DSCHED-07 DSCHED-10 DSCHED-11 the place and period forms name what is missing', async () => {
    await openSchedules();
    fireEvent.click(screen.getByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select provider')).toBeTruthy();
    expect(within(dialog).getByText('Select days to deliver!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add period' }));
    expect(await within(dialog).findByText('Select a day!')).toBeTruthy();
    expect(within(dialog).getByText('Select period!')).toBeTruthy();
  });

  it('DSCHED-06 DSCHED-08 DSCHED-09 pick-up needs its address; cash on delivery only where the provider takes it', async () => {
    const { user } = await openSchedules();
    fireEvent.click(screen.getByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('combobox')[0] as HTMLElement);
    await user.click(await screen.findByText('Shalom', { selector: '.ant-select-item-option-content' }));
    const [prepay, cod] = within(dialog).getAllByRole('switch') as HTMLButtonElement[];
    await waitFor(() => expect(cod?.disabled).toBe(true));
    expect(prepay?.disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pick-up point' }));
    await within(dialog).findByLabelText('Pick-up address');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Input address of pick-up point')).toBeTruthy();
  });

  it('DSCHED-13 DSCHED-14 saving with no period is refused; closing with changes asks first', async () => {
    const { linked } = await openSchedules();
    fireEvent.click(screen.getByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByText('Shalom', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery schedule can not be empty! Please add at least one period!')).toBeTruthy();
    expect(linked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findAllByText(
      'Your changes will not be applied if you close the window. Close a window?',
    );
    expect(question.length).toBeGreaterThan(0);
    // Closing it answers the question, so no confirmation is left open for the next test.
    const confirm = question[0]?.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
  });

  it('DSCHED-02 DSCHED-18 editing a place force-links it with its id, schedule and days', async () => {
    const { linked } = await openSchedules();
    const row = screen.getByText('Olva Courier').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Edit'));
    const dialog = (await screen.findByText('Edit place')).closest('.ant-modal') as HTMLElement;
    // Text and selector queries: role queries over the whole modal are slow in jsdom.
    fireEvent.change(dialog.querySelector('.ant-input-number-input') as HTMLElement, { target: { value: '3' } });
    // The payment switches open once the providers have loaded (under load that can come later).
    await waitFor(() => expect(dialog.querySelector('.ant-switch-disabled')).toBeNull(), { timeout: 10_000 });
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(linked).toHaveLength(1));
    expect(linked[0]).toMatchObject({
      addressId: 503,
      deliveryProviderId: 1,
      deliveryId: 41,
      name: '',
      pickup: false,
      schedule: place.schedule,
      deliveryDays: 3,
      prepay: true,
      cashOnDelivery: true,
    });
  });
});
