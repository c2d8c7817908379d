import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { ScriptsToConfirmNotice } from '@/features/scripts/components/scripts-to-confirm-notice';
import { ShiftGate } from '@/features/shift/components/shift-gate';
import { useCurrentUser, usePermissions } from '@/hooks/use-current-user';
import { tasksComposition } from '../tasks-composition';
import { TasksEntryModals } from '../tasks-entry-modals';

/*
 * The task page (lead view, order tasks, their dialogs) is fetched as soon as this route module
 * runs, in parallel with the shift check and the entry dialogs that paint first — not after them
 * (no waterfall), and not as part of what /tasks needs before it can paint (the start-up budget).
 */
const tasksPageModule = import('@/features/tasks/components/tasks-page');
const TasksPage = lazy(async () => ({ default: (await tasksPageModule).TasksPage }));

/** /tasks: the work shift around the task queue, with the slots other features fill (tasks-composition.ts). */
export default function TasksRoute() {
  const user = useCurrentUser();
  const permissions = usePermissions();
  // Whether a shift is needed depends on the position: decide nothing before the user is known.
  if (!user) return <LoadingScreen />;
  const isManager = (user?.position ?? user?.claim.position) === 'MANAGER';
  return (
    <>
      {!isManager && <ScriptsToConfirmNotice />}
      <ShiftGate
        isManager={isManager}
        extendOnLoad={permissions.includes('shift:report')}
        isCalling={() => tasksComposition.isCalling()}
      >
        {({ onShiftLost }) => (
          <>
            <TasksEntryModals />
            <Suspense fallback={<LoadingScreen />}>
              <TasksPage slots={tasksComposition.slots} onShiftNotActive={onShiftLost} />
            </Suspense>
          </>
        )}
      </ShiftGate>
    </>
  );
}
