import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session-context';
import { raiseError } from '@/lib/errors/error-store';
import { pingSession } from '../api/ping-session';
import { sessionId } from '../session-id';

export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * While signed in, pings with the session id at once and then every 10 s (SESSION-01, SESS-04);
 * nothing is sent while signed out (SESSION-02). A failing ping goes to the error dialog — that
 * is how a revoked token is noticed even on an idle screen.
 */
export function useHeartbeat(signedIn: boolean): void {
  const session = useSession();
  useEffect(() => {
    if (!signedIn) return;
    const ping = () => {
      pingSession(sessionId()).catch((error: unknown) => {
        if (session.isSignedIn()) raiseError(error);
      });
    };
    ping();
    const timer = setInterval(ping, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn, session]);
}
