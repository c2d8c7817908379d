import { lazy, Suspense } from 'react';
import { useVersionCheck } from '../hooks/use-version-check';

const NewVersionModal = lazy(async () => ({ default: (await import('./new-version-modal')).NewVersionModal }));

/** Runs the version check everywhere; the warning's code is loaded only when a new build appears. */
export function VersionWatch() {
  const available = useVersionCheck();
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionModal available={available} />
    </Suspense>
  );
}
