/** Task polling back-off (TASK-10, TASK-11, A-08): 5 s, 10 s, … in 5 s steps, capped at 60 s. */
export const POLL_STEP_MS = 5_000;
export const POLL_MAX_MS = 60_000;

/** The wait before poll number `attempt` (1-based) of one search; it starts again after a task. */
export function pollDelay(attempt: number): number {
  return Math.min(POLL_MAX_MS, POLL_STEP_MS * Math.max(1, attempt));
}
