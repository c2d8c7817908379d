import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { raiseError } from '@/lib/errors/error-store';

const ErrorScreen = lazy(async () => {
  const [{ withAntdRoot }, { ErrorScreen: Screen }] = await Promise.all([
    import('@/components/antd-root'),
    import('@/components/error-screen'),
  ]);
  return { default: withAntdRoot(Screen) };
});

/** A screen that crashed (or a chunk that failed to load): the error view, and the dialog (ERR-11). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) raiseError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 'Error';
  return (
    <Suspense fallback={null}>
      <ErrorScreen status={status} />
    </Suspense>
  );
}
