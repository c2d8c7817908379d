import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { offer, type Received, rate, type WebmastersState, webmastersHandlers } from '../testing/webmasters-mock';

const OFFER = 'PE-COLAGENO-LMX';

async function openWebmasters(extra: Partial<WebmastersState> = {}) {
  const state: WebmastersState = {
    offers: [offer(OFFER, 15_000), offer('PE-COLAGENO-CPA', 10_000)],
    rates: [
      rate(1, 'LeadMax', OFFER, { currentGuarantee: 30, guaranteeActualFrom: '2026-02-01' }),
      rate(2, 'AfiliaPro', 'PE-COLAGENO-CPA', { webmasterPayout: 12_500 }),
    ],
    guarantees: [
      { value: 30, actualFrom: '2026-02-01', offerId: OFFER, webmasterId: 1 },
      { value: 20, actualFrom: '2026-01-01', offerId: OFFER, webmasterId: 1 },
    ],
    received: [],
    taken: new Set(['LeadMax']),
    takenDates: new Set(['Nuevo|2026-03-01']),
    ...extra,
  };
  server.use(...webmastersHandlers(state));
  const view = await renderApp({ as: 'admin', path: '/webmasters', language: 'en' });
  await screen.findByText('LeadMax', {}, { timeout: 30_000 });
  return { ...view, state };
}

const calls = (received: Received[], method: string, path: string) =>
  received.filter((r) => r.method === method && r.path.endsWith(path));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = (title: string) => screen.getByText(title).closest('.ant-modal') as HTMLElement;
const field = (modal: HTMLElement, label: string) => within(modal).getByLabelText(label);

async function pickOffer(modal: HTMLElement, id: string) {
  fireEvent.mouseDown(field(modal, 'Offer'));
  fireEvent.click(await screen.findByTitle(`${id} — Colágeno Hidrolizado Premium`));
}

function typeDate(input: HTMLElement, ddmmyyyy: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: ddmmyyyy } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function openCreate() {
  fireEvent.click(screen.getByRole('button', { name: /Create webmaster/ }));
  return dialog('New webmaster');
}

const ok = (modal: HTMLElement) => fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

const button = (container: HTMLElement, name: string | RegExp) => within(container).getByRole('button', { name });
const entryOf = (panel: HTMLElement, day: string) => within(panel).getByText(day).closest('tr') as HTMLElement;
/** Whether a modal has closed: jsdom never ends the leave animation, so the test ends it as a browser would. */
function closed(modal: HTMLElement) {
  if (modal.classList.contains('ant-zoom-leave-active')) {
    fireEvent.transitionEnd(modal);
    fireEvent.animationEnd(modal);
  }
  return modal.closest('[style*="display: none"]') !== null || !modal.isConnected;
}

async function openHistory() {
  fireEvent.click(within(rowOf('LeadMax')).getByRole('button', { name: /expand row/i }));
  const panel = await screen.findByTestId('guarantee-history');
  await within(panel).findByText('01-01-2026');
  return panel;
}

