import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLead, OrderModalMode, OrderTask, SavedOrderRef } from '../types';
import { OrderModal } from './order-modal';

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
  return (
    <>
      <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => setOpen(true)} data-testid="create-order">
        {label ?? t('tasks.lead.createOrder')}
      </Button>
      <OrderModal
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
    </>
  );
}
