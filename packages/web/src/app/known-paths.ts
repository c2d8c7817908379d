import { matchPath } from 'react-router';
import { GATED_ROUTES, SCRIPT_CREATE_WITHOUT_PRODUCT } from './route-paths';

/** True when the path is a screen of the table (so a signed-out visitor is sent to sign in). */
export function isKnownPath(pathname: string): boolean {
  return (
    GATED_ROUTES.some((route) => matchPath(route.path, pathname)) ||
    matchPath(SCRIPT_CREATE_WITHOUT_PRODUCT, pathname) !== null
  );
}
