import { ShiftGate } from '@/features/shift/components/shift-gate';
import { TasksPage } from '@/features/tasks/components/tasks-page';
import type { TaskSlots } from '@/features/tasks/types';
import { usePermissions, useCurrentUser } from '@/hooks/use-current-user';

/**
 * /tasks: the work shift around the task queue. The composition point for the features that
 * plug into the lead panel (features never import each other): the order-capture issue sets
 * `CreateOrder`, the softphone issue sets `Phone` and `isCalling`.
 */
const slots: TaskSlots = {};
const isCalling = () => false;

export default function TasksRoute() {
  const user = useCurrentUser();
  const permissions = usePermissions();
  const isManager = (user?.position ?? user?.claim.position) === 'MANAGER';
  return (
    <ShiftGate isManager={isManager} extendOnLoad={permissions.includes('shift:report')} isCalling={isCalling}>
      {({ onShiftLost }) => <TasksPage slots={slots} onShiftNotActive={onShiftLost} />}
    </ShiftGate>
  );
}
