import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useMe } from '@/lib/api/get-me';
import { useSessionUser } from '@/lib/auth/session-context';

/** / (SHELL-01..03): /tasks with read:lead, else /welcome when signed in, else /login. */
export function HomeRedirect() {
  const user = useSessionUser();
  const needsAccountInfo = user !== null && user.claims.permissions === undefined;
  const me = useMe(needsAccountInfo);
  if (!user) return <Navigate to="/login" replace />;
  const permissions = user.claims.permissions ?? me.data?.permissions;
  if (!permissions) return <LoadingScreen />;
  return <Navigate to={permissions.includes('read:lead') ? '/tasks' : '/welcome'} replace />;
}
