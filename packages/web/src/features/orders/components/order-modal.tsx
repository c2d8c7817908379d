import { Flex, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import type { OrderModalProps, OrderSaved } from '../types';
import { ORDER_CREATED_TITLE, OrderCreatedDetails } from './order-created-notice';
import { OrderWizard } from './order-wizard';

/** How long the order-created notice stays: a deposit order's link and instructions stay until closed or the next order modal opens. */
const CREATED_NOTICE_SECONDS = 8;

/** One order-created notice at a time: a newer order's replaces it. */
const CREATED_NOTICE_KEY = 'order-created';
const LEAD_APPROVED_NOTICE_KEY = 'order-created-lead-approved';

/** The order modal's width (ONEW-01, OCONST-16). */
export const ORDER_MODAL_WIDTH = 1100;

/** The column the product brief takes beside the modal's box when it is outside the modal. */
const ASIDE_WIDTH = 240;
const ASIDE_GAP = 16;

/**
 * The order modal (spec 2 §2): create, edit, recall approval or re-create in four steps. A new
 * order is announced by the "Pedido creado con éxito" notice and handed to the caller at once,
 * which opens its page — no extra OK (ONEW-110, ONEW-111, ONEW-112; decision 0902).
 */
export function OrderModal(props: OrderModalProps) {
  const { t } = useTranslation();

  // The last order's notices sit over this modal's footer (Next, Approve); the order's page keeps its link.
  useEffect(() => {
    if (!props.open) return;
    feedback.notification.close(CREATED_NOTICE_KEY);
    feedback.notification.close(LEAD_APPROVED_NOTICE_KEY);
  }, [props.open]);

  const onSaved = (saved: OrderSaved, isNew: boolean) => {
    const ref = { id: saved.order.id, shortCode: saved.order.short_code };
    if (!isNew) {
      feedback.message.success(t('orders.created.orderUpdated'));
      props.onUpdated?.(ref);
      return;
    }
    feedback.notification.success({
      key: CREATED_NOTICE_KEY,
      title: ORDER_CREATED_TITLE,
      description: <OrderCreatedDetails saved={saved} />,
      duration: saved.paymentLink || saved.depositInstructions ? 0 : CREATED_NOTICE_SECONDS,
    });
    // With a task the next one is fetched by the caller (ONEW-112); the notice says so.
    if (props.task) {
      feedback.notification.success({
        key: LEAD_APPROVED_NOTICE_KEY,
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
          frame={({ title, body, footer, aside }) => (
            <Modal
              open
              width={aside ? ORDER_MODAL_WIDTH + ASIDE_WIDTH + ASIDE_GAP : ORDER_MODAL_WIDTH}
              title={title}
              footer={footer}
              onCancel={props.onClose}
              mask={{ closable: false }}
              data-testid="order-modal"
              modalRender={aside ? (box) => <BesideBox aside={aside} box={box} /> : undefined}
            >
              {body}
            </Modal>
          )}
        />
      )}
    </>
  );
}

/**
 * The product brief outside the modal's box (ONEW-28, ONEW-29): a column of its own at the box's
 * left, in the same layout, so it never covers the title, the steps or the map's controls
 * (docs/decisions/1772-product-brief-beside-the-modal.md).
 */
function BesideBox({ aside, box }: { aside: ReactNode; box: ReactNode }) {
  return (
    <Flex gap={ASIDE_GAP} align="flex-start">
      <aside data-testid="order-modal-aside" style={{ width: ASIDE_WIDTH, flex: 'none', position: 'sticky', top: 0 }}>
        {aside}
      </aside>
      <div style={{ width: ORDER_MODAL_WIDTH, minWidth: 0 }}>{box}</div>
    </Flex>
  );
}
