import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OutcomeModal } from './outcome-modal';

/** A dialog that asks for a comment before an action: skip task (required, RECALL-06), final refuse (CALLBACK-02). */
export function CommentModal({
  open,
  title,
  text,
  comment,
  busy,
  onDraft,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  text?: string;
  comment: string;
  busy: boolean;
  onDraft: (comment: string) => void;
  onSubmit: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const valid = comment.trim().length > 0;
  return (
    <OutcomeModal
      open={open}
      title={title}
      busy={busy}
      okDisabled={!valid}
      onOk={() => valid && onSubmit(comment.trim())}
      onCancel={onCancel}
    >
      {text && <p>{text}</p>}
      <Form layout="vertical">
        <Form.Item label={t('tasks.reason.comment')} required>
          <Input.TextArea
            aria-label={t('tasks.reason.comment')}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => onDraft(event.target.value)}
          />
        </Form.Item>
      </Form>
    </OutcomeModal>
  );
}
