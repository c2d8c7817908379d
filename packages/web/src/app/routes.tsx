import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { HomeRedirect } from './home-redirect';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { lazyRoute } from './route-modules';
import { GATED_ROUTES, LEADS_ALIAS, SCRIPT_CREATE_WITHOUT_PRODUCT } from './route-paths';

/** The whole route tree: public pages, then the shell with every gated route and the 404 page. */
export function createRoutes(): RouteObject[] {
  const notFound: RouteHandle = { notFound: true };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { index: true, element: <HomeRedirect /> },
        { path: '/login', lazy: lazyRoute('login') },
        { path: '/callback', lazy: lazyRoute('callback') },
        { path: '/silent-renew', element: <LoadingScreen /> },
        { path: LEADS_ALIAS, element: <Navigate to="/tasks" replace /> },
        {
          lazy: lazyRoute('shell'),
          children: [
            ...GATED_ROUTES.map(
              (route): RouteObject => ({
                path: route.path,
                handle: { gate: route.gate, titleKey: route.titleKey } satisfies RouteHandle,
                lazy: lazyRoute(route.module),
              }),
            ),
            {
              path: SCRIPT_CREATE_WITHOUT_PRODUCT,
              handle: { gate: { type: 'allOf', permissions: ['script:edit'] } } satisfies RouteHandle,
              element: <Navigate to="/scripts" replace />,
            },
            { path: '*', handle: notFound, lazy: lazyRoute('not-found') },
          ],
        },
      ],
    },
  ];
}
