import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REGIONS } from '@umbrella/contract';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { CallRecord } from '../api/get-calls';

const call = (id: number, extra: Partial<CallRecord> = {}): CallRecord => ({
  id,
  callDate: '2026-11-22T14:05:09.000Z',
  billSec: 42 + id,
  productName: 'Colágeno',
  scriptName: 'Guion Colágeno',
  agentName: 'Lucía',
  agentSurname: 'Quispe',
  leadStatus: 'CONFIRMED',
  leadId: 500 + id,
  orderId: null,
  leadFullname: `Cliente ${id}`,
  phoneNumber: '****',
  callAudioSrc: `call-${id}.wav`,
  quality: null,
  ...extra,
});

async function openCdr(options: { audio?: number; reveal?: number; calls?: CallRecord[] } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/module/resources/api/v1/cdr/calls', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const content = options.calls ?? [call(1), call(2)];
      return HttpResponse.json({ content, totalSize: content.length });
    }),
    http.get('*/module/resources/api/v1/cdr/audio/:src', () =>
      options.audio && options.audio !== 200
        ? HttpResponse.json({ message: 'gone' }, { status: options.audio })
        : new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    ),
    http.post('*/module/leads/api/v1/phones/lead/:id', () =>
      options.reveal === 403
        ? HttpResponse.json({ message: 'Missing permission', code: 'FORBIDDEN' }, { status: 403 })
        : HttpResponse.json({ phone: '+51987654321' }),
    ),
  );
  const view = await renderApp({ as: 'manager', path: '/cdr', language: 'en' });
  await screen.findByText('Cliente 1');
  return { ...view, queries };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const expand = (text: string) =>
  fireEvent.click(rowOf(text).querySelector('.ant-table-row-expand-icon') as HTMLElement);

