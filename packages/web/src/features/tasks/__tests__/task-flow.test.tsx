import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { pollDelay } from '../lib/polling';
import { TASK_CHANNEL } from '../lib/task-channel';
import { renderTasks } from '../testing/render-tasks';
import { makeLead, makeOrderTask, makeTask } from '../testing/workspace-fixtures';

const pushed = (type: string, payload: unknown = {}) => {
  const socket = FakeSocket.opened.at(-1);
  act(() => socket?.receive({ id: Date.now(), type, payload }));
};

describe('/tasks: the task queue', { timeout: 60_000 }, () => {
  it('TASK-08 TASK-30 TASK-04 fetches the next task and shows the lead view for type LEAD', async () => {
    const { sent } = await renderTasks({ state: { queue: [makeTask()] } });
    expect((await screen.findByTestId('product-title')).textContent).toContain('Colágeno Plus');
    expect(sent('/tasks/current')).toHaveLength(1);
    expect(sent('/tasks/next')).toHaveLength(1);
  });

  it('TASK-08 shows the held task after a reload without fetching another (get current)', async () => {
    const { sent } = await renderTasks({ state: { held: makeTask() } });
    expect((await screen.findByTestId('lead-id')).textContent).toContain('Lead #101');
    expect(sent('/tasks/next')).toHaveLength(0);
  });

  it('TASK-05 TASK-06 shows the call-back view for CALL_BACK and the recall view for RECALL', async () => {
    const first = await renderTasks({ state: { held: makeOrderTask('CALL_BACK') } });
    expect(await screen.findByRole('button', { name: /Final refuse/ })).toBeTruthy();
    first.unmount();
    await renderTasks({ state: { held: makeOrderTask('RECALL') } });
    expect(await screen.findByRole('button', { name: /Fail rescue/ })).toBeTruthy();
    expect(screen.getByTestId('order-summary').textContent).toContain('PE-9001');
  });

  it('TASK-07 a task without a type shows "Something strange happened. Refresh the page."', async () => {
    const task = { ...makeTask(), type: undefined as unknown as 'LEAD' };
    await renderTasks({ state: { held: task } });
    expect(await screen.findByText('Something strange happened. Refresh the page.')).toBeTruthy();
  });

  it('TASK-12 TASK-13 the searching screen shows a spinner, a text and an attempt counter ticking each second', async () => {
    await renderTasks();
    expect(await screen.findByText('Searching for a task…')).toBeTruthy();
    const counter = screen.getByTestId('attempt-counter');
    expect(counter.textContent).toContain('Attempt 1');
    await waitFor(() => expect(counter.textContent).toContain('Attempt 2'), { timeout: 2500 });
    await waitFor(() => expect(counter.textContent).toContain('Attempt 3'), { timeout: 2500 });
    expect(document.querySelector('.ant-spin')).not.toBeNull();
  });

  it('TASK-09 TASK-10 TASK-11 polls while there is no task, waiting 5 s more each time up to 60 s', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 40].map(pollDelay)).toEqual([
      5000, 10000, 15000, 20000, 55000, 60000, 60000, 60000,
    ]);
  });

  it('TASK-09 TASK-10 the next poll comes after 5 s, the one after that 10 s later', async () => {
    const { sent, state } = await renderTasks();
    await screen.findByText('Searching for a task…');
    const at = () => state.received.filter((r) => r.path.endsWith('/tasks/next')).length;
    expect(at()).toBe(1);
    expect(screen.getByText('Next check in 5 s')).toBeTruthy();
    await waitFor(() => expect(at()).toBe(2), { timeout: 6500 });
    expect(await screen.findByText(/Next check in (10|9) s/)).toBeTruthy();
    state.queue.push(makeTask());
    expect(sent('/tasks/next')).toHaveLength(2);
  }, 20_000);

  it('TASK-09 a pushed task.available cuts the wait short and the task shows at once', async () => {
    const { state } = await renderTasks();
    await screen.findByText('Searching for a task…');
    state.queue.push(makeTask());
    pushed('task.available', { taskId: 501, type: 'LEAD' });
    expect(await screen.findByTestId('product-title', {}, { timeout: 1500 })).toBeTruthy();
  });

  it('SHELL-63 a page error other than 403 replaces the page with the error view', async () => {
    await renderTasks({ state: { failNextWith: { status: 500, message: 'Boom' } } });
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByText('Please, reload page')).toBeTruthy();
  });

  it('SHELL-61 SHELL-60 a 400 page error shows the server message under the status', async () => {
    await renderTasks({ state: { failNextWith: { status: 400, message: 'regionIds must not be empty' } } });
    expect(await screen.findByText('400')).toBeTruthy();
    expect(screen.getByText('regionIds must not be empty')).toBeTruthy();
  });

  it('SHELL-64 a 403 page error is tolerated: the page stays and keeps searching', async () => {
    await renderTasks({ state: { failNextWith: { status: 403, message: 'Missing permission' } } });
    expect(await screen.findByText('Searching for a task…')).toBeTruthy();
    expect(screen.queryByText('403')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('TASK-14 after a task loads, the region, orders history, products with delivery info and the script load', async () => {
    const { sent } = await renderTasks({ state: { queue: [makeTask()] } });
    expect(await screen.findByText('Gel para articulaciones')).toBeTruthy();
    expect(await within(screen.getByTestId('products')).findByText(/Olva Courier/)).toBeTruthy();
    expect(await screen.findByText('Perú – Central (+51)')).toBeTruthy();
    expect(await screen.findByText('Guion Colágeno Plus')).toBeTruthy();
    await waitFor(() => expect(sent('/agent-history')).toHaveLength(1));
  });

  it('an outcome recorded in another tab moves this tab to the next lead as well: no stale lead left to get a 409', async () => {
    const following = makeTask({
      id: 502,
      leadId: 202,
      context: makeLead({ id: 202, product: { id: 2, name: 'Artrovid Gel' } }),
    });
    const { state, sent } = await renderTasks({ state: { queue: [makeTask(), following] } });
    expect((await screen.findByTestId('product-title')).textContent).toBe('Colágeno Plus');
    // The other tab recorded an outcome: the server now holds the next task, and that tab says so.
    state.held = following;
    state.queue = [];
    const otherTab = new BroadcastChannel(TASK_CHANNEL);
    try {
      otherTab.postMessage({ taskId: 502 });
      await waitFor(() => expect(screen.getByTestId('product-title').textContent).toBe('Artrovid Gel'));
      expect(sent('/tasks/current')).toHaveLength(2);
      expect(sent('/leads/change-status')).toHaveLength(0);
    } finally {
      otherTab.close();
    }
  });

  it('a tab that moves on to the next lead tells the other tabs which task it shows', async () => {
    const following = makeTask({
      id: 502,
      leadId: 202,
      context: makeLead({ id: 202, product: { id: 2, name: 'Artrovid Gel' } }),
    });
    const otherTab = new BroadcastChannel(TASK_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      const { user } = await renderTasks({ state: { queue: [makeTask(), following] } });
      await screen.findByTestId('product-title');
      await user.click(within(screen.getByTestId('lead-actions')).getByRole('button', { name: /No answer/ }));
      await waitFor(() => expect(heard.at(-1)).toEqual({ taskId: 502 }));
    } finally {
      otherTab.close();
    }
  });
});
