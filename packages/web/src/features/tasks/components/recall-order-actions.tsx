import { type CancelReason, DIALING_LIMIT_COMMENT, RECALL_UNAVAILABLE_COMMENT } from '@umbrella/contract';
import { useTranslation } from 'react-i18next';
import { failRescue } from '../api/fail-rescue';
import { rescheduleRecall } from '../api/reschedule-recall';
import { setFinalStatus } from '../api/set-final-status';
import { skipTask } from '../api/skip-task';
import { updateTaskReason } from '../api/update-task-reason';
import type { DraftControl } from '../hooks/use-draft';
import type { Outcome } from '../hooks/use-outcome';
import type { OutcomeAction } from '../lib/outcome-action';
import type { Task } from '../types';
import { OutcomeActions } from './outcome-actions';

/** Order statuses the recall actions set: cancel (3). */
const CANCEL = 3 as const;

/** The keys of the recall task's actions (beyond the spec). */
export const RECALL_KEYS = {
  cancel: 'c',
  recall: 'r',
  skip: 's',
  refine: 'e',
  failRescue: 'f',
  unavailable: 'u',
  wrongNumber: 'w',
};

/**
 * A RECALL task on an order (RECALL-01..14): cancel order with a reason, recall with a time,
 * skip with a comment, refine the cancel reason, fail rescue, unavailable, wrong number.
 */
export function RecallOrderActions({
  task,
  orderId,
  outcome,
  draft,
  unavailable,
}: {
  task: Task;
  orderId: number;
  outcome: Outcome;
  draft: DraftControl;
  /** Set by the phone slot: the dialing limit was exceeded (RECALL-13). */
  unavailable: { limitExceeded: boolean };
}) {
  const { t } = useTranslation();
  const { run } = outcome;
  const taskId = task.id;
  const cancelOrder = (action: string, cancelReason: CancelReason, statusComment: string | null) => {
    const body = { orderId, taskId, status: CANCEL, cancelReason, statusComment };
    return run({ action, kind: 'task', payload: body, send: (key) => setFinalStatus(body, key) });
  };
  const actions: OutcomeAction[] = [
    {
      key: 'recall',
      hotkey: RECALL_KEYS.recall,
      label: t('tasks.recallTask.recall'),
      dialog: 'recall',
      withComment: true,
      send: ({ time, comment }) => {
        const body = { taskId, newScheduleTime: time, comment };
        return run({ action: 'recall', kind: 'task', payload: body, send: (key) => rescheduleRecall(body, key) });
      },
    },
    {
      key: 'skip',
      hotkey: RECALL_KEYS.skip,
      label: t('tasks.recallTask.skip'),
      dialog: 'comment',
      send: (comment) => {
        const body = { taskId, comment };
        return run({ action: 'skip', kind: 'task', payload: body, send: (key) => skipTask(body, key) });
      },
    },
    {
      key: 'unavailable',
      hotkey: RECALL_KEYS.unavailable,
      label: t('tasks.recallTask.unavailable'),
      send: () => {
        const comment = unavailable.limitExceeded ? DIALING_LIMIT_COMMENT : RECALL_UNAVAILABLE_COMMENT;
        const body = { taskId, comment };
        return run({ action: 'unavailable', kind: 'task', payload: body, send: (key) => skipTask(body, key) });
      },
    },
    {
      key: 'refine',
      hotkey: RECALL_KEYS.refine,
      label: t('tasks.recallTask.refine'),
      dialog: 'reason',
      send: ({ reason, comment }) => {
        const body = { taskId, reason, comment };
        return run({ action: 'refine', kind: 'reason', payload: body, send: (key) => updateTaskReason(body, key) });
      },
    },
    {
      key: 'failRescue',
      hotkey: RECALL_KEYS.failRescue,
      label: t('tasks.recallTask.failRescue'),
      danger: true,
      dialog: 'reason',
      alwaysComment: true,
      send: ({ reason, comment }) => {
        const body = { taskId, orderId, comment, driverCancelReason: reason };
        return run({ action: 'failRescue', kind: 'task', payload: body, send: (key) => failRescue(body, key) });
      },
    },
    {
      key: 'cancel',
      hotkey: RECALL_KEYS.cancel,
      label: t('tasks.recallTask.cancel'),
      danger: true,
      dialog: 'reason',
      send: ({ reason, comment }) => cancelOrder('cancel', reason, comment),
    },
    {
      key: 'wrongNumber',
      hotkey: RECALL_KEYS.wrongNumber,
      label: t('tasks.recallTask.wrongNumber'),
      danger: true,
      dialog: 'confirm',
      text: t('tasks.recallTask.confirmWrongNumber'),
      send: () => cancelOrder('wrongNumber', 'NUMERO_EQUIVOCADO', 'Wrong number'),
    },
  ];
  return <OutcomeActions actions={actions} outcome={outcome} draft={draft} testId="task-actions" />;
}
