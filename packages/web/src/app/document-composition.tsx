import { CreateDocumentButton } from '@/features/documents/components/create-document-button';
import type { Task } from '@/features/tasks/types';

/** The documents feature's "New document" in an order task's view: about the task's order (DOC-14, DOC-17). */
export function CreateDocumentSlot({ task }: { task: Task }) {
  return <CreateDocumentButton orderId={task.order?.id ?? task.orderId} regionId={task.context?.region.id} />;
}
