import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: secondary parts (the order flow, the
 * softphone) start then, so they never compete with the screen the user opened.
 */
export function useAfterLoad(timeoutMs = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      else timer = setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [timeoutMs]);
  return ready;
}
