import { DatePicker, Form, Input, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, inUserZone } from '@/lib/format/dates';
import {
  defaultCustomTime,
  isOutsideRecallWindow,
  QUICK_RECALL_MINUTES,
  RECALL_MINUTE_STEP,
  type RecallChoice,
  recallTime,
} from '../lib/recall-time';
import { OutcomeModal } from './outcome-modal';

export type RecallDraft = { choice?: RecallChoice; custom?: string; comment?: string };

const CHOICES: RecallChoice[] = [...QUICK_RECALL_MINUTES.map((m) => `${m}` as RecallChoice), 'custom'];

/**
 * The recall time picker (RECALL-15..20): 5, 10, 15, 30, 60 minutes or a custom date and time
 * up to 15 days ahead in 5-minute steps, default now + 5 min, optional comment. Number keys
 * 1–6 pick a choice (beyond the spec), Enter confirms, Ctrl+Enter also from the comment.
 */
export function RecallTimeModal({
  open,
  title,
  withComment,
  draft,
  busy,
  onDraft,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  withComment: boolean;
  draft: RecallDraft;
  busy: boolean;
  onDraft: (draft: RecallDraft) => void;
  onSubmit: (value: { time: string; comment: string | null }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const choice = draft.choice ?? '5';
  const custom = draft.custom ? inUserZone(draft.custom) : defaultCustomTime(inUserZone(Date.now()));

  const submit = () => {
    const time = recallTime(choice, custom, dayjs());
    if (!time) return;
    onSubmit({ time: time.toISOString(), comment: draft.comment?.trim() ? draft.comment.trim() : null });
  };

  return (
    <OutcomeModal
      open={open}
      title={title}
      busy={busy}
      okText={t('tasks.recall.confirm')}
      onOk={submit}
      onCancel={onCancel}
      choices={CHOICES.length}
      onPick={(index) => onDraft({ ...draft, choice: CHOICES[index] })}
    >
      <Form layout="vertical">
        <Form.Item label={t('tasks.recall.when')}>
          <Radio.Group
            value={choice}
            onChange={(event) => onDraft({ ...draft, choice: event.target.value as RecallChoice })}
            optionType="button"
          >
            {CHOICES.map((value, index) => (
              <Radio.Button key={value} value={value} aria-keyshortcuts={String(index + 1)}>
                {value === 'custom' ? t('tasks.recall.custom') : t('tasks.recall.minutes', { count: Number(value) })}
                <kbd style={{ marginInlineStart: 4, fontSize: 11, opacity: 0.6 }}>{index + 1}</kbd>
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {choice === 'custom' && (
          <Form.Item label={t('tasks.recall.dateTime')}>
            <Space>
              <DatePicker
                showTime={{ format: 'HH:mm', minuteStep: RECALL_MINUTE_STEP }}
                format={DATE_TIME_FORMAT}
                value={custom}
                allowClear={false}
                disabledDate={(day) => isOutsideRecallWindow(day, inUserZone(Date.now()))}
                onChange={(value) => value && onDraft({ ...draft, custom: value.toISOString() })}
                aria-label={t('tasks.recall.dateTime')}
              />
            </Space>
          </Form.Item>
        )}
        {withComment && (
          <Form.Item label={t('tasks.recall.comment')}>
            <Input.TextArea
              rows={2}
              value={draft.comment ?? ''}
              maxLength={2000}
              onChange={(event) => onDraft({ ...draft, comment: event.target.value })}
            />
          </Form.Item>
        )}
      </Form>
    </OutcomeModal>
  );
}
