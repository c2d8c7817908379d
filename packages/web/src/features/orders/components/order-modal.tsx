import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import type { OrderModalProps, OrderSaved } from '../types';
import { ORDER_CREATED_TITLE, OrderCreatedDetails } from './order-created-notice';
import { OrderWizard } from './order-wizard';

/** How long the order-created notice stays: a deposit order's link and instructions stay until closed. */
const CREATED_NOTICE_SECONDS = 8;

/** The order modal's width (ONEW-01, OCONST-16). */
export const ORDER_MODAL_WIDTH = 1100;

/**
 * The order modal (spec 2 §2): create, edit, recall approval or re-create in four steps. A new
 * order is announced by the "Pedido creado con éxito" notice and handed to the caller at once,
 * which opens its page — no extra OK (ONEW-110, ONEW-111, ONEW-112; decision 0902).
 */
export function OrderModal(props: OrderModalProps) {
  const { t } = useTranslation();

  const onSaved = (saved: OrderSaved, isNew: boolean) => {
    const ref = { id: saved.order.id, shortCode: saved.order.short_code };
    if (!isNew) {
      feedback.message.success(t('orders.created.orderUpdated'));
      props.onUpdated?.(ref);
      return;
    }
    feedback.notification.success({
      key: `order-created-${saved.order.id}`,
      title: ORDER_CREATED_TITLE,
      description: <OrderCreatedDetails saved={saved} />,
      duration: saved.paymentLink || saved.depositInstructions ? 0 : CREATED_NOTICE_SECONDS,
    });
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
      {props.open && (
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
    </>
  );
}
