import { CreateOrderButton } from '@/features/orders/components/create-order-button';
import type { CreateOrderSlotProps } from '@/features/tasks/types';

/**
 * The order modal in the lead view's "Create order" slot (LEAD-18, ONEW-104): create mode for
 * the task's lead. Approve calls the page's onCreated at once (decision 0902), which clears the task,
 * fetches the next one and opens /order/{id} (TASK-17, TASK-23).
 */
export function CreateOrderSlot({ task, lead, onCreated, onUpdated }: CreateOrderSlotProps) {
  return (
    <CreateOrderButton
      lead={lead}
      task={{ id: task.id, type: task.type }}
      onCreated={onCreated}
      onUpdated={() => onUpdated()}
    />
  );
}
