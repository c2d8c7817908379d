import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { type OffersState, offer, offersHandlers, type Received } from '../testing/offers-mock';

async function openOffers(extra: Partial<OffersState> = {}) {
  const state: OffersState = {
    offers: [offer('PE-COLAGENO-LMX'), offer('PE-GEL-CPA', { resale: true })],
    received: [],
    ...extra,
  };
  server.use(...offersHandlers(state));
  const view = await renderApp({ as: 'admin', path: '/offers', language: 'en' });
  await screen.findByText('PE-COLAGENO-LMX');
  return { ...view, state };
}

const pages = (received: Received[]) => received.filter((r) => r.method === 'GET' && r.path.endsWith('/offers'));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const filter = (name: string) => within(screen.getByTestId('offer-filters')).getByRole('combobox', { name });
const dialog = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal')]
    .filter((m) => m.closest('[style*="display: none"]') === null)
    .at(-1) as HTMLElement;
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(dialog()).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option, { exact: true }));
};
const newButton = () => screen.getAllByRole('button').find((b) => b.textContent === 'New') as HTMLElement;
const okButton = () => within(dialog()).getByRole('button', { name: 'OK' });
/** Each form field's error under it, by the field's label. */
const fieldErrors = (form: HTMLElement) =>
  Object.fromEntries(
    [...form.querySelectorAll<HTMLElement>('.ant-form-item')].flatMap((item) => {
      const error = item.querySelector('.ant-form-item-explain-error')?.textContent;
      const label = item.querySelector('.ant-form-item-label label')?.textContent;
      return error && label ? [[label, error]] : [];
    }),
  );

