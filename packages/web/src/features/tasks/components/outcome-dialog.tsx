import type { OutcomeResult } from '../hooks/use-outcome';
import type { OutcomeAction } from '../lib/outcome-action';
import { CancelReasonModal, type ReasonDraft } from './cancel-reason-modal';
import { CommentModal } from './comment-modal';
import { ConfirmModal } from './confirm-modal';
import { type NotInterestedDraft, NotInterestedModal } from './not-interested-modal';
import { type RecallDraft, RecallTimeModal } from './recall-time-modal';

export type OutcomeDialogProps = {
  action: OutcomeAction;
  open: boolean;
  busy: boolean;
  /** What was entered so far (restored after a reload, hooks/use-draft). */
  values: Record<string, unknown>;
  onDraft: (values: Record<string, unknown>) => void;
  onSent: (sent: Promise<OutcomeResult>) => void;
  onCancel: () => void;
};

/** The dialog an outcome action asks with; its answer goes to the action's sender. */
export function OutcomeDialog({ action, open, busy, values, onDraft, onSent, onCancel }: OutcomeDialogProps) {
  const frame = { open, title: action.label, busy, onCancel };
  switch (action.dialog) {
    case 'confirm':
      return (
        <ConfirmModal {...frame} text={action.text} danger={action.danger} onConfirm={() => onSent(action.send())} />
      );
    case 'comment':
      return (
        <CommentModal
          {...frame}
          text={action.text}
          comment={String(values.comment ?? '')}
          onDraft={(comment) => onDraft({ comment })}
          onSubmit={(comment) => onSent(action.send(comment))}
        />
      );
    case 'reason':
      return (
        <CancelReasonModal
          {...frame}
          alwaysComment={action.alwaysComment}
          draft={values as ReasonDraft}
          onDraft={onDraft}
          onSubmit={(value) => onSent(action.send(value))}
        />
      );
    case 'recall':
      return (
        <RecallTimeModal
          {...frame}
          withComment={action.withComment}
          draft={values as RecallDraft}
          onDraft={onDraft}
          onSubmit={(value) => onSent(action.send(value))}
        />
      );
    case 'notInterested':
      return (
        <NotInterestedModal
          {...frame}
          draft={values as NotInterestedDraft}
          onDraft={onDraft}
          onSubmit={(comment) => onSent(action.send(comment))}
        />
      );
    default:
      return null;
  }
}
