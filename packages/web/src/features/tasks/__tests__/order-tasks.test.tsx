import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedback } from '@/lib/feedback/feedback';
import { openDialog } from '../testing/dialogs';
import { renderTasks } from '../testing/render-tasks';
import { makeOrderTask, makeTask } from '../testing/workspace-fixtures';

const actions = () => within(screen.getByTestId('task-actions'));

async function onTask(type: 'RECALL' | 'CALL_BACK') {
  const view = await renderTasks({ state: { queue: [makeOrderTask(type), makeTask()] } });
  await screen.findByTestId('order-summary');
  return view;
}

const bodies = (sent: (p: string) => { body: unknown }[], path: string) => sent(path).map((r) => r.body);

async function chooseReason(user: Awaited<ReturnType<typeof onTask>>['user'], label: string) {
  await user.type(screen.getByRole('combobox', { name: 'Reason' }), label);
  await user.click(await screen.findByTitle(label));
}

describe('/tasks: recall tasks', { timeout: 60_000 }, () => {
  it('RECALL-01 offers cancel order, recall, skip task, refine cancel reason and fail rescue (plus unavailable, wrong number)', async () => {
    await onTask('RECALL');
    const labels = [...screen.getByTestId('task-actions').querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual([
      'RecallR',
      'Skip taskS',
      'UnavailableU',
      'Refine cancel reasonE',
      'Fail rescueF',
      'Cancel orderC',
      'Wrong numberW',
    ]);
  });

  it('RECALL-02 RECALL-03 RECALL-04 cancel order: confirm disabled without a reason, OTRO shows a text field and needs it', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Cancel order/ }));
    const confirm = () => within(openDialog('Cancel order') as HTMLElement).getByRole('button', { name: 'Confirm' });
    expect(confirm().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    await chooseReason(user, 'Other');
    expect(confirm().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Cliente molesto');
    expect(confirm().hasAttribute('disabled')).toBe(false);
    await user.click(confirm());
    await waitFor(() =>
      expect(bodies(sent, '/set-final-status')).toEqual([
        { orderId: 9001, taskId: 601, status: 3, cancelReason: 'OTRO', statusComment: 'Cliente molesto' },
      ]),
    );
    expect(await screen.findByText('Task updated')).toBeTruthy();
    expect(screen.getByText('New Task loaded')).toBeTruthy();
  });

  it('RECALL-05 TASK-21 TASK-32 RECALL-21 recall reschedules with newScheduleTime and comment', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Recall/ }));
    await screen.findByRole('radio', { name: /^30 min/ });
    await user.keyboard('4');
    await user.type(screen.getByRole('textbox'), 'Llamar tarde');
    await user.click(screen.getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(sent('/reschedule-recall')).toHaveLength(1));
    const body = bodies(sent, '/reschedule-recall')[0] as { taskId: number; newScheduleTime: string; comment: string };
    expect(body.taskId).toBe(601);
    expect(body.comment).toBe('Llamar tarde');
    expect(body.newScheduleTime).toMatch(/Z$/);
    expect((Date.parse(body.newScheduleTime) - Date.now()) / 60_000).toBeGreaterThan(29);
  });

  it('RECALL-06 RECALL-07 RECALL-22 skip requires a comment and sends the task id and the comment', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Skip task/ }));
    const confirm = within(openDialog('Skip task') as HTMLElement).getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Duplicado');
    await user.click(confirm);
    await waitFor(() => expect(bodies(sent, '/skip')).toEqual([{ taskId: 601, comment: 'Duplicado' }]));
  });

  it('RECALL-08 RECALL-09 RECALL-10 RECALL-23 ERR-34 refine reason: reason required, comment for OTRO; "Task reason was updated" and the task stays', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Refine cancel reason/ }));
    const confirm = () =>
      within(openDialog('Refine cancel reason') as HTMLElement).getByRole('button', { name: 'Confirm' });
    expect(confirm().hasAttribute('disabled')).toBe(true);
    await chooseReason(user, 'Wrong address');
    expect(confirm().hasAttribute('disabled')).toBe(false);
    await user.click(confirm());
    await waitFor(() =>
      expect(bodies(sent, '/update-reason')).toEqual([{ taskId: 601, reason: 'DIRECCION_ERRADA', comment: null }]),
    );
    expect(await screen.findByText('Task reason was updated')).toBeTruthy();
    expect(screen.getByTestId('order-summary')).toBeTruthy();
    expect(sent('/tasks/next')).toHaveLength(1);
  });

  it('RECALL-11 RECALL-24 fail rescue sends taskId, orderId, comment and driverCancelReason', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Fail rescue/ }));
    await chooseReason(user, 'Not at the address');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Nadie en casa');
    await user.click(within(openDialog('Fail rescue') as HTMLElement).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(bodies(sent, '/fail-rescue')).toEqual([
        { taskId: 601, orderId: 9001, comment: 'Nadie en casa', driverCancelReason: 'NO_ESTA_EN_LA_DIRECCION' },
      ]),
    );
  });

  it('RECALL-12 unavailable skips the task with the comment for unavailable', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Unavailable/ }));
    await waitFor(() =>
      expect(bodies(sent, '/skip')).toEqual([{ taskId: 601, comment: 'Customer is unavailable at the moment' }]),
    );
  });

  it('ERR-31 a task outcome shows "Task updated / New Task loaded" for 2 s', async () => {
    const shown = vi.spyOn(feedback.notification, 'success');
    const { user } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Unavailable/ }));
    expect(await screen.findByText('Task updated')).toBeTruthy();
    expect(screen.getByText('New Task loaded')).toBeTruthy();
    expect(shown).toHaveBeenCalledWith({ title: 'Task updated', description: 'New Task loaded', duration: 2 });
    shown.mockRestore();
  });

  it('RECALL-14 wrong number cancels the order with the wrong-number reason (NUMERO_EQUIVOCADO)', async () => {
    const { user, sent } = await onTask('RECALL');
    await user.click(actions().getByRole('button', { name: /Wrong number/ }));
    await user.click(within(openDialog('Wrong number') as HTMLElement).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(bodies(sent, '/set-final-status')).toMatchObject([
        { orderId: 9001, status: 3, cancelReason: 'NUMERO_EQUIVOCADO' },
      ]),
    );
  });

  it('I18N-07 the cancel reasons show their Spanish labels in Spanish', async () => {
    const { user } = await renderTasks({ language: 'es', state: { held: makeOrderTask('RECALL') } });
    await user.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    expect(await screen.findByTitle('Dirección errada')).toBeTruthy();
  });
});

