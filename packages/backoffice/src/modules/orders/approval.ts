import type { TaskTypeColumn } from '../../db/types.js';

/**
 * What an order write hands the workspace in the same transaction (flows/order-capture): the
 * lead and task it finishes and the status the lead takes.
 */
export type ApprovedOrder = {
  leadId: number | null;
  orderId: number;
  orderStatus: number;
  taskId?: number | null;
  /** The task type the edit mode needs; creation closes the lead's LEAD tasks as well. */
  expectedType?: TaskTypeColumn;
  now: Date;
};
