import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { type GuaranteesState, guaranteeRow, guaranteesHandlers, type Received } from '../testing/guarantees-mock';

async function openGuarantees(extra: Partial<GuaranteesState> = {}) {
  const state: GuaranteesState = {
    rows: [
      guaranteeRow(11, { webmasterName: 'LeadMax', actualApproveRate: 0.1234 }),
      guaranteeRow(12, { webmasterName: 'AfiliaPro', status: 'APPROVED', offerId: 'PE-GEL-CPA' }),
      guaranteeRow(13, { webmasterName: 'ClickSur', status: 'DECLINED', declineComment: 'pocos leads' }),
    ],
    received: [],
    existing: new Set(),
    ...extra,
  };
  server.use(...guaranteesHandlers(state));
  const view = await renderApp({ as: 'admin', path: '/guarantees', language: 'en' });
  await screen.findByText('LeadMax', {}, { timeout: 30_000 });
  return { ...view, state };
}

const lists = (received: Received[]) => received.filter((r) => r.method === 'GET' && r.path.endsWith('/guarantees'));
const calls = (received: Received[], method: string, path: string) =>
  received.filter((r) => r.method === method && r.path.endsWith(path));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const openDialog = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal')]
    .filter((m) => m.closest('[style*="display: none"]') === null)
    .at(-1) as HTMLElement;
const okOf = (modal: HTMLElement, name: string) => within(modal).getByRole('button', { name }) as HTMLButtonElement;

async function openNewSet() {
  fireEvent.click(screen.getByRole('button', { name: /New guarantee set/ }));
  await waitFor(() => expect(within(openDialog()).getByText('New guarantee set')).toBeTruthy());
  return openDialog();
}

async function pickPeriod(modal: HTMLElement, from: string, to: string) {
  const input = within(modal).getAllByRole('textbox')[0] as HTMLElement;
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  fireEvent.click((await screen.findAllByTitle(from))[0] as HTMLElement);
  fireEvent.click(screen.getAllByTitle(to)[0] as HTMLElement);
}

const FIRST = dayjs().startOf('month').format('YYYY-MM-DD');
const TODAY = dayjs().format('YYYY-MM-DD');

