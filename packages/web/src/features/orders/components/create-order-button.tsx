import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenSettled } from '@/lib/when-settled';
import type { OrderLead, OrderModalMode, OrderTask, SavedOrderRef } from '../types';
import { DeferredOrderModal, preloadOrderModal } from './deferred-order-modal';

export type CreateOrderButtonProps = {
  lead: OrderLead;
  task: OrderTask | null;
  mode?: OrderModalMode;
  orderId?: number | null;
  isManager?: boolean;
  label?: string;
  onCreated: (order: SavedOrderRef) => void;
  onUpdated?: (order: SavedOrderRef) => void;
};

/** A button that opens the order modal: the lead view's "Create order" (LEAD-18) and the edit actions of order tasks. */
export function CreateOrderButton({ label, mode = 'create', ...props }: CreateOrderButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps antd's animation and the draft state.
  const [used, setUsed] = useState(false);
  useEffect(() => whenSettled(preloadOrderModal), []);
  return (
    <>
      <Button
        type="primary"
        icon={<ShoppingCartOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preloadOrderModal}
        onFocus={preloadOrderModal}
        data-testid="create-order"
      >
        {label ?? t('tasks.lead.createOrder')}
      </Button>
      {used && (
        <DeferredOrderModal
          open={open}
          mode={mode}
          lead={props.lead}
          task={props.task}
          orderId={props.orderId}
          isManager={props.isManager}
          onClose={() => setOpen(false)}
          onCreated={(order) => {
            setOpen(false);
            props.onCreated(order);
          }}
          onUpdated={(order) => {
            setOpen(false);
            props.onUpdated?.(order);
          }}
        />
      )}
    </>
  );
}
