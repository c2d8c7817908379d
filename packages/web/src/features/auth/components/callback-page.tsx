import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { isCallbackUrl } from '@/lib/auth/auth-client';
import type { Session } from '@/lib/auth/session';
import { useSession, useSessionUser } from '@/lib/auth/session-context';
import { InvalidTokenError } from '@/lib/errors/app-errors';
import { raiseError } from '@/lib/errors/error-store';

/** One exchange per callback URL, even when React runs the effect twice. */
const exchanges = new Map<string, Promise<string>>();

function finishSignIn(session: Session, url: string): Promise<string> {
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = session.client.completeSignIn(url).then(({ user, returnTo }) => {
      session.setUser(user);
      return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
    });
    exchanges.set(url, exchange);
  }
  return exchange;
}

/**
 * /callback (AUTH-04, SHELL-05): "Loading data..." while the code is exchanged, then / (or the
 * page the user first asked for). Without a code, a signed-in user is sent on as / would.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const url = window.location.href;
  const hasCode = isCallbackUrl(url);

  useEffect(() => {
    if (!hasCode) return;
    finishSignIn(session, url).then(
      (to) => navigate(to, { replace: true }),
      (error: unknown) => {
        raiseError(new InvalidTokenError('login_required', error));
        navigate('/login', { replace: true });
      },
    );
  }, [hasCode, session, url, navigate]);

  if (!hasCode) return <Navigate to={user ? '/' : '/login'} replace />;
  return <LoadingScreen text={t('auth.callback.loading')} />;
}
