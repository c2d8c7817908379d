/**
 * This process's liveness on a shared PostgreSQL (decision 1785): a session-level advisory lock on
 * a key of its own, held by the one connection the process keeps open anyway (the event LISTEN
 * connection, which reconnects after a loss). The server releases the lock the moment that
 * session ends — the process killed, or cut off from the database — so another instance can tell
 * at once that work this process claimed will never be answered. `holder()` is the key only while
 * the lock is held; a claim made without it falls back to the lease.
 */
import { randomInt } from 'node:crypto';

export type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Liveness = {
  holder(): number | null;
  /** Takes the lock on this session unless it is held already; false while an old session still has it. */
  tryHold(query: Query): Promise<boolean>;
  /** The session that held the lock is gone. */
  lost(): void;
};

export function createLiveness(): Liveness {
  // Positive and below 2^47: a bigint both drivers hand back as a safe number.
  const key = randomInt(1, 2 ** 47);
  let held = false;
  return {
    holder: () => (held ? key : null),
    async tryHold(query) {
      if (held) return true;
      const { rows } = await query('select pg_try_advisory_lock($1) as held', [key]);
      held = rows[0]?.held === true;
      return held;
    },
    lost() {
      held = false;
    },
  };
}
