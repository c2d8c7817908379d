import { useState } from 'react';
import { useSession } from '@/lib/auth/session-context';
import type { MediaTestDevices } from '../devices';
import { isMediaTestDue, rememberMediaTestPassed } from '../visibility';
import { MediaTestModal } from './media-test-modal';

/**
 * The media test as the tasks page shows it (MEDIA-01, MEDIA-02): due once a day per account in
 * this browser; Continue remembers it, Close (voip agents) hides it for this visit, Log out ends
 * the session.
 */
export function MediaTestGate({
  accountId,
  canClose,
  active = true,
  devices,
}: {
  accountId: number;
  canClose: boolean;
  /** False while something must show first (the softphone settings, PHONE-05). */
  active?: boolean;
  devices?: MediaTestDevices;
}) {
  const session = useSession();
  const [visible, setVisible] = useState(() => isMediaTestDue(accountId));
  return (
    <MediaTestModal
      open={active && visible}
      canClose={canClose}
      devices={devices}
      onContinue={() => {
        rememberMediaTestPassed(accountId);
        setVisible(false);
      }}
      onClose={() => setVisible(false)}
      onLogout={() => void session.signOut()}
    />
  );
}
