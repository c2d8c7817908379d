import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const board = (waiting: number, onCall: number) => ({
  at: '2026-11-22T14:06:00.000Z',
  queue: [
    { regionId: 'pe-central', productId: 3, productName: 'Presiomax Cápsulas', taskType: 'LEAD', waiting },
    { regionId: 'pe-central', productId: 1, productName: 'Colágeno Premium', taskType: 'CALL_BACK', waiting: 2 },
  ],
  agents: { WAITING: 4, ON_CALL: onCall, WRAP_UP: 1, IDLE: 2 },
  onShift: [],
  lastHour: { calls: 17, answered: 11, talkSeconds: 900, outcomes: [{ status: 5, leads: 6 }] },
});

const statistic = (title: string) =>
  screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;

describe('/sessions wallboard (decision 1421)', { timeout: 60_000 }, () => {
  it('shows agents by state, the queue per product and task type, and the last hour; a pushed change refreshes it', async () => {
    let served = board(5, 3);
    let requests = 0;
    server.use(
      http.get('*/module/wallboard/api/v1/wallboard', () => {
        requests++;
        return HttpResponse.json(served);
      }),
    );
    await renderApp({ as: 'manager', path: '/sessions', language: 'en' });
    const wallboard = await screen.findByTestId('wallboard');
    const row = (await within(wallboard).findByText('Presiomax Cápsulas')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Leads processing')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
    expect(within(wallboard).getByText('Refused orders')).toBeTruthy();
    expect(statistic('On a call')).toBe('3');
    expect(statistic('Waiting for a task')).toBe('4');
    expect(statistic('Wrap-up')).toBe('1');
    expect(statistic('On shift, idle')).toBe('2');
    expect(statistic('Calls in the last hour')).toBe('17');
    expect(statistic('Answered in the last hour')).toBe('11');
    expect(statistic('Lead outcomes in the last hour')).toBe('6');

    // Nothing is polled: without a push the figures stay; a push refetches at once.
    const before = requests;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests).toBe(before);
    served = board(4, 4);
    act(() =>
      FakeSocket.opened.at(-1)?.receive({ id: 99, type: 'wallboard.changed', payload: { regionIds: ['pe-central'] } }),
    );
    await waitFor(() => expect(statistic('On a call')).toBe('4'));
    const after = within(screen.getByTestId('wallboard')).getByText('Presiomax Cápsulas').closest('tr') as HTMLElement;
    expect(within(after).getByText('4')).toBeTruthy();
  });
});
