import type { ApiResponse, ApiSchema } from '@/lib/api/types';

/** An order as the back-office answers it (the generated OpenAPI types, decision 1022). */
export type OrderDto = ApiSchema<'Order'>;

/** Where the customer message an order event queued stands: queued, sent, failed with the provider's reason. */
export type OrderEventDelivery = ApiSchema<'OrderEventDelivery'>;

/** What Approve answers: the order, its payment link and deposit instructions. */
export type OrderSaved = ApiResponse<'/module/orders/api/v1/orders', 'post'>;

/** What the order modal needs of a lead: the workspace's Lead satisfies it. */
export type OrderLead = {
  id: number;
  name: string;
  phone: string;
  region: { id: string };
  product: { id: number; name: string };
  offerId: string | null;
};

/** The task the modal works for, if any: its id and type decide Approve's route (ONEW-104..106). */
export type OrderTask = { id: number; type: 'LEAD' | 'CALL_BACK' | 'RECALL' };

/**
 * create: a new order for the lead (approve and request the next lead, ONEW-104);
 * edit: change an existing order — approve when the task is a call-back (ONEW-105), else update (ONEW-107);
 * recall-approve: edit from a RECALL task (ONEW-106); re-create: a new order from an old one (ONEW-120).
 */
export type OrderModalMode = 'create' | 'edit' | 'recall-approve' | 're-create';

export type SavedOrderRef = { id: number; shortCode: string };

export type OrderModalProps = {
  open: boolean;
  mode: OrderModalMode;
  lead: OrderLead;
  task?: OrderTask | null;
  /** The existing order of edit, recall-approve and re-create. */
  orderId?: number | null;
  /** A manager sees the product brief inside the modal (ONEW-28). */
  isManager?: boolean;
  onClose: () => void;
  /** Called when the confirmation modal's OK is pressed (ONEW-112); the caller fetches the next task and opens /order/{id}. */
  onCreated: (order: SavedOrderRef) => void;
  /** Called after a change-order update or an approval of an existing order. */
  onUpdated?: (order: SavedOrderRef) => void;
};
