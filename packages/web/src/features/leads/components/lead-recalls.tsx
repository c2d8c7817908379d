import type { LeadRecall } from '@umbrella/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { actorLabel } from '../lib/labels';
import { LeadTable } from './lead-table';

/** The lead's recalls: when each is due, whose it is, why, and whether it was done. */
export function LeadRecalls({ recalls }: { recalls: LeadRecall[] }) {
  const { t } = useTranslation();
  return (
    <LeadTable<LeadRecall>
      data-testid="lead-recalls"
      empty={t('leads.recalls.empty')}
      rows={recalls}
      rowKey={(recall) => recall.taskId}
      columns={[
        { key: 'due', title: t('leads.recalls.dueAt'), render: (recall) => formatDateTime(recall.dueAt) },
        {
          key: 'status',
          title: t('leads.recalls.status'),
          render: (recall) => t(`leads.recalls.statuses.${recall.status}`, { defaultValue: recall.status }),
        },
        {
          key: 'who',
          title: t('leads.recalls.who'),
          render: (recall) => (recall.who ? actorLabel(t, recall.who) : '—'),
        },
        { key: 'reason', title: t('leads.recalls.reason'), render: (recall) => recall.reason ?? '—' },
        { key: 'comment', title: t('leads.recalls.comment'), render: (recall) => recall.comment ?? '—' },
      ]}
    />
  );
}
