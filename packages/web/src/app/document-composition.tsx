import { CreateDocumentButton } from '@/features/documents/components/create-document-button';
import type { OrderDto } from '@/features/orders/types';
import type { Task } from '@/features/tasks/types';

/** The documents feature's "New document" in an order task's view: about the task's order (DOC-14, DOC-17). */
export function CreateDocumentSlot({ task }: { task: Task }) {
  return <CreateDocumentButton orderId={task.order?.id ?? task.orderId} regionId={task.context?.region.id} />;
}

/** The same "New document" on the order page: the opened order is the selected one (decision 1221). */
export function CreateDocumentAboutOrder(order: OrderDto) {
  return <CreateDocumentButton orderId={order.id} regionId={order.regionId} />;
}
