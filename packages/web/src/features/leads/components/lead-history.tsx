import type { LeadHistoryEntry } from '@umbrella/contract';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { statusLabel } from '@/lib/format/status-label';
import { actorLabel } from '../lib/labels';

const COLORS: Record<LeadHistoryEntry['source'], string> = { TASK: 'blue', LOG: 'gray', ORDER: 'green' };

/** Outcomes and events, newest first: task work, the lead action log and its orders' events. */
export function LeadHistory({ entries }: { entries: LeadHistoryEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return <Typography.Text type="secondary">{t('leads.history.empty')}</Typography.Text>;
  return (
    <Timeline
      data-testid="lead-history"
      items={entries.map((entry, index) => ({
        key: `${entry.source}-${entry.at}-${index}`,
        color: COLORS[entry.source],
        content: (
          <div data-testid="history-entry">
            <Typography.Text strong>
              {t(`leads.history.actions.${entry.action}`, { defaultValue: entry.action })}
            </Typography.Text>
            {entry.status !== null && ` · ${statusLabel(t, entry.status)}`}
            {entry.orderId !== null && (
              <>
                {' · '}
                <Link to={`/order/${entry.orderId}`}>{t('leads.orders.link', { id: entry.orderId })}</Link>
              </>
            )}
            <div>
              <Typography.Text type="secondary">
                {`${formatDateTime(entry.at)} · ${actorLabel(t, entry.who)}`}
                {entry.taskType && ` · ${t(`leads.taskTypes.${entry.taskType}`, { defaultValue: entry.taskType })}`}
              </Typography.Text>
            </div>
            {entry.comment && <div>{entry.comment}</div>}
          </div>
        ),
      }))}
    />
  );
}
