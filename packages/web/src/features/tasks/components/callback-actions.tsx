import { useTranslation } from 'react-i18next';
import { closeTask } from '../api/close-task';
import { rescheduleTask } from '../api/reschedule-task';
import { setFinalStatus } from '../api/set-final-status';
import type { DraftControl } from '../hooks/use-draft';
import type { Outcome } from '../hooks/use-outcome';
import type { Task } from '../types';
import { ActionBar } from './action-bar';
import { CommentModal } from './comment-modal';
import { ConfirmModal } from './confirm-modal';
import { type RecallDraft, RecallTimeModal } from './recall-time-modal';

const REFUSED = 8 as const;

export const CALLBACK_KEYS = { refuse: 'f', close: 'c', recall: 'r' };

/**
 * A CALL_BACK task (CALLBACK-01..07): final refuse (the order REFUSED with a comment, the task
 * closed), close task, recall (reschedule by id, newTime ISO UTC).
 */
export function CallbackActions({ task, outcome, draft }: { task: Task; outcome: Outcome; draft: DraftControl }) {
  const { t } = useTranslation();
  const { run, pending } = outcome;
  const taskId = task.id;
  const orderId = task.order?.id ?? task.orderId;
  const finish = async (promise: Promise<{ ok: boolean }>) => {
    if ((await promise).ok) draft.close();
  };
  return (
    <>
      <ActionBar
        outcome={outcome}
        dialogOpen={draft.dialog !== null}
        actions={[
          {
            name: 'recall',
            hotkey: CALLBACK_KEYS.recall,
            label: t('tasks.callback.recall'),
            run: () => draft.open('recall'),
          },
          {
            name: 'close',
            hotkey: CALLBACK_KEYS.close,
            label: t('tasks.callback.close'),
            run: () => draft.open('close'),
          },
          {
            name: 'refuse',
            hotkey: CALLBACK_KEYS.refuse,
            label: t('tasks.callback.refuse'),
            run: () => draft.open('refuse'),
            danger: true,
            disabled: !orderId,
          },
        ]}
      />
      <RecallTimeModal
        open={draft.dialog === 'recall'}
        title={t('tasks.callback.recall')}
        withComment={false}
        draft={draft.values as RecallDraft}
        busy={pending === 'recall'}
        onDraft={draft.update}
        onCancel={draft.close}
        onSubmit={({ time }) => {
          const body = { taskId, newTime: time };
          void finish(run({ action: 'recall', kind: 'task', payload: body, send: (key) => rescheduleTask(body, key) }));
        }}
      />
      <ConfirmModal
        open={draft.dialog === 'close'}
        title={t('tasks.callback.close')}
        text={t('tasks.callback.confirmClose')}
        busy={pending === 'close'}
        onCancel={draft.close}
        onConfirm={() => {
          const body = { taskId };
          void finish(run({ action: 'close', kind: 'task', payload: body, send: (key) => closeTask(body, key) }));
        }}
      />
      <CommentModal
        open={draft.dialog === 'refuse'}
        title={t('tasks.callback.refuse')}
        text={t('tasks.callback.confirmRefuse')}
        comment={String(draft.values.comment ?? '')}
        busy={pending === 'refuse'}
        onDraft={(comment) => draft.update({ comment })}
        onCancel={draft.close}
        onSubmit={(statusComment) => {
          if (!orderId) return;
          const body = { orderId, taskId, status: REFUSED, statusComment };
          void finish(run({ action: 'refuse', kind: 'task', payload: body, send: (key) => setFinalStatus(body, key) }));
        }}
      />
    </>
  );
}
