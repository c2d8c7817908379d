import { useEffect, useState } from 'react';

/** Seconds Approve waits on entering the check step (ONEW-11, OCONST-13). */
export const APPROVE_COUNTDOWN_SECONDS = 5;

/** Counts down from 5 each time `runKey` changes while active; 0 means ready (ONEW-12). */
export function useCountdown(active: boolean, runKey: number, seconds = APPROVE_COUNTDOWN_SECONDS): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey restarts the countdown on each entry of the check step.
  useEffect(() => {
    if (!active) return;
    setLeft(seconds);
    const timer = setInterval(() => {
      setLeft((current) => {
        if (current <= 1) clearInterval(timer);
        return Math.max(0, current - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [active, runKey, seconds]);
  return active ? left : seconds;
}
