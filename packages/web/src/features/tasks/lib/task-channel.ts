/**
 * The desk's tabs keep to one task, as the softphone's tabs keep to one registration: a tab that
 * moves to another task (an outcome recorded, the next lead fetched) says so over a
 * BroadcastChannel, and the other tabs reload the agent's current task instead of staying on a
 * lead the server has closed (their next action would only get a 409).
 */
export const TASK_CHANNEL = 'umbrella-desk-task';

/** The task a tab now shows; null while it searches. */
export type TaskMoved = { taskId: number | null };

export function openTaskChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TASK_CHANNEL);
}
