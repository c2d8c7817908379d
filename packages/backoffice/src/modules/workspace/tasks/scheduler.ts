/**
 * The workspace's background sweep, driven by the business clock: `shift.ending` 60 s before a
 * shift ends, `shift.ended` (and the agent's work back to the queue) when it has — both the shift
 * service's (shifts/sweep.ts) — and `task.available` for what has come due. Each row is taken with an
 * update, so several instances may sweep at once without sending anything twice.
 *
 * A commit that made work available asks only for the announcement, and a floor's commits
 * (dozens a second) share one: an outcome used to run the whole sweep, shifts included, which
 * was a sixth of the database's statements on a 300-agent floor.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import { coalescedRun } from '../../../platform/coalesced-run.js';
import type { ShiftService } from '../shifts/service.js';
import { announceDueTasks } from './announce.js';

export type SweepResult = { endingNotices: number; ended: number; announced: number };

export async function sweepWorkspace(
  db: ModuleDb<'workspace'>,
  clock: Clock,
  shifts: Pick<ShiftService, 'sweep'>,
): Promise<SweepResult> {
  const now = clock.now();
  const { endingNotices, ended } = await shifts.sweep(now);
  const announced = await announceDueTasks(db, now);
  return { endingNotices, ended, announced };
}

export type WorkspaceScheduler = {
  /** One sweep now (tests, the clock control route). */
  sweep(): Promise<SweepResult>;
  /** Sweeps every `intervalMs` until stopped, while `leads()` says this instance runs background work. */
  start(logger: FastifyBaseLogger, intervalMs?: number, leads?: () => boolean): void;
  /** Asks for an announcement soon (after a commit that made work available); no-op when not started. */
  kick(): void;
  stop(): Promise<void>;
};

/** Kicks closer than this share one announcement (a pushed task waits at most this much longer). */
const KICK_GAP_MS = 50;

export function createWorkspaceScheduler(
  db: ModuleDb<'workspace'>,
  clock: Clock,
  shifts: Pick<ShiftService, 'sweep'>,
): WorkspaceScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let log: FastifyBaseLogger | undefined;
  let unsubscribe: (() => void) | undefined;
  const announce = coalescedRun(() => announceDueTasks(db, clock.now()), {
    gapMs: KICK_GAP_MS,
    onError: (err) => log?.warn({ err }, 'task announcement failed'),
  });

  let leading: () => boolean = () => true;

  const run = () => {
    if (!leading()) return;
    if (running) {
      again = true;
      return;
    }
    running = sweepWorkspace(db, clock, shifts)
      .catch((err: unknown) => log?.warn({ err }, 'workspace sweep failed'))
      .finally(() => {
        running = undefined;
        if (again && timer) {
          again = false;
          run();
        }
      });
  };

  return {
    sweep: () => sweepWorkspace(db, clock, shifts),
    start(logger, intervalMs = 1_000, leads = () => true) {
      if (timer) return;
      log = logger;
      leading = leads;
      timer = setInterval(run, intervalMs);
      timer.unref();
      unsubscribe = clock.onChange(run);
      run();
    },
    kick() {
      if (timer) announce.trigger();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      await Promise.all([running, announce.stop()]);
    },
  };
}
