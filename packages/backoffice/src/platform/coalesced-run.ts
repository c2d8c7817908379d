/**
 * Runs background work when asked, but never twice at once and at most once per `gapMs`: asks
 * that arrive while it runs, or within the gap after it started, become one more run. A floor's
 * commits ask many times a second for the same work (announcing what came due); one run after
 * the burst sees everything the burst committed.
 */
export type CoalescedRun = {
  /** Asks for a run: at once when idle and the gap has passed, else one more after the current. */
  trigger(): void;
  /** Resolves when no run is going and none is asked for. */
  idle(): Promise<void>;
  /** Forgets what was asked and waits for the current run. */
  stop(): Promise<void>;
};

export function coalescedRun(
  work: () => Promise<unknown>,
  options: { gapMs: number; onError(err: unknown): void },
): CoalescedRun {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wanted = false;
  let stopped = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const start = () => {
    timer = undefined;
    wanted = false;
    lastStart = performance.now();
    running = work()
      .then(
        () => undefined,
        (err: unknown) => options.onError(err),
      )
      .finally(() => {
        running = undefined;
        schedule();
      });
  };

  const schedule = () => {
    if (stopped || !wanted || running || timer) return;
    timer = setTimeout(start, Math.max(0, lastStart + options.gapMs - performance.now()));
    timer.unref();
  };

  return {
    trigger() {
      wanted = true;
      schedule();
    },
    async idle() {
      while (running || timer) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, options.gapMs)));
      }
    },
    async stop() {
      stopped = true;
      wanted = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
