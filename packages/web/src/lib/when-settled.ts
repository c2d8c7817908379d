/**
 * Runs `task` once the screen the user opened has what it needs: the page has loaded, no
 * resource (chunk, API answer, image) has finished for `quietMs`, and the browser is idle.
 * Secondary work — preloading other routes, the header's order flow and softphone, the order
 * modal — starts then, so it never takes bandwidth from the screen's own chunks and data
 * (on slow 4G a burst of preloads pushed the order page's paint from ~4 s to ~8 s).
 * `maxWaitMs` bounds the wait on a page that never goes quiet. Returns a cancel function.
 */
export function whenSettled(task: () => void, { quietMs = 800, maxWaitMs = 15_000 } = {}): () => void {
  let cancelled = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let observer: PerformanceObserver | undefined;

  const finish = () => {
    if (cancelled) return;
    cancelled = true;
    cleanup();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 2_000 });
    else task();
  };
  const cleanup = () => {
    observer?.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(maxTimer);
    window.removeEventListener('load', start);
  };
  const restartQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(finish, quietMs);
  };
  function start() {
    if (cancelled) return;
    maxTimer = setTimeout(finish, maxWaitMs);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      observer = new PerformanceObserver(restartQuiet);
      observer.observe({ type: 'resource' });
    }
    restartQuiet();
  }

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (!cancelled) {
      cancelled = true;
      cleanup();
    }
  };
}
