import { useCallback, useEffect } from 'react';
import { matchPath } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { checkGate } from '@/lib/authorization';
import { routeModule } from './route-modules';
import { GATED_ROUTES } from './route-paths';

const PRELOAD_DELAY_MS = 3000;

/**
 * Keeps first paint light and navigation instant: a few seconds after the page has loaded, the
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
    // Only once this page has everything it needs: preloading must never compete with it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 5000 });
        else run();
      }, PRELOAD_DELAY_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [signedIn, permissionsKey]);

  return useCallback((path: string) => {
    const route = GATED_ROUTES.find((r) => matchPath(r.path, path));
    if (route) void routeModule(route.module)().catch(() => undefined);
  }, []);
}
