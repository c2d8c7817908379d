import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { ApiError } from '@/lib/errors/app-errors';
import { useLeadDetails } from '../api/get-lead-details';
import { LeadCalls } from './lead-calls';
import { LeadHistory } from './lead-history';
import { LeadOrders } from './lead-orders';
import { LeadRecalls } from './lead-recalls';
import { LeadSummary } from './lead-summary';

/**
 * /lead/{leadId} (SHELL-16, ADMIN-12): everything known about one lead — the lead, its offer and
 * webmaster, orders, calls, recalls and history — from one request. A missing lead, and one of
 * another region, is the page's 404; the shell draws the title and gate.
 */
export function LeadPage({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const query = useLeadDetails(leadId);
  if (!Number.isInteger(leadId) || leadId <= 0) return <ErrorScreen status={404} notFound={t('leads.page.notFound')} />;
  if (query.isLoading) return <LoadingScreen />;
  if (query.error || !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 500;
    return <ErrorScreen status={status} message={query.error?.message} notFound={t('leads.page.notFound')} />;
  }
  const details = query.data;
  return (
    <AntdRoot>
      <Flex vertical gap={16} style={{ padding: 16 }} data-testid="lead-page">
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="lead-title">
          {t('leads.page.title', { id: details.lead.id, name: details.lead.name })}
        </Typography.Title>
        <Card size="small">
          <LeadSummary details={details} />
        </Card>
        <Card size="small" title={t('leads.orders.title')}>
          <LeadOrders orders={details.orders} />
        </Card>
        <Card size="small" title={t('leads.calls.title')}>
          <LeadCalls calls={details.calls} />
        </Card>
        <Card size="small" title={t('leads.recalls.title')}>
          <LeadRecalls recalls={details.recalls} />
        </Card>
        <Card size="small" title={t('leads.history.title')}>
          <LeadHistory entries={details.history} />
        </Card>
      </Flex>
    </AntdRoot>
  );
}