describe('/cdr', { timeout: 60_000 }, () => {
  it('CDR-01 CDR-02 CDR-04 CDR-05 CDR-09 ACONST-07 ACONST-16 shows the calls, 10 a page, from the start of the previous hour to now', async () => {
    const before = dayjs();
    const { queries } = await openCdr();
    expect(within(rowOf('Cliente 1')).getByText('Guion Colágeno')).toBeTruthy();
    expect(within(rowOf('Cliente 1')).getByText('43')).toBeTruthy();
    expect(within(rowOf('Cliente 1')).getByText('Lucía Quispe')).toBeTruthy();
    const first = queries[0] as URLSearchParams;
    expect(first.get('pageSize')).toBe('10');
    expect(first.get('pageNumber')).toBe('0');
    expect(first.get('hasCallsFrom')).toBe(before.startOf('hour').subtract(1, 'hour').toISOString());
    const to = dayjs(first.get('hasCallsTo'));
    expect(to.isBefore(before.subtract(1, 'second'))).toBe(false);
    expect(to.isAfter(dayjs())).toBe(false);
  });

  it('shows how the customer came through on each measured call: the MOS, warned below 3.6, with loss and jitter on focus', async () => {
    await openCdr({
      calls: [
        call(1, { quality: { lossPercent: 5.24, jitterMs: 31.4, mos: 3.42 } }),
        call(2, { quality: { lossPercent: 0, jitterMs: 2, mos: 4.41 } }),
        call(3),
      ],
    });
    const poor = within(rowOf('Cliente 1')).getByLabelText('MOS 3.4, 5.2 % lost · jitter 31 ms');
    expect(poor.className).toContain('ant-typography-warning');
    const good = within(rowOf('Cliente 2')).getByText('MOS 4.4');
    expect(good.className).not.toContain('ant-typography-warning');
    expect(within(rowOf('Cliente 3')).queryByText(/MOS/)).toBeNull();
    fireEvent.focus(poor);
    fireEvent.mouseEnter(poor);
    expect((await screen.findByRole('tooltip')).textContent).toContain('5.2 % lost · jitter 31 ms');
  });

  it('CDR-06 CDR-07 the lead status filter offers exactly the spec’s statuses and is sent', async () => {
    const { queries } = await openCdr();
    fireEvent.mouseDown(within(screen.getByTestId('cdr-filters')).getByRole('combobox', { name: 'Lead status' }));
    await screen.findByTitle('SUBMIT');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual([
      'SPAM',
      'CANCEL',
      'RECALL',
      'CONFIRMED',
      'BUSY',
      'CANCEL_NOT_INTERESTED',
      'CONFIRMED_DEPOSIT',
      'DEPOSIT',
      'HOLD',
      'NO_ANSWER',
      'SUBMIT',
    ]);
    fireEvent.click(screen.getByTitle('RECALL'));
    await waitFor(() => expect(queries.at(-1)?.get('leadStatus')).toBe('RECALL'));
  });

  it('ADMIN-32 the region filter starts on all the user’s own regions and offers only them', async () => {
    const { queries } = await openCdr();
    const own = (DEMO_ACCOUNTS.manager.regionIds ?? ['pe-central']).map((id) => REGIONS.find((r) => r.id === id)?.name);
    // Nothing chosen: the request names no region, so the server lists the calls of all the user's regions.
    expect(queries[0]?.has('regionId')).toBe(false);
    const filter = within(screen.getByTestId('cdr-filters'));
    expect(filter.getByText(own.join(', '))).toBeTruthy();
    fireEvent.mouseDown(filter.getByRole('combobox', { name: 'Region' }));
    await screen.findAllByRole('option');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(own),
    );
  });

  it('CDR-08 the period presets are This Month, This Week and Last Hour', async () => {
    await openCdr();
    fireEvent.mouseDown(screen.getByTestId('cdr-filters').querySelector('.ant-picker input') as HTMLElement);
    fireEvent.click(screen.getByTestId('cdr-filters').querySelector('.ant-picker input') as HTMLElement);
    for (const preset of ['This Month', 'This Week', 'Last Hour']) expect(await screen.findByText(preset)).toBeTruthy();
  });

  it('CDR-10 the operator search asks for at least 4 symbols', async () => {
    await openCdr();
    expect(screen.getByText("At least 4 symbols of operator's name")).toBeTruthy();
  });

  it('CDR-11 ACONST-13 the operator search asks once, 500 ms after typing stops', async () => {
    const searches: { query: string | null; at: number }[] = [];
    server.use(
      http.get('*/module/account/api/v1/accounts', ({ request }) => {
        searches.push({ query: new URL(request.url).searchParams.get('query'), at: Date.now() });
        return HttpResponse.json({ content: [], totalSize: 0 });
      }),
    );
    await openCdr();
    const box = screen.getByRole('combobox', { name: 'Agent' });
    let typedAt = 0;
    for (const text of ['Luc', 'Lucí', 'Lucía']) {
      fireEvent.change(box, { target: { value: text } });
      typedAt = Date.now();
    }
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]?.query).toBe('Lucía');
    expect((searches[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(450);
  });

  it('CDR-03 CDR-12 CDR-13 CDR-14 CDR-15 an expanded row plays the call’s recording with speeds and volume', async () => {
    await openCdr();
    expand('Cliente 1');
    const audio = (await screen.findByTestId('call-audio')) as HTMLAudioElement;
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Speed' }));
    await screen.findByTitle('1.25x');
    const rates = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(rates).toEqual(['1x', '1.25x', '1.5x', '2x']);
    const volume = screen.getByRole('slider');
    expect(volume.getAttribute('aria-valuemin')).toBe('0.01');
    expect(volume.getAttribute('aria-valuemax')).toBe('1');
    // Steps of 0.025 counted from the minimum 0.01: 1 → 0.985 → 0.96.
    fireEvent.keyDown(volume, { key: 'ArrowLeft', keyCode: 37, which: 37 });
    await waitFor(() => expect(volume.getAttribute('aria-valuenow')).toBe('0.985'));
    fireEvent.keyDown(volume, { key: 'ArrowLeft', keyCode: 37, which: 37 });
    await waitFor(() => expect(volume.getAttribute('aria-valuenow')).toBe('0.96'));
  });

  it('CDR-16 a failed audio load says so', async () => {
    await openCdr({ audio: 404 });
    expand('Cliente 2');
    expect(await screen.findByText('Audio loading was failed. Please try again later')).toBeTruthy();
  });

  it('CDR-17 CDR-18 CDR-19 the phone is masked and revealed on request', async () => {
    await openCdr();
    expect(within(rowOf('Cliente 1')).getByText('****')).toBeTruthy();
    fireEvent.click(within(rowOf('Cliente 1')).getByText('Show'));
    expect(await within(rowOf('Cliente 1')).findByText('+51987654321')).toBeTruthy();
  });

  it('CDR-20 a refused reveal shows the permissions error', async () => {
    await openCdr({ reveal: 403 });
    fireEvent.click(within(rowOf('Cliente 1')).getByText('Show'));
    expect(await within(rowOf('Cliente 1')).findByText('You do not have enough permissions')).toBeTruthy();
  });
});
