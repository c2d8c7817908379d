import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { isFeedbackHostWanted, subscribeFeedback } from '@/lib/feedback/feedback';

const FeedbackHost = lazy(async () => ({ default: (await import('./feedback-host')).FeedbackHost }));

/**
 * Mounts the one feedback host (lib/feedback) above every route. Its antd parts load once the
 * screen has settled, or at once when a notice is waiting, so they never delay the first paint.
 */
export function GlobalFeedback() {
  const settled = useAfterLoad();
  const wanted = useSyncExternalStore(subscribeFeedback, isFeedbackHostWanted);
  if (!settled && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}
