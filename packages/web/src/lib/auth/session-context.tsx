import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Session, SessionUser } from './session';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in user (token claims and id-token profile), or null when signed out. */
export function useSessionUser(): SessionUser | null {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot).user;
}
