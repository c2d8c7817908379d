import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { type AgenciesState, agenciesHandlers } from '../testing/agencies-mock';

const MEDIASUR = {
  id: 1,
  offerId: 'PE-COLAGENO-LMX',
  partner: 'Red Andina',
  agencyName: 'MediaSur',
  payout: 750,
  productName: 'Colágeno Premium',
};

async function openAgencies(extra: Partial<AgenciesState> = {}) {
  const state: AgenciesState = { payouts: [MEDIASUR], received: [], ...extra };
  server.use(...agenciesHandlers(state));
  const view = await renderApp({ as: 'admin', path: '/agencies', language: 'en' });
  await screen.findByText('MediaSur');
  return { ...view, state };
}

const dialog = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal')]
    .filter((m) => m.closest('[style*="display: none"]') === null)
    .at(-1) as HTMLElement;
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const openCreate = () => fireEvent.click(screen.getByRole('button', { name: /Create special payout for agency/ }));
const pickOffer = async (id: string) => {
  fireEvent.mouseDown(field('Offer'));
  fireEvent.click(await screen.findByTitle(new RegExp(`^${id}`)));
};
const blurName = (value: string) => {
  fireEvent.change(field('Agency name'), { target: { value } });
  fireEvent.blur(field('Agency name'));
};
const nameItem = () => field('Agency name').closest('.ant-form-item') as HTMLElement;

describe('/agencies', { timeout: 60_000 }, () => {
  it('AGENCY-01 AGENCY-03 AGENCY-04 the Agencies page lists payouts with offer, partner, agency, payout and product', async () => {
    await openAgencies();
    expect(await screen.findByRole('heading', { name: 'Agencies page' })).toBeTruthy();
    for (const header of ['Offer', 'Partner', 'Agency name', 'Payout $', 'Product']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const row = within(screen.getByText('MediaSur').closest('tr') as HTMLElement);
    expect(row.getByText('PE-COLAGENO-LMX')).toBeTruthy();
    expect(row.getByText('7.50 USD')).toBeTruthy();
    expect(row.getByText('Edit')).toBeTruthy();
  });

  it('AGENCY-02 AGENCY-05 AGENCY-06 AGENCY-08 AGENCY-09 AGENCY-10 picking an offer fills the read-only partner and the payout in dollars', async () => {
    await openAgencies();
    openCreate();
    for (const label of ['Offer', 'Partner', 'Agency name', 'Payout $']) expect(field(label)).toBeTruthy();
    expect(field('Partner').readOnly).toBe(true);
    await pickOffer('PE-GEL-CPA');
    await waitFor(() => expect(field('Partner').value).toBe('Nexo Partners'));
    expect(field('Payout $').value).toBe('12.25');
  });

  it('AGENCY-07 AGENCY-18 OK on an empty form asks for the offer and the payout', async () => {
    await openAgencies();
    openCreate();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await within(dialog()).findByText('Select offer!')).toBeTruthy();
    expect(await within(dialog()).findByText('Enter payout!')).toBeTruthy();
  });

  it("AGENCY-07 AGENCY-18 in Spanish the spec's messages are said in Spanish", async () => {
    server.use(...agenciesHandlers({ payouts: [MEDIASUR], received: [] }));
    await renderApp({ as: 'admin', path: '/agencies', language: 'es' });
    await screen.findByText('MediaSur');
    fireEvent.click(screen.getByRole('button', { name: /Crear pago especial para agencia/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: /OK|Aceptar/ }));
    expect(await within(dialog()).findByText('¡Seleccione una oferta!')).toBeTruthy();
    expect(await within(dialog()).findByText('¡Ingrese el pago!')).toBeTruthy();
    expect(within(dialog()).queryByText('Select offer!')).toBeNull();
  });

  it('AGENCY-11 AGENCY-12 AGENCY-13 AGENCY-14 AGENCY-17 the name is checked on blur: offer first, required, no spaces', async () => {
    await openAgencies();
    openCreate();
    blurName('Nueva');
    expect(await within(dialog()).findByText('Select an offer first!')).toBeTruthy();
    expect(nameItem().className).toMatch(/has-error/);
    await pickOffer('PE-GEL-CPA');
    blurName('');
    expect(await within(dialog()).findByText('Enter agency name!')).toBeTruthy();
    blurName('Media Norte');
    expect(await within(dialog()).findByText('Using spaces in name is forbidden!')).toBeTruthy();
    blurName('MediaNorte');
    await waitFor(() => expect(nameItem().className).toMatch(/has-success/));
  });

  it('AGENCY-15 AGENCY-16 AGENCY-17 an existing combination shows the duplicate message after validateNameForAgency', async () => {
    const { state } = await openAgencies({ existing: ['MediaSur'] });
    openCreate();
    await pickOffer('PE-COLAGENO-LMX');
    blurName('MediaSur');
    expect(await within(dialog()).findByText('We already have a special payout for this agency!')).toBeTruthy();
    const check = state.received.find((r) => r.path.endsWith('/name-exists'));
    expect(check?.query.get('offerId')).toBe('PE-COLAGENO-LMX');
    expect(check?.query.get('agencyName')).toBe('MediaSur');
    expect(check?.query.get('partner')).toBe('Red Andina');
  });

  it('AGENCY-19 AGENCY-20 AGENCY-21 the payout is at least 0, at most 10000, in steps of 0.25', async () => {
    await openAgencies();
    openCreate();
    await pickOffer('PE-GEL-CPA');
    expect(field('Payout $').getAttribute('aria-valuemin')).toBe('0');
    expect(field('Payout $').getAttribute('aria-valuemax')).toBe('10000');
    fireEvent.change(field('Payout $'), { target: { value: '3.10' } });
    fireEvent.blur(field('Payout $'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await within(dialog()).findByText('Payout moves in steps of 0.25')).toBeTruthy();
  });

  it('AGENCY-22 AGENCY-23 create sends the payout in cents and the list is fetched again', async () => {
    const { state } = await openAgencies();
    openCreate();
    await pickOffer('PE-GEL-CPA');
    blurName('MediaNorte');
    fireEvent.change(field('Payout $'), { target: { value: '10.75' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(state.received.find((r) => r.method === 'POST')?.body).toEqual({
        offerId: 'PE-GEL-CPA',
        agencyName: 'MediaNorte',
        payout: 1075,
      }),
    );
    await waitFor(() =>
      expect(state.received.filter((r) => r.method === 'GET' && /payouts$/.test(r.path)).length).toBe(2),
    );
    expect(await screen.findByText('MediaNorte')).toBeTruthy();
  });

  it('AGENCY-24 AGENCY-25 edit fills the form from the row and locks offer and agency name', async () => {
    const { state } = await openAgencies();
    fireEvent.click(within(screen.getByText('MediaSur').closest('tr') as HTMLElement).getByText('Edit'));
    await waitFor(() => expect(field('Agency name').value).toBe('MediaSur'));
    expect(field('Agency name').disabled).toBe(true);
    expect(within(dialog()).getByText('PE-COLAGENO-LMX — Colágeno Premium')).toBeTruthy();
    expect(dialog().querySelector('.ant-select-disabled')).not.toBeNull();
    expect(field('Partner').value).toBe('Red Andina');
    expect(field('Payout $').value).toBe('7.50');
    fireEvent.change(field('Payout $'), { target: { value: '8.25' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(state.received.find((r) => r.method === 'PUT')?.body).toEqual({ payout: 825 }));
    expect(state.received.find((r) => r.method === 'PUT')?.path).toMatch(/agency-payouts\/1$/);
  });
});
