import { availableOrderActions, type CancelOrderBody, type OrderAction } from '@umbrella/contract';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, usePermissions } from '@/hooks/use-current-user';
import { feedback } from '@/lib/feedback/feedback';
import { type StatusChangeRequest, useChangeOrderStatus } from '../api/change-order-status';
import { showServerRefusal } from '../lib/server-refusal';
import type { OrderDto } from '../types';
import { CancelOrderModal } from './cancel-order-modal';
import { ConfirmActionModal } from './confirm-action-modal';

/** The edit and send-link forms load when opened: the page paints without antd's Form, DatePicker and Select. */
const OrderEditModal = lazy(async () => ({ default: (await import('./order-edit-modal')).OrderEditModal }));
const SendLinkModal = lazy(async () => ({ default: (await import('./send-link-modal')).SendLinkModal }));

/** The actions this page carries out today, in the header's order; the others come with their issues. */
export const PAGE_ACTIONS: readonly OrderAction[] = ['edit', 'cancel', 'sendLink', 'verify', 'revert', 'setReminder'];

type Dialog = 'edit' | 'cancel' | 'sendLink' | 'verify' | 'revert' | null;

/**
 * The header's action buttons (ORDER-14..20): the contract's one rule (status, tags, permission)
 * decides which show, as the server decides which it accepts. Cancel asks its form, verify and
 * revert a confirmation; Edit opens the edit form (decision 1106), Send link its phone dialog,
 * Set reminder the reminder form.
 */
export function OrderActions({ order, onSetReminder }: { order: OrderDto; onSetReminder: () => void }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const user = useCurrentUser();
  const change = useChangeOrderStatus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const offered = availableOrderActions(order, permissions).filter((a) => PAGE_ACTIONS.includes(a));
  const isManager = (user?.position ?? user?.claim.position) === 'MANAGER';

  const run = async (request: StatusChangeRequest) => {
    try {
      await change.mutateAsync(request);
      setDialog(null);
      feedback.message.success(t(`orders.desk.${request.action}.done`, { shortCode: order.short_code }));
    } catch (error) {
      showServerRefusal(t, error);
    }
  };

  return (
    <Space wrap data-testid="order-actions">
      {offered.map((action) => (
        <Button
          key={action}
          danger={action === 'cancel'}
          disabled={action === 'edit' && order.lead_id === null}
          onClick={() => (action === 'setReminder' ? onSetReminder() : setDialog(action as Dialog))}
          data-testid={`order-action-${action}`}
        >
          {t(`orders.desk.actions.${action}`)}
        </Button>
      ))}
      {dialog === 'cancel' && (
        <CancelOrderModal
          shortCode={order.short_code}
          agentFlow={!isManager}
          saving={change.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(body: CancelOrderBody) => void run({ action: 'cancel', orderId: order.id, body })}
        />
      )}
      {(dialog === 'verify' || dialog === 'revert') && (
        <ConfirmActionModal
          title={t(`orders.desk.${dialog}.title`, { shortCode: order.short_code })}
          text={t(`orders.desk.${dialog}.confirm`)}
          okText={t(`orders.desk.actions.${dialog}`)}
          danger={dialog === 'revert'}
          saving={change.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => void run({ action: dialog, orderId: order.id })}
        />
      )}
      <Suspense fallback={null}>
        {dialog === 'edit' && <OrderEditModal order={order} onClose={() => setDialog(null)} />}
        {dialog === 'sendLink' && <SendLinkModal order={order} onClose={() => setDialog(null)} />}
      </Suspense>
    </Space>
  );
}
