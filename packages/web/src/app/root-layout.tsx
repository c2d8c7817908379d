import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalFeedback } from '@/components/global-feedback';
import { useClockCheck } from '@/features/auth/hooks/use-clock-check';
import { GlobalErrorDialog } from '@/features/errors/components/global-error-dialog';
import { useHeartbeat } from '@/features/sessions/hooks/use-heartbeat';
import { VersionWatch } from '@/features/version/components/version-watch';
import { useSession, useSessionUser } from '@/lib/auth/session-context';
import { useEventStream } from '@/lib/events/events-context';
import { RouteErrorBoundary } from './route-error-boundary';

/** Above every route: the global dialogs, the messages and notifications, and what runs while a user is signed in. */
export function RootLayout() {
  const session = useSession();
  const signedIn = useSessionUser() !== null;
  const events = useEventStream();
  const { pathname } = useLocation();
  useHeartbeat(signedIn);
  useClockCheck(signedIn);
  useEffect(() => {
    if (!signedIn) return;
    events.start(() => session.getAccessToken());
    return () => events.stop();
  }, [signedIn, events, session]);

  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <GlobalErrorDialog />
      <GlobalFeedback />
      <VersionWatch />
    </>
  );
}
