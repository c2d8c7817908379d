import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useSessionUser } from '@/lib/auth/session-context';
import { routeHandleOf } from '../route-handle';
import { usePreloadRoutes } from '../use-preload-routes';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { GatedOutlet } from './gated-outlet';
import { shellStyles } from './shell-styles';
import { TopMenu } from './top-menu';

const NotFoundScreen = lazy(async () => ({ default: (await import('@/components/not-found-screen')).NotFoundScreen }));

/**
 * The frame every signed-in screen lives in: header, top menu, page, footer. Signed-out visitors
 * are sent to /login (remembering where they were going), except on the not-found page.
 */
export function AppShell() {
  const user = useSessionUser();
  const location = useLocation();
  const handle = routeHandleOf(useMatches());
  const preload = usePreloadRoutes(user !== null);
  const from = `${location.pathname}${location.search}`;
  // Navigate re-navigates whenever its state object changes identity: keep it stable.
  const loginState = useMemo(() => ({ from }), [from]);

  if (!user) {
    if (handle.notFound) {
      return (
        <Suspense fallback={null}>
          <NotFoundScreen path={location.pathname} />
        </Suspense>
      );
    }
    return <Navigate to="/login" replace state={loginState} />;
  }
  return (
    <div style={shellStyles.frame}>
      <AppHeader />
      <div style={shellStyles.menuBar}>
        <TopMenu onHover={preload} />
      </div>
      <main style={shellStyles.content}>
        <GatedOutlet />
      </main>
      <AppFooter />
    </div>
  );
}
