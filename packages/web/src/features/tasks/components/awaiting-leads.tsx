import { Card, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import type { AwaitingLead } from '../types';

/** How an awaiting lead is set apart: recalls and unanswered leads look different (LEAD-21, LEAD-22). */
export function awaitingStyle(lead: AwaitingLead): { variant: 'recall' | 'noAnswer' | 'plain'; color?: string } {
  if (lead.status_name === 'RECALL') return { variant: 'recall', color: '#fff7e6' };
  if (lead.status_name === 'NO_ANSWER') return { variant: 'noAnswer', color: '#f5f5f5' };
  return { variant: 'plain' };
}

/**
 * The caller's awaiting leads (LEAD-19..23): the first — the lead on screen — is skipped; a
 * click claims the lead by id.
 */
export function AwaitingLeads({
  leads,
  claimingId,
  onClaim,
}: {
  leads: readonly AwaitingLead[];
  claimingId: number | null;
  onClaim: (leadId: number) => void;
}) {
  const { t } = useTranslation();
  const rest = leads.slice(1);
  return (
    <Card size="small" title={t('tasks.awaiting.title')}>
      {rest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.awaiting.none')} />
      ) : (
        <List
          size="small"
          dataSource={rest}
          renderItem={(lead) => {
            const style = awaitingStyle(lead);
            return (
              <List.Item
                data-testid={`awaiting-${lead.id}`}
                data-variant={style.variant}
                style={{ background: style.color, paddingInline: 8 }}
              >
                <List.Item.Meta
                  title={
                    <button
                      type="button"
                      className="awaiting-lead"
                      disabled={claimingId !== null}
                      onClick={() => onClaim(lead.id)}
                      style={{
                        all: 'unset',
                        cursor: claimingId === null ? 'pointer' : 'wait',
                        fontStyle: style.variant === 'noAnswer' ? 'italic' : undefined,
                      }}
                    >
                      {`#${lead.id} ${lead.name}`}
                    </button>
                  }
                  description={lead.call_from ? formatDateTime(lead.call_from) : lead.phone}
                />
                {style.variant !== 'plain' && (
                  <Tag color={style.variant === 'recall' ? 'orange' : 'default'}>
                    {t(`tasks.awaiting.${style.variant}`)}
                  </Tag>
                )}
                {claimingId === lead.id && <Typography.Text type="secondary">…</Typography.Text>}
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
