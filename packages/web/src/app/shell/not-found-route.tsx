import { useLocation } from 'react-router';
import { NotFoundScreen } from '@/components/not-found-screen';

/** Any path the table does not know (SHELL-26); part of the frame, so it paints at once. */
export function NotFoundRoute() {
  return <NotFoundScreen path={useLocation().pathname} />;
}
