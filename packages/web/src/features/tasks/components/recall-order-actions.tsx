import { DIALING_LIMIT_COMMENT, RECALL_UNAVAILABLE_COMMENT } from '@umbrella/contract';
import { useTranslation } from 'react-i18next';
import { failRescue } from '../api/fail-rescue';
import { rescheduleRecall } from '../api/reschedule-recall';
import { setFinalStatus } from '../api/set-final-status';
import { skipTask } from '../api/skip-task';
import { updateTaskReason } from '../api/update-task-reason';
import type { DraftControl } from '../hooks/use-draft';
import type { Outcome } from '../hooks/use-outcome';
import type { Task } from '../types';
import { ActionBar } from './action-bar';
import { CancelReasonModal, type ReasonDraft } from './cancel-reason-modal';
import { CommentModal } from './comment-modal';
import { ConfirmModal } from './confirm-modal';
import { type RecallDraft, RecallTimeModal } from './recall-time-modal';

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
  const { run, pending } = outcome;
  const taskId = task.id;
  const finish = async (promise: Promise<{ ok: boolean }>) => {
    if ((await promise).ok) draft.close();
  };

  const sendUnavailable = () => {
    const body = { taskId, comment: unavailable.limitExceeded ? DIALING_LIMIT_COMMENT : RECALL_UNAVAILABLE_COMMENT };
    return run({ action: 'unavailable', kind: 'task', payload: body, send: (key) => skipTask(body, key) });
  };

  return (
    <>
      <ActionBar
        outcome={outcome}
        dialogOpen={draft.dialog !== null}
        actions={[
          {
            name: 'recall',
            hotkey: RECALL_KEYS.recall,
            label: t('tasks.recallTask.recall'),
            run: () => draft.open('recall'),
          },
          { name: 'skip', hotkey: RECALL_KEYS.skip, label: t('tasks.recallTask.skip'), run: () => draft.open('skip') },
          {
            name: 'unavailable',
            hotkey: RECALL_KEYS.unavailable,
            label: t('tasks.recallTask.unavailable'),
            run: () => void sendUnavailable(),
          },
          {
            name: 'refine',
            hotkey: RECALL_KEYS.refine,
            label: t('tasks.recallTask.refine'),
            run: () => draft.open('refine'),
          },
          {
            name: 'failRescue',
            hotkey: RECALL_KEYS.failRescue,
            label: t('tasks.recallTask.failRescue'),
            run: () => draft.open('failRescue'),
            danger: true,
          },
          {
            name: 'cancel',
            hotkey: RECALL_KEYS.cancel,
            label: t('tasks.recallTask.cancel'),
            run: () => draft.open('cancel'),
            danger: true,
          },
          {
            name: 'wrongNumber',
            hotkey: RECALL_KEYS.wrongNumber,
            label: t('tasks.recallTask.wrongNumber'),
            run: () => draft.open('wrongNumber'),
            danger: true,
          },
        ]}
      />
      <RecallTimeModal
        open={draft.dialog === 'recall'}
        title={t('tasks.recallTask.recall')}
        withComment
        draft={draft.values as RecallDraft}
        busy={pending === 'recall'}
        onDraft={draft.update}
        onCancel={draft.close}
        onSubmit={({ time, comment }) => {
          const body = { taskId, newScheduleTime: time, comment };
          void finish(
            run({ action: 'recall', kind: 'task', payload: body, send: (key) => rescheduleRecall(body, key) }),
          );
        }}
      />
      <CommentModal
        open={draft.dialog === 'skip'}
        title={t('tasks.recallTask.skip')}
        comment={String(draft.values.comment ?? '')}
        busy={pending === 'skip'}
        onDraft={(comment) => draft.update({ comment })}
        onCancel={draft.close}
        onSubmit={(comment) => {
          const body = { taskId, comment };
          void finish(run({ action: 'skip', kind: 'task', payload: body, send: (key) => skipTask(body, key) }));
        }}
      />
      <CancelReasonModal
        open={draft.dialog === 'cancel'}
        title={t('tasks.recallTask.cancel')}
        draft={draft.values as ReasonDraft}
        busy={pending === 'cancel'}
        onDraft={draft.update}
        onCancel={draft.close}
        onSubmit={({ reason, comment }) => {
          const body = { orderId, taskId, status: CANCEL, cancelReason: reason, statusComment: comment };
          void finish(run({ action: 'cancel', kind: 'task', payload: body, send: (key) => setFinalStatus(body, key) }));
        }}
      />
      <CancelReasonModal
        open={draft.dialog === 'refine'}
        title={t('tasks.recallTask.refine')}
        draft={draft.values as ReasonDraft}
        busy={pending === 'refine'}
        onDraft={draft.update}
        onCancel={draft.close}
        onSubmit={({ reason, comment }) => {
          const body = { taskId, reason, comment };
          void finish(
            run({ action: 'refine', kind: 'reason', payload: body, send: (key) => updateTaskReason(body, key) }),
          );
        }}
      />
      <CancelReasonModal
        open={draft.dialog === 'failRescue'}
        title={t('tasks.recallTask.failRescue')}
        alwaysComment
        draft={draft.values as ReasonDraft}
        busy={pending === 'failRescue'}
        onDraft={draft.update}
        onCancel={draft.close}
        onSubmit={({ reason, comment }) => {
          const body = { taskId, orderId, comment, driverCancelReason: reason };
          void finish(run({ action: 'failRescue', kind: 'task', payload: body, send: (key) => failRescue(body, key) }));
        }}
      />
      <ConfirmModal
        open={draft.dialog === 'wrongNumber'}
        title={t('tasks.recallTask.wrongNumber')}
        text={t('tasks.recallTask.confirmWrongNumber')}
        busy={pending === 'wrongNumber'}
        danger
        onCancel={draft.close}
        onConfirm={() => {
          const body = {
            orderId,
            taskId,
            status: CANCEL,
            cancelReason: 'NUMERO_EQUIVOCADO' as const,
            statusComment: 'Wrong number',
          };
          void finish(
            run({ action: 'wrongNumber', kind: 'task', payload: body, send: (key) => setFinalStatus(body, key) }),
          );
        }}
      />
    </>
  );
}
