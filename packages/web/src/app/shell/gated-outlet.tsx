import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useMe } from '@/api/get-me';
import { LoadingScreen } from '@/components/loading-screen';
import { useCurrentUser } from '@/hooks/use-current-user';
import { checkGate, gatePermissions } from '@/lib/authorization';
import { ApiError } from '@/lib/errors/app-errors';
import { routeHandleOf } from '../route-handle';

// The refusal screens (antd Result and its illustrations) load only when one is shown.
const ErrorScreen = lazy(async () => ({ default: (await import('@/components/error-screen')).ErrorScreen }));
const ForbiddenScreen = lazy(async () => ({
  default: (await import('@/components/forbidden-screen')).ForbiddenScreen,
}));
const NoProductsScreen = lazy(async () => ({
  default: (await import('@/components/no-products-screen')).NoProductsScreen,
}));

const screen = (node: ReactNode) => <Suspense fallback={<LoadingScreen />}>{node}</Suspense>;

/**
 * The page area: "Loading..." until the current user is assembled (SHELL-58), then the route's
 * gate decides between the page, the permission screen and the no-products screen (SHELL-08).
 */
export function GatedOutlet() {
  const me = useMe();
  const user = useCurrentUser();
  const handle = routeHandleOf(useMatches());
  if (me.error) {
    const status = me.error instanceof ApiError ? me.error.status : 'Error';
    return screen(<ErrorScreen status={status} message={me.error.message} />);
  }
  if (!user) return <LoadingScreen />;
  if (!handle.gate) return <Outlet />;
  const productsIds = user.productsIds.length ? user.productsIds : user.claim.productsIds;
  const decision = checkGate(handle.gate, { permissions: user.permissions, productsIds });
  if (decision === 'forbidden') {
    return screen(<ForbiddenScreen permissions={gatePermissions(handle.gate)} never={handle.gate.type === 'never'} />);
  }
  if (decision === 'noProducts') return screen(<NoProductsScreen />);
  return <Outlet />;
}
