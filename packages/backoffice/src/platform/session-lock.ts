/**
 * A session-level PostgreSQL advisory lock held by the one connection a process keeps open
 * anyway (the event LISTEN connection, which reconnects after a loss). The server releases it the
 * moment that session ends — the process killed, or cut off from the database — so other
 * instances learn of it at once. Two kinds: each process's liveness (a key of its own,
 * process-liveness.ts) and the deployment's background-work leadership (one key for all,
 * leadership.ts).
 */
export type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type SessionLock = {
  held(): boolean;
  /** Takes the lock on this session unless it is held already; false while another session has it. */
  tryHold(query: Query): Promise<boolean>;
  /** The session that held the lock is gone. */
  lost(): void;
};

export function createSessionLock(key: number): SessionLock {
  let held = false;
  return {
    held: () => held,
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
