import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findDeliveryProvider, trackingNumberChangeable } from '@umbrella/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { ViewLeadLink } from '@/components/view-lead-link';
import { usePermissions } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { statusLabel } from '@/lib/format/status-label';
import { orderQueryOptions } from '../api/get-order';
import type { OrderDto } from '../types';
import { ChatTicketsTable } from './chat-tickets-table';
import { CommentsPanel } from './comments-panel';
import { OrderActions } from './order-actions';
import { OrderBlocks } from './order-blocks';
import { OrderHistory } from './order-history';
import { ProviderCommentsTable } from './provider-comments-table';
import { ReminderBox } from './reminder-box';

/** The phone change form loads when it is opened: the page paints without antd's Form. */
const PhoneChangeModal = lazy(async () => ({ default: (await import('./phone-change-modal')).PhoneChangeModal }));
const TrackingNumberModal = lazy(async () => ({
  default: (await import('./tracking-number-modal')).TrackingNumberModal,
}));

/** How search opens an order: `/order/{id}?from=search` (ORDER-06 adds the tags block then). */
export const FROM_SEARCH = 'search';

/**
 * /order/{id} (ORDER-01..13): the header with the short code, status badge and the actions the
 * order offers (ORDER-14..26), the details blocks, the reminder box, the comments panel (with
 * order.comments:read, ORDER-04) and the order's and its lead's events. `headerExtra` is what other
 * features put beside the actions (app/ composes it: the documents feature's "New document").
 */
export function OrderPage({ orderId, headerExtra }: { orderId: number; headerExtra?: (order: OrderDto) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useQuery({ ...orderQueryOptions(orderId), enabled: Number.isInteger(orderId) && orderId > 0 });
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const canChangePhone = permissions.includes('order:create:feature');
  const [changingPhone, setChangingPhone] = useState(false);
  const [reminderForm, setReminderForm] = useState(false);
  const [changingTracking, setChangingTracking] = useState(false);
  if (!Number.isInteger(orderId) || orderId <= 0)
    return <ErrorScreen status={404} notFound={t('orders.page.notFound')} />;
  if (query.isLoading) return <LoadingScreen />;
  if (query.error || !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 500;
    return <ErrorScreen status={status} message={query.error?.message} notFound={t('orders.page.notFound')} />;
  }
  const order = query.data;
  const fromSearch = new URLSearchParams(location.search).get('from') === FROM_SEARCH;
  const provider = order.delivery_provider_id ? findDeliveryProvider(order.delivery_provider_id) : undefined;
  const canChangeTracking =
    permissions.includes('bluex-emission.tracking-number:edit') &&
    trackingNumberChangeable(provider?.code, order.externalId);
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="order-page">
      {changingPhone && (
        <Suspense fallback={null}>
          <PhoneChangeModal
            open
            orderId={order.id}
            regionId={order.regionId}
            currentPhone={order.phone}
            onClose={() => setChangingPhone(false)}
            onChanged={(phone) => {
              setChangingPhone(false);
              feedback.message.success(t('orders.phoneChange.changed', { phone }));
              void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey });
            }}
          />
        </Suspense>
      )}
      {changingTracking && order.externalId && (
        <Suspense fallback={null}>
          <TrackingNumberModal
            orderId={order.id}
            oldNumber={order.externalId}
            onClose={() => setChangingTracking(false)}
          />
        </Suspense>
      )}
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="order-short-code">
          {t('orders.page.title', { shortCode: order.short_code })}
        </Typography.Title>
        <Tag color="blue" data-testid="order-status">
          {statusLabel(t, order.status)}
        </Tag>
        {order.lead_id !== null && <ViewLeadLink leadId={order.lead_id} />}
        <OrderActions order={order} onSetReminder={() => setReminderForm(true)} />
        {headerExtra?.(order)}
      </Flex>
      <OrderBlocks
        order={order}
        withTags={fromSearch}
        trackingAction={
          canChangeTracking && (
            <Button size="small" type="link" onClick={() => setChangingTracking(true)} data-testid="change-tracking">
              {t('orders.desk.tracking.action')}
            </Button>
          )
        }
        phoneAction={
          canChangePhone && (
            <Button size="small" type="link" onClick={() => setChangingPhone(true)} data-testid="change-phone">
              {t('orders.phoneChange.action')}
            </Button>
          )
        }
      />
      <ReminderBox shortCode={order.short_code} formOpen={reminderForm} onFormOpenChange={setReminderForm} />
      {permissions.includes('order.comments:read') && <CommentsPanel orderId={order.id} />}
      <ChatTicketsTable shortCode={order.short_code} />
      <OrderHistory orderId={order.id} hasLead={order.lead_id !== null} />
      <ProviderCommentsTable orderId={order.id} />
    </Flex>
  );
}
