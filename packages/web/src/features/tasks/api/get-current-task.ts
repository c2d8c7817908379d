import { api, unwrap } from '@/lib/api/api';

/** Get current (TASK-30): the task the caller holds, or null. No side effects: used after a reload. */
export async function getCurrentTask(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/tasks/api/v1/tasks/current', { signal })).task;
}
