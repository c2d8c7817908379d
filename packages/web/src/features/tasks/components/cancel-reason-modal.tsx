import { CANCEL_REASONS, type CancelReason, reasonLabel } from '@umbrella/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OutcomeModal } from './outcome-modal';

export type ReasonDraft = { reason?: CancelReason; comment?: string };

/** OTRO is the spec's "OTHER" of the cancel modal (A-12: one option, decision 0804). */
export const OTHER_REASON: CancelReason = 'OTRO';

/** Whether confirm may be pressed: a reason, and a comment when the reason is OTRO (RECALL-02/03, RECALL-08/09). */
export function reasonDraftValid(draft: ReasonDraft): boolean {
  if (!draft.reason) return false;
  return draft.reason !== OTHER_REASON || !!draft.comment?.trim();
}

/**
 * A cancel/failure reason from the first list with its en/es label (I18N-07): the recall task's
 * cancel order, refine cancel reason and fail rescue. Choosing OTRO shows the free-text field
 * (RECALL-04); `alwaysComment` shows it for every reason (fail rescue).
 */
export function CancelReasonModal({
  open,
  title,
  draft,
  busy,
  alwaysComment = false,
  onDraft,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  draft: ReasonDraft;
  busy: boolean;
  alwaysComment?: boolean;
  onDraft: (draft: ReasonDraft) => void;
  onSubmit: (value: { reason: CancelReason; comment: string | null }) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const showComment = alwaysComment || draft.reason === OTHER_REASON;
  const options = (Object.keys(CANCEL_REASONS) as CancelReason[]).map((value) => ({
    value,
    label: reasonLabel(CANCEL_REASONS[value], i18n.language),
  }));
  const submit = () => {
    if (!draft.reason || !reasonDraftValid(draft)) return;
    onSubmit({ reason: draft.reason, comment: draft.comment?.trim() ? draft.comment.trim() : null });
  };
  return (
    <OutcomeModal
      open={open}
      title={title}
      busy={busy}
      okDisabled={!reasonDraftValid(draft)}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form layout="vertical">
        <Form.Item label={t('tasks.reason.label')} required>
          <Select
            aria-label={t('tasks.reason.label')}
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.reason}
            placeholder={t('tasks.reason.placeholder')}
            options={options}
            onChange={(reason: CancelReason) => onDraft({ ...draft, reason })}
          />
        </Form.Item>
        {showComment && (
          <Form.Item label={t('tasks.reason.comment')} required={draft.reason === OTHER_REASON}>
            <Input.TextArea
              aria-label={t('tasks.reason.comment')}
              rows={3}
              maxLength={2000}
              value={draft.comment ?? ''}
              onChange={(event) => onDraft({ ...draft, comment: event.target.value })}
            />
          </Form.Item>
        )}
      </Form>
    </OutcomeModal>
  );
}
