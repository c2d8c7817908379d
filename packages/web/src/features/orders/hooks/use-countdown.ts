import { useEffect, useState } from 'react';

/** Seconds Approve waits on entering the check step (ONEW-11, OCONST-13). */
export const APPROVE_COUNTDOWN_SECONDS = 5;
const TICK_MS = 200;

/**
 * Counts down from 5 each time `runKey` changes while active; 0 means ready (ONEW-12). The
 * seconds are read from the wall clock, so a throttled tab or a busy machine is never held back
 * longer than 5 s by late timer ticks.
 */
export function useCountdown(active: boolean, runKey: number, seconds = APPROVE_COUNTDOWN_SECONDS): number {
  const [left, setLeft] = useState(seconds);
  // runKey is a dependency only to restart the countdown on each entry of the check step.
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active, runKey, seconds]);
  return active ? left : seconds;
}