describe('/webmasters', { timeout: 60_000 }, () => {
  it('WEBM-01 WEBM-02 WEBM-04 WEBM-05 WEBM-07 ACONST-04 the pairs 20 a page with payout, guarantee and date; filters, create and create-offer buttons', async () => {
    const { state } = await openWebmasters();
    for (const header of [
      'Webmaster ID',
      'Webmaster',
      'Offer',
      'Product',
      'Partner',
      'Payout $',
      'Guarantee %',
      'Effective date',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const row = rowOf('LeadMax');
    expect(within(row).getByText(OFFER)).toBeTruthy();
    expect(within(row).getByText('200.00 USD')).toBeTruthy();
    expect(within(row).getByText('30%')).toBeTruthy();
    expect(within(row).getByText('01-02-2026')).toBeTruthy();
    expect(within(rowOf('AfiliaPro')).getByText('125.00 USD')).toBeTruthy();
    const first = calls(state.received, 'GET', '/special-rates')[0];
    expect(first?.query.get('size')).toBe('20');
    expect(first?.query.get('number')).toBe('0');
    expect(screen.getByTestId('webmaster-filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create offer' })).toBeTruthy();
  });

  it('WEBM-06 WEBM-08 the filters: webmaster name (trimmed), offer from getAllOffers, product name, partner', async () => {
    const { state } = await openWebmasters();
    const filters = within(screen.getByTestId('webmaster-filters'));
    const name = filters.getByLabelText('Webmaster name');
    fireEvent.change(name, { target: { value: '  Lead ' } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls(state.received, 'GET', '/special-rates').at(-1)?.query.get('webmasterName')).toBe('Lead'),
    );
    await waitFor(() => expect(screen.queryByText('AfiliaPro')).toBeNull());
    fireEvent.mouseDown(filters.getByLabelText('Offer'));
    fireEvent.click(await screen.findByTitle('PE-COLAGENO-CPA'));
    await waitFor(() =>
      expect(calls(state.received, 'GET', '/special-rates').at(-1)?.query.get('offerId')).toBe('PE-COLAGENO-CPA'),
    );
    for (const [label, param] of [
      ['Product name', 'productName'],
      ['Partner', 'partner'],
    ] as const) {
      const input = filters.getByLabelText(label);
      fireEvent.change(input, { target: { value: ' Andina ' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() =>
        expect(calls(state.received, 'GET', '/special-rates').at(-1)?.query.get(param)).toBe('Andina'),
      );
    }
  });

  it('WEBM-03 WEBM-33 WEBM-34 a row expands into its guarantee history with value and date', async () => {
    const { state } = await openWebmasters();
    fireEvent.click(within(rowOf('LeadMax')).getByRole('button', { name: /expand row/i }));
    const panel = await screen.findByTestId('guarantee-history');
    await within(panel).findByText('01-01-2026');
    expect(within(panel).getByText('20')).toBeTruthy();
    const asked = calls(state.received, 'GET', '/guarantees')[0];
    expect(asked?.query.get('offerId')).toBe(OFFER);
    expect(asked?.query.get('webmasterId')).toBe('1');
  });

  it('WEBM-09 WEBM-10 WEBM-14 an empty form shows the required messages', async () => {
    await openWebmasters();
    const modal = await openCreate();
    ok(modal);
    expect(await within(modal).findByText('Please select offer!')).toBeTruthy();
    expect(within(modal).getByText("Please enter webmaster's name")).toBeTruthy();
    expect(within(modal).getByText('Please, select payout!')).toBeTruthy();
  });

  it('WEBM-11 WEBM-12 WEBM-13 the name: no spaces, and on blur the existence check for the chosen offer', async () => {
    const { state } = await openWebmasters();
    const modal = await openCreate();
    await pickOffer(modal, OFFER);
    const name = field(modal, 'Webmaster');
    fireEvent.change(name, { target: { value: 'Lead Max' } });
    expect(await within(modal).findByText('Using spaces in name is forbidden!')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'LeadMax' } });
    fireEvent.blur(name);
    expect(
      await within(modal).findByText('We already have a special payout for this offer and webmaster!'),
    ).toBeTruthy();
    const asked = calls(state.received, 'GET', '/webmasters/exists').at(-1);
    expect(asked?.query.get('offerId')).toBe(OFFER);
    expect(asked?.query.get('name')).toBe('LeadMax');
  });

  describe('payout and guarantee rules', () => {
    /** The create form for the offer (default payout 150) and the webmaster Nuevo. */
    async function newWebmaster() {
      await openWebmasters();
      const modal = await openCreate();
      await pickOffer(modal, OFFER);
      fireEvent.change(field(modal, 'Webmaster'), { target: { value: 'Nuevo' } });
      return modal;
    }
    const DEFAULT_PAYOUT_REFUSED = 'Payout should be different from default payout of the selected offer!';

    it('WEBM-15 WEBM-16 WEBM-21 the payout takes 0 to 10 000, the guarantee 0 to 100', async () => {
      const modal = await newWebmaster();
      const payout = field(modal, 'Payout $');
      expect([payout.getAttribute('aria-valuemin'), payout.getAttribute('aria-valuemax')]).toEqual(['0', '10000']);
      const guarantee = field(modal, 'Guarantee');
      expect([guarantee.getAttribute('aria-valuemin'), guarantee.getAttribute('aria-valuemax')]).toEqual(['0', '100']);
    });

    it('WEBM-17 a payout off the steps of 5 is refused', async () => {
      const modal = await newWebmaster();
      fireEvent.change(field(modal, 'Payout $'), { target: { value: '152' } });
      ok(modal);
      expect(await within(modal).findByText('Payout moves in steps of 5')).toBeTruthy();
    });

    it('WEBM-18 the offer’s default payout with no guarantee is refused', async () => {
      const modal = await newWebmaster();
      fireEvent.change(field(modal, 'Payout $'), { target: { value: '150' } });
      ok(modal);
      expect(await within(modal).findByText(DEFAULT_PAYOUT_REFUSED)).toBeTruthy();
    });

    it('WEBM-19 the offer’s default payout is accepted with a guarantee', async () => {
      const modal = await newWebmaster();
      fireEvent.change(field(modal, 'Payout $'), { target: { value: '150' } });
      ok(modal);
      expect(await within(modal).findByText(DEFAULT_PAYOUT_REFUSED)).toBeTruthy();
      fireEvent.change(field(modal, 'Guarantee'), { target: { value: '40' } });
      ok(modal);
      await waitFor(() => expect(within(modal).queryByText(DEFAULT_PAYOUT_REFUSED)).toBeNull());
    });

    it('WEBM-20 an effective date needs a guarantee', async () => {
      const modal = await newWebmaster();
      fireEvent.change(field(modal, 'Payout $'), { target: { value: '205' } });
      typeDate(field(modal, 'Effective date'), '01-04-2026');
      ok(modal);
      expect(await within(modal).findByText('Please enter Guarantee!')).toBeTruthy();
    });

    it('WEBM-22 a guarantee needs an effective date', async () => {
      const modal = await newWebmaster();
      fireEvent.change(field(modal, 'Payout $'), { target: { value: '205' } });
      fireEvent.change(field(modal, 'Guarantee'), { target: { value: '40' } });
      ok(modal);
      expect(await within(modal).findByText('Please enter effective date!')).toBeTruthy();
    });
  });

  it('WEBM-24 WEBM-25 WEBM-26 ACONST-14 1 s after the date is picked its uniqueness is checked; a taken date warns', async () => {
    const { state } = await openWebmasters();
    const modal = await openCreate();
    await pickOffer(modal, OFFER);
    fireEvent.change(field(modal, 'Webmaster'), { target: { value: 'Nuevo' } });
    const picked = Date.now();
    typeDate(field(modal, 'Effective date'), '01-03-2026');
    expect(
      await within(modal).findByText('A guarantee for this date is already created', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const checks = calls(state.received, 'GET', '/guarantees/exists');
    expect(checks).toHaveLength(1);
    expect((checks[0]?.at ?? 0) - picked).toBeGreaterThanOrEqual(900);
    expect(checks[0]?.query.get('guaranteeActualFrom')).toBe('2026-03-01');
    expect(checks[0]?.query.get('webmasterName')).toBe('Nuevo');
    expect(checks[0]?.query.get('offerId')).toBe(OFFER);
  });

  it('WEBM-23 WEBM-27 WEBM-41 creating sends the payout in cents and the date as YYYY-MM-DD', async () => {
    const { state } = await openWebmasters();
    const modal = await openCreate();
    await pickOffer(modal, OFFER);
    fireEvent.change(field(modal, 'Webmaster'), { target: { value: 'Nuevo' } });
    fireEvent.change(field(modal, 'Payout $'), { target: { value: '205' } });
    fireEvent.change(field(modal, 'Comment'), { target: { value: 'acuerdo' } });
    ok(modal);
    await waitFor(() => expect(calls(state.received, 'POST', '/webmasters')).toHaveLength(1));
    expect(calls(state.received, 'POST', '/webmasters')[0]?.body).toEqual({
      offerId: OFFER,
      name: 'Nuevo',
      payoutCents: 20_500,
      guarantee: null,
      guaranteeActualFrom: null,
      comment: 'acuerdo',
    });
    const second = await openCreate();
    await pickOffer(second, OFFER);
    fireEvent.change(field(second, 'Webmaster'), { target: { value: 'Otro' } });
    fireEvent.change(field(second, 'Payout $'), { target: { value: '150' } });
    fireEvent.change(field(second, 'Guarantee'), { target: { value: '35' } });
    typeDate(field(second, 'Effective date'), '15-04-2026');
    ok(second);
    await waitFor(() => expect(calls(state.received, 'POST', '/webmasters')).toHaveLength(2));
    expect(calls(state.received, 'POST', '/webmasters')[1]?.body).toMatchObject({
      payoutCents: 15_000,
      guarantee: 35,
      guaranteeActualFrom: '2026-04-15',
    });
  });

  it('WEBM-28 a refused duplicate shows the server’s message on the form', async () => {
    const message = 'We already have a special payout for this offer and webmaster!';
    const { state } = await openWebmasters();
    state.refuse = { status: 409, body: { message, code: 'CONFLICT', errors: { name: message } } };
    const modal = await openCreate();
    await pickOffer(modal, OFFER);
    fireEvent.change(field(modal, 'Webmaster'), { target: { value: 'Nuevo' } });
    fireEvent.change(field(modal, 'Payout $'), { target: { value: '205' } });
    ok(modal);
    expect(await within(modal).findByText(message)).toBeTruthy();
  });

  it('WEBM-29 WEBM-30 WEBM-31 WEBM-32 Edit webmaster: prefilled; payout, guarantee and date required; saves in cents', async () => {
    const { state } = await openWebmasters();
    fireEvent.click(within(rowOf('LeadMax')).getByRole('button', { name: 'Edit' }));
    const modal = dialog('Edit webmaster');
    expect((field(modal, 'Payout $') as HTMLInputElement).value).toBe('200');
    expect((field(modal, 'Guarantee') as HTMLInputElement).value).toBe('30');
    fireEvent.change(field(modal, 'Payout $'), { target: { value: '' } });
    fireEvent.change(field(modal, 'Guarantee'), { target: { value: '' } });
    fireEvent.mouseDown(field(modal, 'Effective date'));
    const clear = modal.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseUp(clear);
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    ok(modal);
    expect(await within(modal).findByText('Please, select payout!')).toBeTruthy();
    expect(within(modal).getByText('Please enter Guarantee!')).toBeTruthy();
    expect(within(modal).getByText('Please enter effective date!')).toBeTruthy();
    fireEvent.change(field(modal, 'Payout $'), { target: { value: '210' } });
    fireEvent.change(field(modal, 'Guarantee'), { target: { value: '45' } });
    typeDate(field(modal, 'Effective date'), '01-05-2026');
    ok(modal);
    await waitFor(() => expect(calls(state.received, 'PUT', '/special-rates')).toHaveLength(1));
    expect(calls(state.received, 'PUT', '/special-rates')[0]?.body).toEqual({
      webmasterId: 1,
      offerId: OFFER,
      payout: 21_000,
      guarantee: 45,
      guaranteeActualFrom: '2026-05-01',
    });
  });

  it('WEBM-35 WEBM-36 WEBM-40 the history panel’s guarantee modal: value and date required; a duplicate shows the server’s text', async () => {
    const { state } = await openWebmasters();
    const panel = await openHistory();
    fireEvent.click(button(panel, /Add guarantee/));
    const modal = dialog('New guarantee');
    ok(modal);
    expect(await within(modal).findByText('Please enter Guarantee!')).toBeTruthy();
    expect(within(modal).getByText('Please enter effective date!')).toBeTruthy();
    fireEvent.change(field(modal, 'Guarantee'), { target: { value: '50' } });
    typeDate(field(modal, 'Effective date'), '01-06-2026');
    const duplicate = 'We already have a guarantee value for this offer, webmaster and date!';
    state.refuse = { status: 409, body: { message: duplicate, code: 'CONFLICT', errors: { actualFrom: duplicate } } };
    ok(modal);
    expect(await within(modal).findByText(duplicate)).toBeTruthy();
    expect(calls(state.received, 'POST', '/guarantees')[0]?.body).toEqual({
      offerId: OFFER,
      webmasterId: 1,
      value: 50,
      actualFrom: '2026-06-01',
    });
  });

  it('WEBM-37 WEBM-41 adding a guarantee in the history panel sends it, closes the modal and lists it', async () => {
    const { state } = await openWebmasters();
    const panel = await openHistory();
    fireEvent.click(button(panel, /Add guarantee/));
    const modal = dialog('New guarantee');
    fireEvent.change(field(modal, 'Guarantee'), { target: { value: '50' } });
    typeDate(field(modal, 'Effective date'), '01-06-2026');
    ok(modal);
    await waitFor(() => expect(calls(state.received, 'POST', '/guarantees')).toHaveLength(1));
    expect(calls(state.received, 'POST', '/guarantees')[0]?.body).toEqual({
      offerId: OFFER,
      webmasterId: 1,
      value: 50,
      actualFrom: '2026-06-01',
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await within(panel).findByText('01-06-2026')).toBeTruthy();
    await waitFor(() => expect(closed(modal)).toBe(true));
  });

  it('WEBM-38 editing a history entry changes its value for the same date', async () => {
    const { state } = await openWebmasters();
    const panel = await openHistory();
    fireEvent.click(button(entryOf(panel, '01-01-2026'), 'Edit'));
    const modal = dialog('Edit guarantee');
    const value = field(modal, 'Guarantee') as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe('20'));
    expect((field(modal, 'Effective date') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(value, { target: { value: '25' } });
    ok(modal);
    await waitFor(() => expect(calls(state.received, 'PUT', '/guarantees')).toHaveLength(1));
    expect(calls(state.received, 'PUT', '/guarantees')[0]?.body).toEqual({
      offerId: OFFER,
      webmasterId: 1,
      value: 25,
      actualFrom: '2026-01-01',
    });
    await waitFor(() => expect(within(entryOf(panel, '01-01-2026')).getByText('25')).toBeTruthy());
    await waitFor(() => expect(closed(modal)).toBe(true));
  });

  it('WEBM-39 deleting a history entry asks first, then removes it', async () => {
    const { state } = await openWebmasters();
    const panel = await openHistory();
    fireEvent.click(button(entryOf(panel, '01-01-2026'), 'Delete'));
    const confirm = (await screen.findByText('Delete this guarantee?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(button(confirm, 'Yes'));
    await waitFor(() => expect(calls(state.received, 'DELETE', '/guarantees')).toHaveLength(1));
    const sent = calls(state.received, 'DELETE', '/guarantees')[0]?.query;
    expect(Object.fromEntries(sent ?? [])).toEqual({ webmasterId: '1', offerId: OFFER, actualFrom: '2026-01-01' });
    await waitFor(() => expect(within(panel).queryByText('01-01-2026')).toBeNull());
    expect(within(panel).getByText('01-02-2026')).toBeTruthy();
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });
});