describe('/tasks: call-back tasks', { timeout: 60_000 }, () => {
  it('CALLBACK-01 offers final refuse, close task and recall', async () => {
    await onTask('CALL_BACK');
    const labels = [...screen.getByTestId('task-actions').querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual(['RecallR', 'Close taskC', 'Final refuseF']);
  });

  it('CALLBACK-02 CALLBACK-03 CALLBACK-06 final refuse sets REFUSED with the comment and closes the task', async () => {
    const { user, sent } = await onTask('CALL_BACK');
    await user.click(actions().getByRole('button', { name: /Final refuse/ }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'No quiere el producto');
    await user.click(within(openDialog('Final refuse') as HTMLElement).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(bodies(sent, '/set-final-status')).toEqual([
        { orderId: 9001, taskId: 601, status: 8, statusComment: 'No quiere el producto' },
      ]),
    );
    expect((await screen.findByTestId('product-title')).textContent).toBe('Colágeno Plus');
  });

  it('CALLBACK-04 CALLBACK-07 TASK-34 close task (after confirmation) closes it by id', async () => {
    const { user, sent } = await onTask('CALL_BACK');
    await user.keyboard('c');
    await user.click(within(openDialog('Close task') as HTMLElement).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies(sent, '/close')).toEqual([{ taskId: 601 }]));
  });

  it('CALLBACK-05 TASK-16 TASK-22 TASK-31 recall reschedules by id and newTime (ISO UTC) only, then fetches the next task', async () => {
    const { user, sent } = await onTask('CALL_BACK');
    await user.click(actions().getByRole('button', { name: /Recall/ }));
    await user.click(screen.getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(sent('/reschedule')).toHaveLength(1));
    const body = bodies(sent, '/reschedule')[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['newTime', 'taskId']);
    expect(String(body.newTime)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await screen.findByTestId('product-title')).textContent).toBe('Colágeno Plus');
    expect(sent('/tasks/next')).toHaveLength(2);
  });
});
