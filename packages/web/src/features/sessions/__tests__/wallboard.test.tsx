import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  agents: { WAITING: 4, DIALLING: 0, ON_CALL: onCall, WRAP_UP: 1, IDLE: 2 },
  onShift: [],
  lastHour: { calls: 17, answered: 11, talkSeconds: 900, outcomes: [{ status: 5, leads: 6 }] },
});

/** An option of the Select whose list is open (antd also renders hidden copies for screen readers). */
const openOption = async (title: string) => {
  await screen.findAllByTitle(title, { exact: true });
  const lists = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
  return within(lists.at(-1) as HTMLElement).getByTitle(title, { exact: true });
};

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

  it('the agent grid lists each agent on shift with the state ticking, flags a wrap-up past its threshold, and filters by state and group (decision 1799)', async () => {
    const since = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const agent = (accountId: number, name: string, state: string, secondsAgo: number, group: string) => ({
      accountId,
      name,
      state,
      since: since(secondsAgo),
      leadId: state === 'WAITING' ? null : 400 + accountId,
      productName: state === 'WAITING' ? null : 'Colágeno Premium',
      callsToday: accountId * 3,
      ordersToday: accountId,
      groups: [{ id: group === 'Lima A' ? 1 : 2, name: group }],
    });
    server.use(
      http.get('*/module/wallboard/api/v1/wallboard', () =>
        HttpResponse.json({
          ...board(1, 1),
          onShift: [
            agent(1, 'Lucía Quispe', 'WRAP_UP', 75, 'Lima A'),
            agent(2, 'Mateo Rojas', 'ON_CALL', 30, 'Lima B'),
            agent(3, 'Ana Torres', 'WAITING', 10, 'Lima A'),
          ],
        }),
      ),
    );
    await renderApp({ as: 'manager', path: '/sessions', language: 'en' });
    const grid = await screen.findByTestId('agent-grid');
    const rowOf = async (name: string) => (await within(grid).findByText(name)).closest('tr') as HTMLElement;

    const lucia = await rowOf('Lucía Quispe');
    expect(within(lucia).getByText('Wrap-up')).toBeTruthy();
    expect(within(lucia).getByText('#401')).toBeTruthy();
    expect(within(lucia).getByText('Colágeno Premium')).toBeTruthy();
    // 75 s in wrap-up against the default 60 s: flagged in words, not only in colour.
    expect(within(lucia).getByText('over 1:00')).toBeTruthy();
    const mateo = await rowOf('Mateo Rojas');
    expect(within(mateo).queryByText(/^over/)).toBeNull();
    expect(within(mateo).getByText('6')).toBeTruthy();

    // The time in state ticks without any request.
    const clock = within(mateo).getByTestId('time-in-state');
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 3000 });

    // Filter by group, then by state.
    const user = userEvent.setup();
    await user.click(within(grid).getByRole('combobox', { name: 'Group' }));
    await user.click(await openOption('Lima A'));
    await waitFor(() => expect(within(grid).queryByText('Mateo Rojas')).toBeNull());
    expect(within(grid).getByText('Ana Torres')).toBeTruthy();
    await user.click(within(grid).getByRole('combobox', { name: 'States' }));
    await user.click(await openOption('Waiting for a task'));
    await waitFor(() => expect(within(grid).queryByText('Lucía Quispe')).toBeNull());
    expect(within(grid).getByText('Ana Torres')).toBeTruthy();
  });

  it('an agent whose call rings unanswered shows as dialling, counted, and flagged past the dialling threshold (decision 1822)', async () => {
    const dialling = (accountId: number, name: string, secondsAgo: number) => ({
      accountId,
      name,
      state: 'DIALLING',
      since: new Date(Date.now() - secondsAgo * 1000).toISOString(),
      leadId: 500 + accountId,
      productName: 'Colágeno Premium',
      callsToday: 2,
      ordersToday: 0,
      groups: [{ id: 1, name: 'Lima A' }],
    });
    server.use(
      http.get('*/module/wallboard/api/v1/wallboard', () =>
        HttpResponse.json({
          ...board(1, 0),
          agents: { WAITING: 0, DIALLING: 2, ON_CALL: 0, WRAP_UP: 0, IDLE: 0 },
          onShift: [dialling(1, 'Lucía Quispe', 10), dialling(2, 'Mateo Rojas', 50)],
        }),
      ),
    );
    await renderApp({ as: 'manager', path: '/sessions', language: 'es' });
    const grid = await screen.findByTestId('agent-grid');
    const rowOf = async (name: string) => (await within(grid).findByText(name)).closest('tr') as HTMLElement;
    const lucia = await rowOf('Lucía Quispe');
    const counted = [...document.querySelectorAll('.ant-statistic')].find(
      (card) => card.querySelector('.ant-statistic-title')?.textContent === 'Marcando',
    );
    expect(counted?.querySelector('.ant-statistic-content')?.textContent).toBe('2');
    expect(within(lucia).getByText('Marcando')).toBeTruthy();
    expect(within(lucia).queryByText(/0:45/)).toBeNull();
    // 50 s ringing against the default 45 s.
    expect(within(await rowOf('Mateo Rojas')).getByText(/0:45/)).toBeTruthy();
  });

  it('a burst of pushes during a slow fetch costs one more fetch, not one per push, and ends on the latest figures', async () => {
    let served = board(5, 3);
    let requests = 0;
    server.use(
      http.get('*/module/wallboard/api/v1/wallboard', async () => {
        requests++;
        const answer = served;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return HttpResponse.json(answer);
      }),
    );
    await renderApp({ as: 'manager', path: '/sessions', language: 'en' });
    await waitFor(() => expect(statistic('On a call')).toBe('3'));
    const before = requests;
    const push = (id: number) =>
      act(() =>
        FakeSocket.opened.at(-1)?.receive({ id, type: 'wallboard.changed', payload: { regionIds: ['pe-central'] } }),
      );
    push(201);
    served = board(4, 7);
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      push(202 + i);
    }
    await waitFor(() => expect(statistic('On a call')).toBe('7'), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requests - before).toBe(2);
  });
});
