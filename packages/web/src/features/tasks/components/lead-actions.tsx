import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftControl } from '../hooks/use-draft';
import { type Hotkey, useHotkeys } from '../hooks/use-hotkeys';
import type { useLeadOutcomes } from '../hooks/use-lead-outcomes';
import type { Outcome } from '../hooks/use-outcome';
import { ConfirmModal } from './confirm-modal';
import { type NotInterestedDraft, NotInterestedModal } from './not-interested-modal';
import { OutcomeButton } from './outcome-button';
import { type RecallDraft, RecallTimeModal } from './recall-time-modal';

/** The lead outcomes with their keys (LEAD-06, LEAD-27..32; one key each, beyond the spec). */
export const LEAD_KEYS = {
  NO_ANSWER: 'n',
  BUSY: 'b',
  RECALL: 'r',
  NOT_INTERESTED: 'i',
  WRONG_NUMBER: 'w',
  UNAVAILABLE: 'u',
};

export function LeadActions({
  outcome,
  record,
  draft,
}: {
  outcome: Outcome;
  record: ReturnType<typeof useLeadOutcomes>;
  draft: DraftControl;
}) {
  const { t } = useTranslation();
  const { busy, pending } = outcome;
  const done = async (promise: Promise<{ ok: boolean }>) => {
    if ((await promise).ok) draft.close();
  };

  const hotkeys: Hotkey[] = [
    { key: LEAD_KEYS.NO_ANSWER, run: () => void record({ outcome: 'NO_ANSWER' }), disabled: busy },
    { key: LEAD_KEYS.BUSY, run: () => void record({ outcome: 'BUSY' }), disabled: busy },
    { key: LEAD_KEYS.UNAVAILABLE, run: () => void record({ outcome: 'UNAVAILABLE' }), disabled: busy },
    { key: LEAD_KEYS.RECALL, run: () => draft.open('recall'), disabled: busy },
    { key: LEAD_KEYS.NOT_INTERESTED, run: () => draft.open('notInterested'), disabled: busy },
    { key: LEAD_KEYS.WRONG_NUMBER, run: () => draft.open('wrongNumber'), disabled: busy },
  ];
  useHotkeys(hotkeys, draft.dialog === null);

  const button = (outcomeName: keyof typeof LEAD_KEYS, label: string, run: () => void, danger = false) => (
    <OutcomeButton
      key={outcomeName}
      hotkey={LEAD_KEYS[outcomeName]}
      onClick={run}
      disabled={busy && pending !== outcomeName}
      loading={pending === outcomeName}
      danger={danger}
    >
      {label}
    </OutcomeButton>
  );

  return (
    <>
      <Space wrap data-testid="lead-actions">
        {button('NO_ANSWER', t('tasks.lead.actions.noAnswer'), () => void record({ outcome: 'NO_ANSWER' }))}
        {button('BUSY', t('tasks.lead.actions.busy'), () => void record({ outcome: 'BUSY' }))}
        {button('RECALL', t('tasks.lead.actions.recall'), () => draft.open('recall'))}
        {button('UNAVAILABLE', t('tasks.lead.actions.unavailable'), () => void record({ outcome: 'UNAVAILABLE' }))}
        {button('NOT_INTERESTED', t('tasks.lead.actions.notInterested'), () => draft.open('notInterested'), true)}
        {button('WRONG_NUMBER', t('tasks.lead.actions.wrongNumber'), () => draft.open('wrongNumber'), true)}
      </Space>
      <RecallTimeModal
        open={draft.dialog === 'recall'}
        title={t('tasks.lead.actions.recall')}
        withComment
        draft={draft.values as RecallDraft}
        busy={pending === 'RECALL'}
        onDraft={(values) => draft.update(values)}
        onCancel={draft.close}
        onSubmit={({ time, comment }) => void done(record({ outcome: 'RECALL', callAt: time, comment }))}
      />
      <NotInterestedModal
        open={draft.dialog === 'notInterested'}
        draft={draft.values as NotInterestedDraft}
        busy={pending === 'NOT_INTERESTED'}
        onDraft={(values) => draft.open('notInterested', values)}
        onCancel={draft.close}
        onSubmit={(comment) => void done(record({ outcome: 'NOT_INTERESTED', comment }))}
      />
      <ConfirmModal
        open={draft.dialog === 'wrongNumber'}
        title={t('tasks.lead.actions.wrongNumber')}
        text={t('tasks.lead.confirm.wrongNumber')}
        busy={pending === 'WRONG_NUMBER'}
        danger
        onCancel={draft.close}
        onConfirm={() => void done(record({ outcome: 'WRONG_NUMBER' }))}
      />
    </>
  );
}
