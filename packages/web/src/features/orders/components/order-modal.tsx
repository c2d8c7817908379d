import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import type { OrderModalProps, OrderSaved } from '../types';
import { OrderCreatedModal } from './order-created-modal';
import { OrderWizard } from './order-wizard';

/** The order modal's width (ONEW-01, OCONST-16). */
export const ORDER_MODAL_WIDTH = 1100;

/**
 * The order modal (spec 2 §2): create, edit, recall approval or re-create in four steps. After a
 * new order the confirmation modal shows; its OK tells the caller (ONEW-111, ONEW-112).
 */
export function OrderModal(props: OrderModalProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<OrderSaved | null>(null);

  const onSaved = (saved: OrderSaved, isNew: boolean) => {
    const ref = { id: saved.order.id, shortCode: saved.order.short_code };
    if (isNew) {
      setCreated(saved);
      return;
    }
    feedback.message.success(t('orders.created.orderUpdated'));
    props.onUpdated?.(ref);
  };

  const onCreatedOk = () => {
    if (!created) return;
    const ref = { id: created.order.id, shortCode: created.order.short_code };
    setCreated(null);
    // With a task the next one is fetched by the caller (ONEW-112); the notice says so.
    if (props.task) {
      feedback.notification.success({
        title: t('orders.created.leadApproved'),
        description: t('orders.created.newTaskLoaded'),
        duration: 3,
      });
    }
    props.onCreated(ref);
  };

  return (
    <>
      {props.open && created === null && (
        <OrderWizard
          mode={props.mode}
          lead={props.lead}
          task={props.task}
          orderId={props.orderId}
          isManager={props.isManager}
          onClose={props.onClose}
          onSaved={onSaved}
          frame={({ title, body, footer }) => (
            <Modal
              open
              width={ORDER_MODAL_WIDTH}
              title={title}
              footer={footer}
              onCancel={props.onClose}
              mask={{ closable: false }}
              data-testid="order-modal"
            >
              {body}
            </Modal>
          )}
        />
      )}
      <OrderCreatedModal saved={created} onOk={onCreatedOk} />
    </>
  );
}
