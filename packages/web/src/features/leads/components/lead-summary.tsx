import type { LeadFullDetails } from '@umbrella/contract';
import { formatMoney } from '@umbrella/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { statusLabel } from '@/lib/format/status-label';
import { actorLabel } from '../lib/labels';
import { LeadPhone } from './lead-phone';

/** The lead itself and where it came from: the offer and the webmaster (ADMIN-12). */
export function LeadSummary({ details }: { details: LeadFullDetails }) {
  const { t } = useTranslation();
  const { lead, offer, webmaster } = details;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} data-testid="lead-summary">
      <Descriptions.Item label={t('leads.fields.name')}>
        <span data-testid="lead-name">{lead.name}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.phone')}>
        <LeadPhone leadId={lead.id} phone={lead.phone} />
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.status')}>
        <span data-testid="lead-status">{statusLabel(t, lead.status)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.region')}>
        {`${lead.region.id} (${lead.region.phonePrefix})`}
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.product')}>{lead.product.name}</Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.offer')}>
        <span data-testid="lead-offer">
          {offer ? `${offer.name} (${offer.id}) · ${formatMoney(offer.priceMinor, offer.currency)}` : '—'}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.webmaster')}>
        <span data-testid="lead-webmaster">{webmaster ? `${webmaster.name} (#${webmaster.id})` : '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.holder')}>
        {lead.holder ? actorLabel(t, lead.holder) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.attempts')}>{lead.attempts}</Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.callAt')}>
        {lead.callAt ? formatDateTime(lead.callAt) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.createdAt')}>{formatDateTime(lead.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('leads.fields.comment')}>{lead.comment ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
