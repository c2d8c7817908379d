import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The executions history of a task's lead or order, newest first (TASK-33). */
export async function getTaskExecutions(taskId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/tasks/api/v1/tasks/{taskId}/executions', { params: { path: { taskId } }, signal }),
  );
}

export const taskExecutionsQueryOptions = (taskId: number) =>
  queryOptions({
    queryKey: ['tasks', 'executions', taskId],
    queryFn: ({ signal }) => getTaskExecutions(taskId, signal),
    staleTime: 0,
    meta: { errorMode: 'page' },
  });

export function useTaskExecutions(taskId: number, enabled: boolean) {
  return useQuery({ ...taskExecutionsQueryOptions(taskId), enabled });
}