describe('/guarantees', { timeout: 90_000 }, () => {
  it('GUAR-01 GUAR-07 GUAR-08 GUAR-10 ACONST-05 the Guarantees page: Refresh, New guarantee set, filters and the table, 25 a page', async () => {
    const { state } = await openGuarantees();
    expect(await screen.findByRole('heading', { name: 'Guarantees' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /New guarantee set/ })).toBeTruthy();
    expect(screen.getByTestId('guarantee-filters')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Period start',
      'Period end',
      'Status',
      'Offer',
      'Partner',
      'Webmaster',
      'Guarantee %',
      'Total leads',
      'Actual approve rate',
      'Leads to approve',
      'Actions',
    ]);
    const row = within(rowOf('LeadMax'));
    for (const text of ['01-10-2026', '31-10-2026', 'PE-COLAGENO-LMX', 'Red Andina', '30%', '20', '1']) {
      expect(row.getByText(text)).toBeTruthy();
    }
    const first = lists(state.received)[0];
    expect(first?.query.get('size')).toBe('25');
    expect(first?.query.get('number')).toBe('0');
  });

  it('GUAR-11 GUAR-12 GUAR-13 GUAR-14 status tags green, red and blue; the approve rate x100 with two decimals', async () => {
    await openGuarantees();
    const tag = (name: string, text: string) => within(rowOf(name)).getByText(text).closest('.ant-tag') as HTMLElement;
    expect(tag('AfiliaPro', 'Approved').className).toMatch(/green/);
    expect(tag('ClickSur', 'Declined').className).toMatch(/red/);
    expect(tag('LeadMax', 'Draft').className).toMatch(/blue/);
    expect(within(rowOf('LeadMax')).getByText('12.34%')).toBeTruthy();
    expect(within(rowOf('AfiliaPro')).getByText('25.00%')).toBeTruthy();
  });

  it('GUAR-02 GUAR-03 GUAR-04 GUAR-05 GUAR-06 filters trimmed, an empty one dropped, status Any by default; Refresh asks again with them', async () => {
    const { state } = await openGuarantees();
    expect(lists(state.received)[0]?.query.get('statusValue')).toBe('ANY');
    const filters = within(screen.getByTestId('guarantee-filters'));
    const search = (label: string, value: string) => {
      const input = filters.getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    for (const [label, param] of [
      ['Webmaster', 'webmasterName'],
      ['Agency', 'agencyName'],
      ['Partner', 'partner'],
      ['Offer', 'offerId'],
    ] as const) {
      search(label, `  ${label}X `);
      await waitFor(() => expect(lists(state.received).at(-1)?.query.get(param)).toBe(`${label}X`));
    }
    search('Webmaster', '   ');
    await waitFor(() => expect(lists(state.received).at(-1)?.query.has('webmasterName')).toBe(false));
    expect(lists(state.received).at(-1)?.query.get('offerId')).toBe('OfferX');
    // The status select: Any, Approved, Draft, Declined.
    const status = filters.getByLabelText('Status');
    expect(status.closest('.ant-select')?.textContent).toContain('Any');
    fireEvent.mouseDown(status);
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual(['Any', 'Approved', 'Draft', 'Declined']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Declined"]') as HTMLElement);
    await waitFor(() => expect(lists(state.received).at(-1)?.query.get('statusValue')).toBe('DECLINED'));
    const before = lists(state.received).length;
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(lists(state.received).length).toBe(before + 1));
    const again = lists(state.received).at(-1);
    expect(again?.query.get('statusValue')).toBe('DECLINED');
    expect(again?.query.get('offerId')).toBe('OfferX');
  });

  it('GUAR-15 GUAR-16 only a draft row with an id has Approve and Decline; a set still computing shows as a draft without actions', async () => {
    await openGuarantees({
      rows: [
        guaranteeRow(null, { setId: 2, guaranteeSetFrom: '2026-11-01', guaranteeSetTo: '2026-11-15' }),
        guaranteeRow(11, { webmasterName: 'LeadMax' }),
        guaranteeRow(12, { webmasterName: 'AfiliaPro', status: 'APPROVED' }),
        guaranteeRow(13, { webmasterName: 'ClickSur', status: 'DECLINED' }),
      ],
    });
    const actions = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(actions(rowOf('LeadMax'))).toEqual(['Approve', 'Decline']);
    expect(actions(rowOf('AfiliaPro'))).toEqual([]);
    expect(actions(rowOf('ClickSur'))).toEqual([]);
    const computing = rowOf('Computing…');
    expect(within(computing).getByText('Draft')).toBeTruthy();
    expect(within(computing).getByText('01-11-2026')).toBeTruthy();
    expect(actions(computing)).toEqual([]);
  });

  it('GUAR-17 GUAR-18 Approve asks Yes or No: No changes nothing, Yes approves the row', async () => {
    const { state } = await openGuarantees();
    fireEvent.click(within(rowOf('LeadMax')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve this guarantee?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls(state.received, 'POST', '/approve')).toHaveLength(0);
    expect(within(rowOf('LeadMax')).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(rowOf('LeadMax')).getByRole('button', { name: 'Approve' }));
    const confirm = (await screen.findAllByText('Approve this guarantee?'))
      .at(-1)
      ?.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls(state.received, 'POST', '/approve')).toHaveLength(1));
    expect(calls(state.received, 'POST', '/approve')[0]?.path).toMatch(/\/guarantees\/11\/approve$/);
    await waitFor(() => expect(within(rowOf('LeadMax')).getByText('Approved')).toBeTruthy());
    expect(within(rowOf('LeadMax')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(await screen.findByText('Guarantee approved')).toBeTruthy();
  });

  it('GUAR-19 GUAR-20 Decline needs a comment that is not empty, then declines the row with it', async () => {
    const { state } = await openGuarantees();
    fireEvent.click(within(rowOf('LeadMax')).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(openDialog()).getByText('Decline guarantee')).toBeTruthy());
    const modal = openDialog();
    fireEvent.click(okOf(modal, 'Decline'));
    expect(await within(modal).findByText('Please enter a comment')).toBeTruthy();
    const comment = within(modal).getByLabelText('Comment');
    fireEvent.change(comment, { target: { value: '   ' } });
    fireEvent.click(okOf(modal, 'Decline'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(modal).getByText('Please enter a comment')).toBeTruthy();
    expect(calls(state.received, 'POST', '/decline')).toHaveLength(0);
    fireEvent.change(comment, { target: { value: ' Leads de baja calidad ' } });
    fireEvent.click(okOf(modal, 'Decline'));
    await waitFor(() => expect(calls(state.received, 'POST', '/decline')).toHaveLength(1));
    const sent = calls(state.received, 'POST', '/decline')[0];
    expect(sent?.path).toMatch(/\/guarantees\/11\/decline$/);
    expect(sent?.body).toEqual({ declineComment: 'Leads de baja calidad' });
    await waitFor(() => expect(within(rowOf('LeadMax')).getByText('Declined')).toBeTruthy());
    expect(await screen.findByText('Guarantee declined')).toBeTruthy();
  });

  it('GUAR-21 GUAR-22 GUAR-23 the New guarantee set modal: one required Period, no future days', async () => {
    await openGuarantees();
    const modal = await openNewSet();
    expect(within(modal).getByText('Period')).toBeTruthy();
    expect(within(modal).getAllByRole('textbox')).toHaveLength(2);
    fireEvent.click(okOf(modal, 'Create'));
    expect(await within(modal).findByText('Please select the period')).toBeTruthy();
    const input = within(modal).getAllByRole('textbox')[0] as HTMLElement;
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    await screen.findAllByTitle(TODAY);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const cell = document.querySelector(`td[title="${tomorrow}"]`);
    if (cell) expect(cell.className).toContain('ant-picker-cell-disabled');
    const today = document.querySelector(`td[title="${TODAY}"]`) as HTMLElement;
    expect(today.className).not.toContain('ant-picker-cell-disabled');
  });

  it('GUAR-24 GUAR-25 GUAR-26 ACONST-28 a period that has a set says so; OK is disabled while the check runs', async () => {
    const { state } = await openGuarantees({ existing: new Set([`${FIRST}|${TODAY}`]), existsDelay: 400 });
    const modal = await openNewSet();
    await pickPeriod(modal, FIRST, TODAY);
    await waitFor(() => expect(calls(state.received, 'GET', '/guarantee-sets/exists')).toHaveLength(1));
    expect(okOf(modal, 'Create').disabled).toBe(true);
    expect(await within(modal).findByText('Guarantee set for selected date already exist!')).toBeTruthy();
    const asked = calls(state.received, 'GET', '/guarantee-sets/exists')[0];
    expect(asked?.query.get('periodFrom')).toBe(FIRST);
    expect(asked?.query.get('periodTo')).toBe(TODAY);
    expect(okOf(modal, 'Create').disabled).toBe(true);
    expect(calls(state.received, 'POST', '/guarantee-sets')).toHaveLength(0);
  });

  it('GUAR-27 GUAR-28 GUAR-29 ACONST-28 creating sends the period as YYYY-MM-DD, says the data comes later and lists the set as a computing draft', async () => {
    const { state } = await openGuarantees();
    const modal = await openNewSet();
    await pickPeriod(modal, FIRST, TODAY);
    await waitFor(() => expect(okOf(modal, 'Create').disabled).toBe(false));
    fireEvent.click(okOf(modal, 'Create'));
    await waitFor(() => expect(calls(state.received, 'POST', '/guarantee-sets')).toHaveLength(1));
    expect(calls(state.received, 'POST', '/guarantee-sets')[0]?.body).toEqual({ periodFrom: FIRST, periodTo: TODAY });
    expect(
      await screen.findByText('The guarantee set is being computed: its data will appear in a few minutes.'),
    ).toBeTruthy();
    const computing = (await screen.findByText('Computing…')).closest('tr') as HTMLElement;
    expect(within(computing).getByText('Draft')).toBeTruthy();
    expect(within(computing).getByText(dayjs(FIRST).format('DD-MM-YYYY'))).toBeTruthy();
  });
});
