import { CANCEL_REASONS, type CancelReason, reasonLabel } from '@umbrella/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '@/lib/format/status-label';
import { leadNameOf, leadPhoneOf } from '../lib/lead-fields';
import type { Task } from '../types';

/** The order a RECALL or CALL_BACK task is about: code, status, reason and comment, the customer. */
export function OrderSummary({ task }: { task: Task }) {
  const { t, i18n } = useTranslation();
  const order = task.order;
  const reason = (order?.cancelReason ?? task.cancelReason) as CancelReason | null;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="order-summary">
      {order && (
        <>
          <Descriptions.Item label={t('tasks.order.code')}>{order.shortCode}</Descriptions.Item>
          <Descriptions.Item label={t('tasks.order.status')}>{statusLabel(t, order.status)}</Descriptions.Item>
        </>
      )}
      {reason && (
        <Descriptions.Item label={t('tasks.order.cancelReason')}>
          {CANCEL_REASONS[reason] ? reasonLabel(CANCEL_REASONS[reason], i18n.language) : reason}
        </Descriptions.Item>
      )}
      {(order?.statusComment ?? task.comment) && (
        <Descriptions.Item label={t('tasks.order.comment')}>{order?.statusComment ?? task.comment}</Descriptions.Item>
      )}
      {task.context && (
        <>
          <Descriptions.Item label={t('tasks.customer.title')}>{leadNameOf(task.context)}</Descriptions.Item>
          <Descriptions.Item label={t('tasks.lead.phone')}>{leadPhoneOf(task.context).phone}</Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}
