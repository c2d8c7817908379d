import { LoadingScreen } from '@/components/loading-screen';
import { ShiftGate } from '@/features/shift/components/shift-gate';
import { TasksPage } from '@/features/tasks/components/tasks-page';
import { useCurrentUser, usePermissions } from '@/hooks/use-current-user';
import { tasksComposition } from '../tasks-composition';
import { TasksEntryModals } from '../tasks-entry-modals';

/** /tasks: the work shift around the task queue, with the slots other features fill (tasks-composition.ts). */
export default function TasksRoute() {
  const user = useCurrentUser();
  const permissions = usePermissions();
  // Whether a shift is needed depends on the position: decide nothing before the user is known.
  if (!user) return <LoadingScreen />;
  const isManager = (user?.position ?? user?.claim.position) === 'MANAGER';
  return (
    <ShiftGate
      isManager={isManager}
      extendOnLoad={permissions.includes('shift:report')}
      isCalling={() => tasksComposition.isCalling()}
    >
      {({ onShiftLost }) => (
        <>
          <TasksEntryModals />
          <TasksPage slots={tasksComposition.slots} onShiftNotActive={onShiftLost} />
        </>
      )}
    </ShiftGate>
  );
}
