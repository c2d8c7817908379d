/**
 * Business time of the back-office: shift ends, due recalls and task timestamps read it, never
 * `Date.now()` directly, so that tests and end-to-end runs can move time instead of sleeping.
 * In production it is the system clock; with TEST_CLOCK=1 a test-only route sets an offset.
 */
export type Clock = {
  now(): Date;
  /** Called whenever the offset changes, so timers re-evaluate what is due. */
  onChange(listener: () => void): () => void;
};

export type AdjustableClock = Clock & {
  /** Business time = system time + offset. */
  setOffsetSeconds(seconds: number): void;
  offsetSeconds(): number;
};

/**
 * A clock at system time plus an offset; with `frozenAt` it stands still at that instant (plus
 * the offset), which makes durations in tests exact.
 */
export function createClock(options: { offsetSeconds?: number; frozenAt?: Date } = {}): AdjustableClock {
  let offsetMs = (options.offsetSeconds ?? 0) * 1000;
  const base = options.frozenAt?.getTime();
  const listeners = new Set<() => void>();
  return {
    now: () => new Date((base ?? Date.now()) + offsetMs),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOffsetSeconds(seconds) {
      offsetMs = Math.round(seconds * 1000);
      for (const listener of listeners) listener();
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}

/** The process-wide clock the back-office uses unless one is passed in. */
export const systemClock: AdjustableClock = createClock();

/** True when the test-only clock control route may be mounted (TEST_CLOCK=1). */
export function clockControlEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TEST_CLOCK === '1' || env.TEST_CLOCK === 'true';
}
