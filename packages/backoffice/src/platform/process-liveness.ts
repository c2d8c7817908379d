/**
 * This process's liveness on a shared PostgreSQL (decision 1785): a session lock (session-lock.ts)
 * on a key of its own, so another instance can tell at once that work this process claimed will
 * never be answered. `holder()` is the key only while the lock is held; a claim made without it
 * falls back to the lease.
 */
import { randomInt } from 'node:crypto';
import { createSessionLock, type SessionLock } from './session-lock.js';

export type Liveness = SessionLock & { holder(): number | null };

export function createLiveness(): Liveness {
  // Positive and below 2^47: a bigint both drivers hand back as a safe number.
  const key = randomInt(1, 2 ** 47);
  const lock = createSessionLock(key);
  return { ...lock, holder: () => (lock.held() ? key : null) };
}
