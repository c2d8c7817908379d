import type { LeadRecall } from '@umbrella/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { actorLabel } from '../lib/labels';

/** The lead's recalls: when each is due, whose it is, why, and whether it was done. */
export function LeadRecalls({ recalls }: { recalls: LeadRecall[] }) {
  const { t } = useTranslation();
  return (
    <Table<LeadRecall>
      data-testid="lead-recalls"
      size="small"
      rowKey="taskId"
      dataSource={recalls}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('leads.recalls.empty') }}
      columns={[
        { key: 'due', title: t('leads.recalls.dueAt'), render: (_, recall) => formatDateTime(recall.dueAt) },
        {
          key: 'status',
          title: t('leads.recalls.status'),
          render: (_, recall) => t(`leads.recalls.statuses.${recall.status}`, { defaultValue: recall.status }),
        },
        {
          key: 'who',
          title: t('leads.recalls.who'),
          render: (_, recall) => (recall.who ? actorLabel(t, recall.who) : '—'),
        },
        { key: 'reason', title: t('leads.recalls.reason'), render: (_, recall) => recall.reason ?? '—' },
        { key: 'comment', title: t('leads.recalls.comment'), render: (_, recall) => recall.comment ?? '—' },
      ]}
    />
  );
}
