import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tasksComposition } from '@/app/tasks-composition';
import { openDialog } from '@/features/tasks/testing/dialogs';
import { renderTasks } from '@/features/tasks/testing/render-tasks';
import { makeTask } from '@/features/tasks/testing/workspace-fixtures';
import { FakeSocket } from '@/testing/fake-socket';

const push = (type: string, payload: unknown) =>
  act(() => FakeSocket.opened.at(-1)?.receive({ id: Date.now(), type, payload }));

describe('/tasks: work shifts', () => {
  it('SHIFT-01 SHIFT-04 without a shift the page shows "Loading..." under the new-shift offer (start or log out)', async () => {
    await renderTasks({ state: { shift: null } });
    expect(await screen.findByText('Start a new work shift to receive tasks.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start shift' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('Searching for a task…')).toBeNull();
  });

  it('SHIFT-02 SHIFT-15 start calls shift start and the page appears', async () => {
    const { user, sent } = await renderTasks({ state: { shift: null, queue: [makeTask()] } });
    await user.click(await screen.findByRole('button', { name: 'Start shift' }));
    expect(await screen.findByTestId('product-title')).toBeTruthy();
    expect(sent('/shifts/start')).toHaveLength(1);
  });

  it('SHIFT-03 log out from the new-shift offer logs the user out', async () => {
    const { user, auth } = await renderTasks({ state: { shift: null } });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(auth.signOutCalls).toHaveLength(1));
  });

  it('SHIFT-04 a MANAGER sees the page without a shift and is not offered one', async () => {
    const { sent } = await renderTasks({ as: 'manager', state: { shift: null, queue: [makeTask()] } });
    expect(await screen.findByTestId('product-title')).toBeTruthy();
    expect(openDialog('New shift')).toBeNull();
    expect(sent('/shifts/start')).toHaveLength(0);
  });

  it('SHIFT-11 a user with shift:report has the shift extended on load', async () => {
    const agentWithReport = {
      accountId: 41,
      username: 'lead-agent',
      name: 'Lía',
      surname: 'Demo',
      email: 'lia@umbrella.test',
      timezone: 'America/Lima',
      permissions: ['task:current', 'read:lead', 'shift:report'],
    };
    const { sent } = await renderTasks({ as: agentWithReport });
    await waitFor(() => expect(sent('/shifts/extend')).toHaveLength(1));
  });

  it('SHIFT-05 SHIFT-14 the extension dialog appears 60 s before the end, timed from secondsLeft', async () => {
    await renderTasks({ state: { shift: { id: 1, secondsLeft: 61 } } });
    await screen.findByText('Searching for a task…');
    expect(screen.queryByText('Your shift is ending')).toBeNull();
    expect(await screen.findByText('Your shift is ending', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End shift' })).toBeTruthy();
  });

  it('SHIFT-05 a pushed shift.ending opens the dialog at once', async () => {
    await renderTasks();
    await screen.findByText('Searching for a task…');
    push('shift.ending', { shiftId: 1, endsAt: new Date().toISOString(), secondsLeft: 60 });
    expect(await screen.findByText('Your shift is ending')).toBeTruthy();
  });

  it('SHIFT-06 continue extends the shift and closes the dialog', async () => {
    const { user, sent } = await renderTasks();
    await screen.findByText('Searching for a task…');
    push('shift.ending', { shiftId: 1, endsAt: new Date().toISOString(), secondsLeft: 60 });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent('/shifts/extend')).toHaveLength(1));
    await waitFor(() => expect(openDialog('Your shift is ending')).toBeNull());
  });

  it('SHIFT-07 end shift while no call is active ends the shift and logs the user out', async () => {
    const { user, sent, auth } = await renderTasks();
    await screen.findByText('Searching for a task…');
    push('shift.ending', { shiftId: 1, endsAt: new Date().toISOString(), secondsLeft: 60 });
    await user.click(await screen.findByRole('button', { name: 'End shift' }));
    await waitFor(() => expect(auth.signOutCalls).toHaveLength(1));
    expect(sent('/shifts/end')).toHaveLength(1);
  });

  it('SHIFT-08 unanswered within 60 s, the shift is ended and the user logged out', async () => {
    const { sent, auth } = await renderTasks();
    await screen.findByText('Searching for a task…');
    push('shift.ending', { shiftId: 1, endsAt: new Date().toISOString(), secondsLeft: 60 });
    await screen.findByText('Your shift is ending');
    expect(screen.getByText('60 s')).toBeTruthy();
    // The dialog's own clock runs on Date.now: jump it by 60 s instead of waiting.
    const start = Date.now();
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000 + (realNow() - start);
    try {
      await waitFor(() => expect(auth.signOutCalls).toHaveLength(1), { timeout: 3000 });
    } finally {
      Date.now = realNow;
    }
    expect(sent('/shifts/end')).toHaveLength(1);
  });

  it('SHIFT-09 mid-call the shift is extended silently, without the dialog', async () => {
    const original = tasksComposition.isCalling;
    tasksComposition.isCalling = () => true;
    try {
      const { sent } = await renderTasks();
      await screen.findByText('Searching for a task…');
      push('shift.ending', { shiftId: 1, endsAt: new Date().toISOString(), secondsLeft: 60 });
      await waitFor(() => expect(sent('/shifts/extend')).toHaveLength(1));
      expect(openDialog('Your shift is ending')).toBeNull();
    } finally {
      tasksComposition.isCalling = original;
    }
  });

  it('SHIFT-10 a failed extension brings up the new-shift prompt', async () => {
    const { user, state } = await renderTasks();
    await screen.findByText('Searching for a task…');
    push('shift.ending', { shiftId: 1, endsAt: new Date().toISOString(), secondsLeft: 60 });
    state.shift = null;
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Start a new work shift to receive tasks.')).toBeTruthy();
  });

  it('SHIFT-10 a shift gone under the queue (409 SHIFT_NOT_ACTIVE) brings up the new-shift prompt', async () => {
    await renderTasks({ state: { failNextWith: { status: 409, code: 'SHIFT_NOT_ACTIVE', message: 'No shift' } } });
    expect(await screen.findByText('Start a new work shift to receive tasks.')).toBeTruthy();
  });
});
