import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const QUARTER_MS = 900_000;
const MIDNIGHT = Date.parse('2026-11-22T00:00:00-05:00');
const zero = { calls: 0, answered: 0, orders: 0 };

/** Lima's 22-11-2026 up to 14:06: traffic at 09:00 and 17:45, and last week's at 09:00 and 17:45. */
function served(ordersAtNine: number) {
  const quarters = Array.from({ length: 96 }, (_, i) => ({
    from: new Date(MIDNIGHT + i * QUARTER_MS).toISOString(),
    today: zero,
    lastWeek: zero,
    // The queue is sampled up to 14:00 (the current quarter): 2 waiting, 7 at 10:30, 4 now.
    waiting: i > 56 ? null : i === 42 ? 7 : i === 56 ? 4 : 2,
  }));
  quarters[36] = {
    ...(quarters[36] as (typeof quarters)[number]),
    today: { calls: 2, answered: 1, orders: ordersAtNine },
    lastWeek: { calls: 1, answered: 1, orders: 0 },
  };
  quarters[55] = {
    ...(quarters[55] as (typeof quarters)[number]),
    today: { calls: 3, answered: 3, orders: 1 },
    lastWeek: { calls: 0, answered: 0, orders: 4 },
  };
  const hours = Array.from({ length: 24 }, (_, i) => ({
    from: new Date(MIDNIGHT + i * 4 * QUARTER_MS).toISOString(),
    leadsWorked: 0,
    leadsApproved: 0,
    approveRate: null as number | null,
    answered: 0,
    talkSeconds: 0,
    averageTalkSeconds: null as number | null,
  }));
  hours[9] = {
    ...(hours[9] as (typeof hours)[number]),
    leadsWorked: 3,
    leadsApproved: 1,
    approveRate: 1 / 3,
    answered: 1,
    talkSeconds: 90,
    averageTalkSeconds: 90,
  };
  hours[13] = {
    ...(hours[13] as (typeof hours)[number]),
    leadsWorked: 1,
    leadsApproved: 1,
    approveRate: 1,
    answered: 3,
    talkSeconds: 150,
    averageTalkSeconds: 50,
  };
  return {
    at: '2026-11-22T19:06:00.000Z',
    day: '2026-11-22',
    timeZone: 'America/Lima',
    lastWeekDay: '2026-11-15',
    quarters,
    hours,
  };
}

/** jsdom lays nothing out: a ResizeObserver that reports a chart-sized box, so Recharts draws. */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 800, height: 280 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
afterEach(() => vi.unstubAllGlobals());

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, time: string) =>
  within(table).getByText(time, { selector: 'td' }).closest('tr') as HTMLElement;

describe("/sessions: the floor's day in charts (decision 1802)", { timeout: 60_000 }, () => {
  it('captions each chart and shows the served figures in its summary and table, in the user’s zone and language', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/module/wallboard/api/v1/wallboard/day', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(served(1));
      }),
    );
    vi.stubGlobal('ResizeObserver', SizedResizeObserver);
    await renderApp({ as: 'manager', path: '/sessions', language: 'en' });
    const section = await screen.findByRole('region', { name: 'Today' });
    const traffic = await within(section).findByRole('figure', {
      name: 'Calls, answered calls and orders per 15 minutes: today (solid) and 15-11-2026 (dashed)',
    });
    expect(asked[0]?.get('timeZone')).toBe('America/Lima');
    expect(
      within(traffic).getByText('Today: 5 calls, 4 answered, 2 orders. 15-11-2026: 1 calls, 1 answered, 4 orders.'),
    ).toBeTruthy();
    await userEvent.click(within(traffic).getByText('Show the figures as a table'));
    const trafficTable = within(traffic).getByRole('table');
    expect(
      within(trafficTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Time',
      'Calls',
      'Answered',
      'Orders',
      'Calls (15-11-2026)',
      'Answered (15-11-2026)',
      'Orders (15-11-2026)',
    ]);
    expect(cells(rowOf(trafficTable, '09:00'))).toEqual(['09:00', '2', '1', '1', '1', '1', '0']);
    expect(cells(rowOf(trafficTable, '13:45'))).toEqual(['13:45', '3', '3', '1', '0', '0', '4']);
    expect(within(trafficTable).getAllByRole('row')).toHaveLength(3);

    const hourly = within(section).getByRole('figure', { name: 'Approve rate and average talk time per hour' });
    expect(
      within(hourly).getByText('Today: 2 of 4 leads worked approved (50 %); average talk time 1:00.'),
    ).toBeTruthy();
    await userEvent.click(within(hourly).getByText('Show the figures as a table'));
    const hourlyTable = within(hourly).getByRole('table');
    expect(cells(rowOf(hourlyTable, '09:00'))).toEqual(['09:00', '3', '1', '33.3 %', '1', '1:30']);
    expect(cells(rowOf(hourlyTable, '13:00'))).toEqual(['13:00', '1', '1', '100 %', '3', '0:50']);
    const queue = within(section).getByRole('figure', {
      name: 'Queue depth over the day: tasks due and not yet taken at each quarter hour',
    });
    expect(within(queue).getByText('Now 4 waiting; the most today was 7 at 10:30.')).toBeTruthy();
    await userEvent.click(within(queue).getByText('Show the figures as a table'));
    const queueTable = within(queue).getByRole('table');
    expect(cells(rowOf(queueTable, '10:30'))).toEqual(['10:30', '7']);
    expect(cells(rowOf(queueTable, '14:00'))).toEqual(['14:00', '4']);
    expect(within(queueTable).queryByText('14:15')).toBeNull();
    // The chart itself is drawn (an SVG), hidden from screen readers who read the table instead.
    expect(traffic.querySelector('svg.recharts-surface')).toBeTruthy();
  });

  it('in Spanish too', async () => {
    server.use(http.get('*/module/wallboard/api/v1/wallboard/day', () => HttpResponse.json(served(1))));
    await renderApp({ as: 'manager', path: '/sessions', language: 'es' });
    const section = await screen.findByRole('region', { name: 'Hoy' });
    expect(
      await within(section).findByText(
        'Hoy: 5 llamadas, 4 contestadas, 2 pedidos. 15-11-2026: 1 llamadas, 1 contestadas, 4 pedidos.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByRole('figure', { name: 'Tasa de aprobación y tiempo medio de conversación por hora' }),
    ).toBeTruthy();
  });

  it('a pushed wallboard.changed refetches, at most once a minute', async () => {
    let ordersAtNine = 1;
    let requests = 0;
    server.use(
      http.get('*/module/wallboard/api/v1/wallboard/day', () => {
        requests++;
        return HttpResponse.json(served(ordersAtNine));
      }),
    );
    await renderApp({ as: 'manager', path: '/sessions', language: 'en' });
    const section = await screen.findByRole('region', { name: 'Today' });
    await within(section).findByText(/^Today: 5 calls, 4 answered, 2 orders\./);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    ordersAtNine = 4;
    const push = () =>
      act(() =>
        FakeSocket.opened
          .at(-1)
          ?.receive({ id: 99, type: 'wallboard.changed', payload: { regionIds: ['pe-central'] } }),
      );
    push();
    push();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(requests).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(within(section).getByText(/^Today: 5 calls, 4 answered, 5 orders\./)).toBeTruthy());
    expect(requests).toBe(2);
  });
});
