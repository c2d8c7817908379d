import { REFUSAL_REASONS, type RefusalReason, reasonLabel, refusalReasonOptions } from '@umbrella/contract';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { OutcomeModal } from './outcome-modal';

export type NotInterestedDraft = { reason?: RefusalReason; detail?: string };

/**
 * Not interested (LEAD-27): a reason from the second, language-keyed list (CONST-27); "Out of
 * delivery coverage" asks for the area and "Unsupported payment method" for the method
 * (CONST-28/29); OTHER is hidden, no custom comment being enabled (CONST-30). The reason, in
 * English so reports read the same in every language, is sent as the comment. Number keys pick a
 * reason as they pick a recall time (two digits typed quickly for the 10th and after).
 */
export function notInterestedComment(draft: NotInterestedDraft): string | null {
  if (!draft.reason) return null;
  const entry = REFUSAL_REASONS[draft.reason];
  const asks = 'asks' in entry ? entry.asks : undefined;
  if (!asks) return entry.en;
  const detail = draft.detail?.trim();
  return detail ? `${entry.en}: ${detail}` : null;
}

export function NotInterestedModal({
  open,
  draft,
  busy,
  onDraft,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  draft: NotInterestedDraft;
  busy: boolean;
  onDraft: (draft: NotInterestedDraft) => void;
  onSubmit: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const comment = notInterestedComment(draft);
  const entry = draft.reason ? REFUSAL_REASONS[draft.reason] : undefined;
  const asks = entry && 'asks' in entry ? entry.asks : undefined;
  const reasons = refusalReasonOptions(false);
  return (
    <OutcomeModal
      open={open}
      title={t('tasks.lead.notInterested.title')}
      busy={busy}
      okDisabled={!comment}
      onOk={() => comment && onSubmit(comment)}
      onCancel={onCancel}
      choices={reasons.length}
      onPick={(index) => onDraft({ reason: reasons[index] })}
    >
      <Form layout="vertical">
        <Form.Item label={t('tasks.reason.label')} required>
          <Radio.Group
            value={draft.reason}
            onChange={(event) => onDraft({ reason: event.target.value as RefusalReason })}
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}
          >
            {reasons.map((value, index) => (
              <Radio key={value} value={value} aria-keyshortcuts={String(index + 1)}>
                <kbd aria-hidden style={{ marginInlineEnd: 6, fontSize: 11, opacity: 0.6 }}>
                  {index + 1}
                </kbd>
                {reasonLabel(REFUSAL_REASONS[value], i18n.language)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {asks && (
          <Form.Item label={t(`tasks.lead.notInterested.${asks}`)} required>
            <Input
              aria-label={t(`tasks.lead.notInterested.${asks}`)}
              value={draft.detail ?? ''}
              maxLength={200}
              autoFocus
              onChange={(event) => onDraft({ ...draft, detail: event.target.value })}
            />
          </Form.Item>
        )}
      </Form>
    </OutcomeModal>
  );
}
