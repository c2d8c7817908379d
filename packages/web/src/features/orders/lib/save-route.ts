import type { SaveRoute } from '../api/save-order';
import type { OrderModalMode, OrderTask } from '../types';

/** Approve routing (spec §4): create and call-back edits approve, recall edits recall-approve, other edits update. */
export function saveRouteFor(mode: OrderModalMode, task: OrderTask | null, orderId: number | null): SaveRoute {
  const taskId = task?.id ?? null;
  if (mode === 'create' || orderId === null) return { kind: 'create', taskId };
  if (mode === 're-create') return { kind: 're-create', taskId, originalOrderId: orderId };
  if (mode === 'recall-approve' && taskId !== null) return { kind: 'recall-approve', taskId, orderId };
  if (task?.type === 'RECALL') return { kind: 'recall-approve', taskId: task.id, orderId };
  if (task?.type === 'CALL_BACK') return { kind: 'callback-approve', taskId: task.id, orderId };
  return { kind: 'update', orderId };
}

/** Only a change-order update keeps the modal out of the "order created" flow. */
export const createsOrder = (route: SaveRoute) => route.kind === 'create' || route.kind === 're-create';
