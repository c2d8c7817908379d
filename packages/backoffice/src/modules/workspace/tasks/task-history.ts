/**
 * A task's history (TASK-33): every claim, outcome and move of the tasks about the same lead (or
 * order), newest first, with the author's name from the accounts module's subquery.
 */
import type { TaskExecutionDto } from '@umbrella/contract';
import type { ModuleDb } from '../../../db/owners.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import type { WorkspaceReads } from '../reads.js';
import { listExecutions } from './history-rows.js';
import type { TaskCaller } from './task-caller.js';

export function createTaskHistory(deps: { db: ModuleDb<'workspace'>; reads: Pick<WorkspaceReads, 'accounts'> }) {
  const { db, reads } = deps;
  return {
    /** History of the task's lead (or order): every claim, outcome and move (TASK-33). */
    async executions(caller: TaskCaller, taskId: number): Promise<TaskExecutionDto[]> {
      const task = foundInRegions(
        caller,
        await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst(),
        (r) => r.region_id,
        'Task not found',
      );
      const rows = await listExecutions(db, reads.accounts, task);
      return rows.map((r) => {
        const details = (typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? {})) as Record<
          string,
          unknown
        >;
        return {
          id: r.id,
          taskId: r.task_id,
          taskType: r.task_type,
          action: r.action,
          accountId: r.account_id,
          accountName: r.account_name,
          comment: typeof details.comment === 'string' ? details.comment : null,
          details,
          createdAt: new Date(r.created_at).toISOString(),
        };
      });
    },
  };
}