describe('/offers', { timeout: 60_000 }, () => {
  it('OFFER-01 OFFER-03 OFFER-05 OFFER-06 shows filters, the offers with their fields and the total count', async () => {
    const { state } = await openOffers({ totalSize: 2 });
    for (const header of ['ID', 'Payout', 'Region', 'Type', 'Product', 'Partner', 'Script', 'Resale', 'Discounts']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const row = within(rowOf('PE-COLAGENO-LMX'));
    expect(row.getByText('12.50 USD')).toBeTruthy();
    expect(row.getByText('Red Andina')).toBeTruthy();
    expect(row.getByText('2 + 1 gratis')).toBeTruthy();
    expect(screen.getAllByText('2 offers').length).toBeGreaterThan(0);
    expect(pages(state.received)[0]?.query.get('number')).toBe('0');
    expect(newButton()).toBeTruthy();
  });

  it('OFFER-02 ACONST-03 pages of 25 by default, with 10, 25 and 50 offered', async () => {
    const { state } = await openOffers({ totalSize: 120 });
    expect(pages(state.received)[0]?.query.get('size')).toBe('25');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /page/i }));
    for (const size of ['10 / page', '25 / page', '50 / page'])
      expect((await screen.findAllByTitle(size)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTitle('50 / page'));
    await waitFor(() => expect(pages(state.received).at(-1)?.query.get('size')).toBe('50'));
  });

  it('OFFER-04 filters by region, resale, partner and product', async () => {
    const { state } = await openOffers();
    fireEvent.mouseDown(filter('Region'));
    fireEvent.click(await screen.findByTitle('Peru', { exact: true }));
    await waitFor(() => expect(pages(state.received).at(-1)?.query.get('regionId')).toBe('pe-central'));
    fireEvent.mouseDown(filter('Resale'));
    fireEvent.click(await screen.findByTitle('Yes'));
    await waitFor(() => expect(pages(state.received).at(-1)?.query.get('resale')).toBe('true'));
    fireEvent.mouseDown(filter('Partner'));
    fireEvent.click(await screen.findByTitle('Nexo Partners'));
    await waitFor(() => expect(pages(state.received).at(-1)?.query.get('partnerId')).toBe('2'));
    fireEvent.mouseDown(filter('Product'));
    fireEvent.click(await screen.findByTitle('Gel Articular'));
    await waitFor(() => expect(pages(state.received).at(-1)?.query.get('productId')).toBe('11'));
  });

  describe('an empty New form', () => {
    let errors: Record<string, string> = {};
    beforeAll(async () => {
      await openOffers();
      fireEvent.click(newButton());
      fireEvent.click(okButton());
      await waitFor(() => expect(dialog().querySelectorAll('.ant-form-item-explain-error').length).toBe(8));
      errors = fieldErrors(dialog());
      cleanup();
    }, 60_000);

    it.each([
      ['OFFER-07', 'ID', 'This field is required'],
      ['OFFER-11', 'Payout', 'Payout amount is required'],
      ['OFFER-14', 'Region', 'Select region'],
      ['OFFER-15', 'Type', 'Type is required'],
      ['OFFER-16', 'Product', 'Product is required'],
      ['OFFER-17', 'Partner', 'Partner is required'],
      ['OFFER-18', 'Script', 'Script is required'],
      ['OFFER-21', 'Discounts', 'Discount is required'],
    ])('%s an empty %s is refused: "%s"', (_id, field, message) => {
      expect(errors[field]).toBe(message);
    });
  });

  it("OFFER-07 OFFER-14 in Spanish the spec's messages are said in Spanish", async () => {
    server.use(...offersHandlers({ offers: [offer('PE-COLAGENO-LMX')], received: [] }));
    await renderApp({ as: 'admin', path: '/offers', language: 'es' });
    await screen.findByText('PE-COLAGENO-LMX');
    fireEvent.click(screen.getAllByRole('button').find((b) => b.textContent === 'Nueva') as HTMLElement);
    fireEvent.click(within(dialog()).getByRole('button', { name: /OK|Aceptar/ }));
    await waitFor(() => expect(dialog().querySelectorAll('.ant-form-item-explain-error').length).toBe(8));
    const errors = fieldErrors(dialog());
    expect(errors.ID).toBe('Este campo es obligatorio');
    expect(Object.values(errors)).toContain('Seleccione la región');
    expect(Object.values(errors)).not.toContain('Select region');
  });

  it("OFFER-08 OFFER-09 an id already taken shows 'Provided id isn't unique!' after isUniqueId", async () => {
    const { state } = await openOffers({ takenIds: ['PE-COLAGENO-LMX'] });
    fireEvent.click(newButton());
    const id = within(dialog()).getByLabelText('ID');
    fireEvent.change(id, { target: { value: 'PE-COLAGENO-LMX' } });
    fireEvent.blur(id);
    expect(await within(dialog()).findByText("Provided id isn't unique!")).toBeTruthy();
    expect(
      state.received.some((r) => r.path.endsWith('/is-unique-id') && r.query.get('id') === 'PE-COLAGENO-LMX'),
    ).toBe(true);
  });

  it('OFFER-12 OFFER-13 OFFER-15 OFFER-19 OFFER-22 OFFER-25 New sends the payout in cents with the chosen fields', async () => {
    const { state } = await openOffers();
    fireEvent.click(newButton());
    fireEvent.change(within(dialog()).getByLabelText('ID'), { target: { value: 'PE-NEW' } });
    const payout = within(dialog()).getByLabelText('Payout') as HTMLInputElement;
    expect(payout.getAttribute('aria-valuemin')).toBe('0');
    fireEvent.change(payout, { target: { value: '12.75' } });
    await pick('Region', 'Peru');
    fireEvent.mouseDown(within(dialog()).getByLabelText('Type'));
    expect(await screen.findByTitle('CPL')).toBeTruthy();
    fireEvent.click(screen.getAllByTitle('COD').at(-1) as HTMLElement);
    await pick('Product', 'Gel Articular');
    await pick('Partner', 'Red Andina');
    await pick('Script', 'Guion Colágeno');
    await pick('Discounts', '2 + 1 gratis');
    fireEvent.click(within(dialog()).getByRole('switch'));
    fireEvent.click(okButton());
    await waitFor(() =>
      expect(state.received.find((r) => r.method === 'POST')?.body).toEqual({
        id: 'PE-NEW',
        defaultPayoutCents: 1275,
        regionId: 'pe-central',
        type: 'COD',
        productId: 11,
        partnerId: 1,
        scriptId: 100,
        resale: true,
        discountIds: [5],
      }),
    );
    expect(state.received.some((r) => r.path.endsWith('/scripts') && r.query.get('productId') === '11')).toBe(true);
  });

  it('OFFER-20 a product with no published script shows "no available scripts" and OK is disabled', async () => {
    await openOffers({ scripts: { 11: [] } });
    fireEvent.click(newButton());
    await pick('Region', 'Peru');
    await pick('Product', 'Gel Articular');
    expect(await within(dialog()).findByText('no available scripts')).toBeTruthy();
    await waitFor(() => expect((okButton() as HTMLButtonElement).disabled).toBe(true));
  });

  it('OFFER-10 OFFER-25 Edit shows the offer with its id locked and sends updateOffer', async () => {
    const { state } = await openOffers();
    fireEvent.click(within(rowOf('PE-COLAGENO-LMX')).getByText('Edit'));
    const id = within(dialog()).getByLabelText('ID') as HTMLInputElement;
    expect(id.value).toBe('PE-COLAGENO-LMX');
    expect(id.disabled).toBe(true);
    expect((within(dialog()).getByLabelText('Payout') as HTMLInputElement).value).toBe('12.50');
    fireEvent.click(okButton());
    await waitFor(() =>
      expect(state.received.find((r) => r.method === 'PUT')?.path).toMatch(/offers\/PE-COLAGENO-LMX$/),
    );
    expect(state.received.find((r) => r.method === 'PUT')?.body).toMatchObject({
      defaultPayoutCents: 1250,
      discountIds: [5],
    });
  });

  it("OFFER-23 a failure to load the form's data shows 'Loading data error'", async () => {
    await openOffers({ failPartners: true });
    fireEvent.click(newButton());
    expect(await within(dialog()).findByText('Loading data error')).toBeTruthy();
  });

  it("OFFER-24 a failed save shows 'Unable to submit'", async () => {
    await openOffers({ failSave: true });
    fireEvent.click(within(rowOf('PE-COLAGENO-LMX')).getByText('Edit'));
    fireEvent.click(okButton());
    expect(await screen.findByText('Unable to submit')).toBeTruthy();
  });
});
