import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { type ShiftLifecycleOptions, useShiftLifecycle } from '../hooks/use-shift-lifecycle';
import { ExtensionDialog } from './extension-dialog';
import { NewShiftModal } from './new-shift-modal';

/**
 * /tasks behind the work shift (SHIFT-04): the content shows with a running shift or for a
 * MANAGER, otherwise "Loading..." under the new-shift prompt. The extension prompt overlays it.
 */
export type ShiftControls = { onShiftLost: () => void };

export function ShiftGate({
  children,
  ...options
}: ShiftLifecycleOptions & { children: (controls: ShiftControls) => ReactNode }) {
  const shift = useShiftLifecycle(options);
  return (
    <>
      {shift.open ? children({ onShiftLost: shift.lost }) : <LoadingScreen />}
      <NewShiftModal
        open={shift.prompt === 'newShift'}
        busy={shift.busy}
        onStart={() => void shift.start()}
        onLogOut={() => void shift.logOut()}
      />
      <ExtensionDialog
        open={shift.prompt === 'extend'}
        busy={shift.busy}
        onContinue={() => void shift.continueShift()}
        onDecline={() => void shift.decline()}
      />
    </>
  );
}
