import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { frameStyles as shellStyles } from '@/components/frame-styles';
import { NotFoundScreen } from '@/components/not-found-screen';
import { useSessionUser } from '@/lib/auth/session-context';
import { isKnownPath } from '../known-paths';
import { usePreloadRoutes } from '../use-preload-routes';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { loadIslands } from './load-islands';
import { PlainMenu } from './plain-menu';

const TopMenu = lazy(async () => ({ default: (await loadIslands()).AntdTopMenu }));

/**
 * The frame every signed-in screen lives in: header, top menu, page, footer. It is part of the
 * first JavaScript and paints at once; antd parts arrive as islands. Signed-out visitors are sent
 * to /login (remembering where they were going), except on the not-found page.
 */
export function AppShell() {
  const user = useSessionUser();
  const location = useLocation();
  const preload = usePreloadRoutes(user !== null);
  const from = `${location.pathname}${location.search}`;
  // Navigate re-navigates whenever its state object changes identity: keep it stable.
  const loginState = useMemo(() => ({ from }), [from]);

  if (!user) {
    if (!isKnownPath(location.pathname)) return <NotFoundScreen path={location.pathname} />;
    return <Navigate to="/login" replace state={loginState} />;
  }
  return (
    <div style={shellStyles.frame}>
      <AppHeader />
      <div style={shellStyles.menuBar}>
        <Suspense fallback={<PlainMenu />}>
          <TopMenu onHover={preload} />
        </Suspense>
      </div>
      <main style={shellStyles.content}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
