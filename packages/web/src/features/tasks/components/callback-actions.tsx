import { useTranslation } from 'react-i18next';
import { closeTask } from '../api/close-task';
import { rescheduleTask } from '../api/reschedule-task';
import { setFinalStatus } from '../api/set-final-status';
import type { DraftControl } from '../hooks/use-draft';
import type { Outcome } from '../hooks/use-outcome';
import type { OutcomeAction } from '../lib/outcome-action';
import type { Task } from '../types';
import { OutcomeActions } from './outcome-actions';

const REFUSED = 8 as const;

export const CALLBACK_KEYS = { refuse: 'f', close: 'c', recall: 'r' };

/**
 * A CALL_BACK task (CALLBACK-01..07): final refuse (the order REFUSED with a comment, the task
 * closed), close task, recall (reschedule by id, newTime ISO UTC).
 */
export function CallbackActions({ task, outcome, draft }: { task: Task; outcome: Outcome; draft: DraftControl }) {
  const { t } = useTranslation();
  const { run } = outcome;
  const taskId = task.id;
  const orderId = task.order?.id ?? task.orderId;
  const actions: OutcomeAction[] = [
    {
      key: 'recall',
      hotkey: CALLBACK_KEYS.recall,
      label: t('tasks.callback.recall'),
      dialog: 'recall',
      withComment: false,
      send: ({ time }) => {
        const body = { taskId, newTime: time };
        return run({ action: 'recall', kind: 'task', payload: body, send: (key) => rescheduleTask(body, key) });
      },
    },
    {
      key: 'close',
      hotkey: CALLBACK_KEYS.close,
      label: t('tasks.callback.close'),
      dialog: 'confirm',
      text: t('tasks.callback.confirmClose'),
      send: () => {
        const body = { taskId };
        return run({ action: 'close', kind: 'task', payload: body, send: (key) => closeTask(body, key) });
      },
    },
    {
      key: 'refuse',
      hotkey: CALLBACK_KEYS.refuse,
      label: t('tasks.callback.refuse'),
      danger: true,
      disabled: !orderId,
      dialog: 'comment',
      text: t('tasks.callback.confirmRefuse'),
      send: async (statusComment) => {
        if (!orderId) return { ok: false };
        const body = { orderId, taskId, status: REFUSED, statusComment };
        return run({ action: 'refuse', kind: 'task', payload: body, send: (key) => setFinalStatus(body, key) });
      },
    },
  ];
  return <OutcomeActions actions={actions} outcome={outcome} draft={draft} testId="task-actions" />;
}
