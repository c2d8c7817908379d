import { useTranslation } from 'react-i18next';
import type { DraftControl } from '../hooks/use-draft';
import type { useLeadOutcomes } from '../hooks/use-lead-outcomes';
import type { Outcome } from '../hooks/use-outcome';
import type { OutcomeAction } from '../lib/outcome-action';
import { OutcomeActions } from './outcome-actions';

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
  const actions: OutcomeAction[] = [
    {
      key: 'NO_ANSWER',
      hotkey: LEAD_KEYS.NO_ANSWER,
      label: t('tasks.lead.actions.noAnswer'),
      send: () => record({ outcome: 'NO_ANSWER' }),
    },
    {
      key: 'BUSY',
      hotkey: LEAD_KEYS.BUSY,
      label: t('tasks.lead.actions.busy'),
      send: () => record({ outcome: 'BUSY' }),
    },
    {
      key: 'RECALL',
      hotkey: LEAD_KEYS.RECALL,
      label: t('tasks.lead.actions.recall'),
      dialog: 'recall',
      withComment: true,
      send: ({ time, comment }) => record({ outcome: 'RECALL', callAt: time, comment }),
    },
    {
      key: 'UNAVAILABLE',
      hotkey: LEAD_KEYS.UNAVAILABLE,
      label: t('tasks.lead.actions.unavailable'),
      send: () => record({ outcome: 'UNAVAILABLE' }),
    },
    {
      key: 'NOT_INTERESTED',
      hotkey: LEAD_KEYS.NOT_INTERESTED,
      label: t('tasks.lead.actions.notInterested'),
      danger: true,
      dialog: 'notInterested',
      send: (comment) => record({ outcome: 'NOT_INTERESTED', comment }),
    },
    {
      key: 'WRONG_NUMBER',
      hotkey: LEAD_KEYS.WRONG_NUMBER,
      label: t('tasks.lead.actions.wrongNumber'),
      danger: true,
      dialog: 'confirm',
      text: t('tasks.lead.confirm.wrongNumber'),
      send: () => record({ outcome: 'WRONG_NUMBER' }),
    },
  ];
  return <OutcomeActions actions={actions} outcome={outcome} draft={draft} testId="lead-actions" />;
}
