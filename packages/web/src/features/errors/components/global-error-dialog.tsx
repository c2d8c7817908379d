import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getErrorState, subscribeErrors } from '@/lib/errors/error-store';

const loadDialog = () => import('./error-dialog');
const ErrorDialog = lazy(async () => ({ default: (await loadDialog()).ErrorDialog }));

/**
 * Mounts the error dialog only when there is an error, so its antd parts stay out of the first
 * paint; the chunk is fetched once the app is idle, so the dialog still opens when offline.
 */
export function GlobalErrorDialog() {
  const { current } = useSyncExternalStore(subscribeErrors, getErrorState);
  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => undefined), 3000);
    return () => clearTimeout(timer);
  }, []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  );
}
