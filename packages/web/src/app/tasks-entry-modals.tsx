import { useState } from 'react';
import { MediaTestGate } from '@/features/media-test';
import { SoftphoneSettingsModal, useHasSoftphoneRights, useVoipAccess } from '@/features/softphone';
import { useSessionUser } from '@/lib/auth/session-context';

const SETTINGS_SEEN = 'umbrella.softphone.settingsSeen';

function settingsSeen(): boolean {
  try {
    return sessionStorage.getItem(SETTINGS_SEEN) === '1';
  } catch {
    return false;
  }
}

/**
 * What /tasks shows over the page when it opens: the softphone settings first when voip is on
 * (PHONE-05, once per browser session), then the media test (MEDIA-01), which voip agents with
 * voip:outbound may close (MEDIA-13) and everyone else passes or leaves by logging out (MEDIA-14).
 */
export function TasksEntryModals() {
  const user = useSessionUser();
  const access = useVoipAccess();
  const canClose = useHasSoftphoneRights();
  const [seen, setSeen] = useState(settingsSeen);
  if (!user) return null;
  const voipOn = access.status === 'ready';
  return (
    <>
      <SoftphoneSettingsModal
        open={voipOn && !seen}
        onContinue={() => {
          try {
            sessionStorage.setItem(SETTINGS_SEEN, '1');
          } catch {
            // Storage blocked: it shows again next time.
          }
          setSeen(true);
        }}
      />
      <MediaTestGate
        accountId={user.claims.accountId}
        canClose={canClose}
        active={access.status !== 'loading' && (!voipOn || seen)}
      />
    </>
  );
}
