import { useCallback, useEffect } from 'react';
import { matchPath } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { checkGate } from '@/lib/authorization';
import { whenSettled } from '@/lib/when-settled';
import { routeModule } from './route-modules';
import { GATED_ROUTES } from './route-paths';

/** Other routes wait for a longer quiet spell than the header's parts: they are needed least. */
const PRELOAD_QUIET_MS = 2000;

/**
 * Keeps first paint light and navigation instant: once the screen has settled, the
 * chunks of the routes this user may open are fetched; hovering a menu item fetches its chunk at once.
 */
export function usePreloadRoutes(signedIn: boolean): (path: string) => void {
  const permissions = usePermissions();
  const permissionsKey = permissions.join(' ');

  useEffect(() => {
    if (!signedIn) return;
    const held = permissionsKey.split(' ');
    const names = new Set(
      GATED_ROUTES.filter((route) => checkGate(route.gate, { permissions: held, productsIds: [1] }) === 'allowed').map(
        (route) => route.module,
      ),
    );
    const run = () => {
      for (const name of names) void routeModule(name)().catch(() => undefined);
    };
    // Only once this screen has everything it needs: preloading must never compete with it.
    return whenSettled(run, { quietMs: PRELOAD_QUIET_MS });
  }, [signedIn, permissionsKey]);

  return useCallback((path: string) => {
    const route = GATED_ROUTES.find((r) => matchPath(r.path, path));
    if (route) void routeModule(route.module)().catch(() => undefined);
  }, []);
}
