import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { CallbackPage } from '@/features/auth/components/callback-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { HomeRedirect } from './home-redirect';
import { RootLayout } from './root-layout';
import { lazyPage } from './route-modules';
import { GATED_ROUTES, LEADS_ALIAS, SCRIPT_CREATE_WITHOUT_PRODUCT } from './route-paths';
import { AppShell } from './shell/app-shell';
import { GatedPage } from './shell/gated-page';
import { NotFoundRoute } from './shell/not-found-route';

/**
 * The whole route tree: public pages (the customer's payment page among them), then the shell with every gated route and the 404 page.
 * Sign-in, the callback and the frame are in the first JavaScript; pages load on their own.
 * (Declarative routes: the data router would add 16 KB gzip to the first JavaScript for nothing
 * this app uses.)
 */
const PayPage = lazyPage('pay');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRedirect />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/silent-renew" element={<LoadingScreen />} />
        <Route path="/pay/:token" element={<PayPage />} />
        <Route path={LEADS_ALIAS} element={<Navigate to="/tasks" replace />} />
        <Route element={<AppShell />}>
          {GATED_ROUTES.map((route) => {
            const Page = lazyPage(route.module);
            return (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <GatedPage gate={route.gate} titleKey={route.titleKey} descriptionKey={route.descriptionKey}>
                    <Page />
                  </GatedPage>
                }
              />
            );
          })}
          <Route
            path={SCRIPT_CREATE_WITHOUT_PRODUCT}
            element={
              <GatedPage gate={{ type: 'allOf', permissions: ['script:edit'] }}>
                <Navigate to="/scripts" replace />
              </GatedPage>
            }
          />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
