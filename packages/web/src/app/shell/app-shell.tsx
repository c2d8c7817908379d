import { Layout } from 'antd';
import { useMemo } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import { useSessionUser } from '@/lib/auth/session-context';
import { routeHandleOf } from '../route-handle';
import { usePreloadRoutes } from '../use-preload-routes';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { GatedOutlet } from './gated-outlet';
import { TopMenu } from './top-menu';

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
    if (handle.notFound) return <NotFoundScreen path={location.pathname} />;
    return <Navigate to="/login" replace state={loginState} />;
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <div style={{ background: '#fff', borderBottom: '1px solid #e5e8eb', padding: '0 8px' }}>
        <TopMenu onHover={preload} />
      </div>
      <Layout.Content style={{ padding: 16 }}>
        <main>
          <GatedOutlet />
        </main>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
