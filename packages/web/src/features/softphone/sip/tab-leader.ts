/**
 * One SIP registration per agent, however many tabs are open: the tab holding a Web Lock is the
 * leader and runs the user agent; the others follow over a BroadcastChannel — they show the
 * leader's state and send it their commands. When the leader tab closes, the lock passes to
 * another tab, which registers in its place. (Several registrations of one extension make the
 * newest win and calls ring in a forgotten tab.)
 */

export type LeaderElection = { stop(): void };

/** Calls onLeader once this tab holds the lock; without Web Locks every tab leads. */
export function electLeader(
  name: string,
  onLeader: () => void,
  locks: LockManager | undefined = navigator.locks,
): LeaderElection {
  if (!locks) {
    onLeader();
    return { stop: () => undefined };
  }
  let release: (() => void) | null = null;
  let stopped = false;
  const abort = new AbortController();
  locks
    .request(name, { signal: abort.signal }, () => {
      if (stopped) return undefined;
      onLeader();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined);
  return {
    stop() {
      stopped = true;
      abort.abort();
      release?.();
    },
  };
}
