import { formatZonedTime } from '@umbrella/contract';
import { Alert, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ViewLeadLink } from '@/components/view-lead-link';
import { formatDateTime } from '@/lib/format/dates';
import { statusLabel } from '@/lib/format/status-label';
import { useLeadRegion } from '../api/get-lead-region';
import { leadIdOf, leadPhoneOf } from '../lib/lead-fields';
import type { Lead, TaskType } from '../types';

/** Offer ids ending in BOT come from the chat bot (LEAD-16). */
export const isBotOffer = (offerId: string | null | undefined) => !!offerId && offerId.endsWith('BOT');

/** Product title, lead id, offer info with the bot banner, region info (LEAD-10, LEAD-11, LEAD-15..17). */
export function LeadHeader({ lead, taskType }: { lead: Lead; taskType: TaskType }) {
  const { t } = useTranslation();
  const region = useLeadRegion(lead.id);
  const leadId = leadIdOf(lead);
  const { phone } = leadPhoneOf(lead);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="small">
      <Space align="baseline" wrap>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="product-title">
          {lead.product.name}
        </Typography.Title>
        <Tag color="blue" data-testid="lead-id">
          {t('tasks.lead.id', { id: leadId })}
        </Tag>
        <ViewLeadLink leadId={lead.id} />
        <Tag>{t(`tasks.types.${taskType}`)}</Tag>
        <Tag>{statusLabel(t, lead.status, lead.status_name)}</Tag>
      </Space>
      {isBotOffer(lead.offerId) && (
        <Alert type="warning" showIcon title={t('tasks.lead.botBanner')} data-testid="bot-banner" />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('tasks.lead.phone')}>{phone}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.lead.offer')}>{lead.offerId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.lead.region')}>
          {region.data ? `${region.data.fullName} (${region.data.phonePrefix})` : lead.region.id}
        </Descriptions.Item>
        <Descriptions.Item label={t('tasks.lead.localTime')}>
          <LocalTime timezone={region.data?.timezone ?? lead.region.timezone} />
        </Descriptions.Item>
        <Descriptions.Item label={t('tasks.lead.createdAt')}>{formatDateTime(lead.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.lead.attempts')}>{lead.attempts}</Descriptions.Item>
        {lead.comment && (
          <Descriptions.Item label={t('tasks.lead.comment')} span={3}>
            {lead.comment}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Space>
  );
}

function LocalTime({ timezone }: { timezone: string }) {
  const time = formatZonedTime(new Date(), timezone);
  return <span>{`${time} (${timezone})`}</span>;
}
