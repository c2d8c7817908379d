import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visibleCoverage } from '../lib/map-defaults';
import { button, findCreatedNotice, pickOption, shownDate } from '../testing/modal-steps';
import { CHILE_LEAD, isoDay, makeDeliveryInfo, makeOption } from '../testing/order-fixtures';
import { sentTo } from '../testing/orders-mock';
import { renderOrderModal } from '../testing/render-order-modal';

const CHILE_PRODUCTS = [
  { id: 5, name: 'Omega 3 Chile', description: '', regionId: 'cl-central', price: 1990000, currency: 'CLP' },
];
const STARKEN = makeDeliveryInfo({
  prepay: [makeOption({ id: 51, providerId: 5, providerName: 'Starken', placeName: 'Starken Santiago' })],
  payOnDelivery: [makeOption({ id: 52, providerId: 5, providerName: 'Starken', placeName: 'Starken Santiago' })],
});

async function chileMapStep() {
  const view = await renderOrderModal({
    props: { lead: CHILE_LEAD, task: { id: 603, type: 'LEAD' } },
    state: { products: CHILE_PRODUCTS, coordinatesInfo: STARKEN },
  });
  await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/CLP/), { timeout: 3000 });
  await view.user.click(button('Next'));
  await screen.findByRole('combobox', { name: 'Province' });
  return view;
}

describe('order modal: map mode', { timeout: 60_000 }, () => {
  it('ONEW-33 ONEW-35 ONEW-32 cl-central opens in map mode (threshold 100) with the switcher', async () => {
    await chileMapStep();
    expect(screen.getByRole('radio', { name: 'Map' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('combobox', { name: 'Address search' })).toBeNull();
  });

  it('ONEW-66 ONEW-69 ONEW-70 ONEW-71 OCONST-13 the district selector picks a point; 1 s later it is geocoded and priced for delivery', async () => {
    const { user, state } = await chileMapStep();
    expect(sentTo(state, 'GET', '/addresses/areas')[0]?.query).toEqual({ regionId: 'cl-central' });
    await pickOption(user, 'Province', 'Santiago');
    await pickOption(user, 'District', 'Providencia');
    const pickedAt = Date.now();
    expect(screen.getByTestId('map-picked').textContent).toMatch(/-33\.431400, -70\.609300/);
    await waitFor(() => expect(sentTo(state, 'GET', '/geocode/reverse')).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - pickedAt).toBeGreaterThanOrEqual(900);
    expect(sentTo(state, 'GET', '/geocode/reverse')[0]?.query).toEqual({
      latitude: '-33.4314',
      longitude: '-70.6093',
      regionId: 'cl-central',
    });
    expect(sentTo(state, 'GET', '/delivery-info/by-coordinates')[0]?.query).toMatchObject({
      latitude: '-33.4314',
      longitude: '-70.6093',
      regionId: 'cl-central',
    });
    await waitFor(() => expect(screen.getByTestId('map-picked').textContent).toMatch(/Providencia, Santiago/));
    expect(screen.getByRole('radio', { name: 'Deposit' })).toHaveProperty('checked', false);
  });

  it('ONEW-67 the map search is restricted to the region country', async () => {
    const { user, state } = await chileMapStep();
    await user.type(screen.getByRole('combobox', { name: 'Search on the map' }), 'Provi');
    await waitFor(() => expect(sentTo(state, 'GET', '/addresses/search')).toHaveLength(1));
    expect(sentTo(state, 'GET', '/addresses/search')[0]?.query).toMatchObject({ country: 'CL' });
  });

  it('ONEW-72 ONEW-75 the coverage polygons of the region are requested; ONEW-73 AUTH-17 TCC is drawn only with the TSS feature', async () => {
    const { state } = await chileMapStep();
    await waitFor(() => expect(sentTo(state, 'GET', '/coverage')[0]?.query).toEqual({ regionId: 'cl-central' }));
    expect(screen.getByRole('switch', { name: 'Coverage' }).getAttribute('aria-checked')).toBe('true');
    const feature = (coverage: 'DTK' | 'Rappi' | 'TCC', id: number) => ({
      type: 'Feature' as const,
      id,
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      properties: { providerId: id, providerName: coverage, coverage, name: coverage },
    });
    const all = [feature('DTK', 3), feature('Rappi', 8), feature('TCC', 10)];
    expect(visibleCoverage(all, []).map((f) => f.properties.coverage)).toEqual(['DTK', 'Rappi']);
    expect(visibleCoverage(all, ['TSS']).map((f) => f.properties.coverage)).toEqual(['DTK', 'Rappi', 'TCC']);
  });

  it('ONEW-86 ONEW-117 the map address fills the read-only street; Approve sends the point and no dictionary reference', async () => {
    const { user, state } = await chileMapStep();
    await pickOption(user, 'Province', 'Santiago');
    await pickOption(user, 'District', 'Providencia');
    await screen.findByText(/Providencia, Santiago, Región/, {}, { timeout: 3000 });
    await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
    await pickOption(user, 'Delivery date', shownDate(isoDay(1)));
    await pickOption(user, 'Delivery time', '14:00-18:00');
    await user.click(button('Next'));
    const street = (await screen.findByRole('textbox', { name: 'Street address' })) as HTMLTextAreaElement;
    expect(street.value).toBe('Providencia, Santiago, Región Metropolitana de Santiago, 7500000');
    expect(street.readOnly).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Use the map address' }));
    expect(street.readOnly).toBe(false);
    await user.clear(street);
    await user.type(street, 'Av. Providencia 1208, depto 503');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 7000 }));
    await findCreatedNotice();
    expect(sentTo(state, 'POST', '/module/orders/api/v1/orders')[0]?.body).toMatchObject({
      leadId: 102,
      address: 'Av. Providencia 1208, depto 503',
      addressReferenceId: null,
      addressReferenceType: null,
      city: 'Santiago',
      district: 'Providencia',
      deliveryProviderId: 5,
      deliveryInfo: {
        latitude: -33.4314,
        longitude: -70.6093,
        addressIdxDeliveryId: 52,
        preferredDeliveryTime: '14:00-18:00',
      },
    });
  });

  it('ONEW-24 a selection priced at zero cannot leave step 1', async () => {
    const { user } = await renderOrderModal({ props: { lead: CHILE_LEAD } });
    await waitFor(() => expect(screen.getByTestId('total-price').textContent).toMatch(/0\.00/), { timeout: 3000 });
    await user.click(button('Next'));
    expect(
      await screen.findByText('An order needs at least one product and a total price greater than zero.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('dialog')).queryByText('Reset')).toBeNull();
  });
});
