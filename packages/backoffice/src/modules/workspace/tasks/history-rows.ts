/**
 * The task histories other screens show: every execution about a lead (or order), and the tasks
 * of one type about a lead, with their authors' names from the accounts module's subquery.
 */
import type { ModuleDb } from '../../../db/owners.js';
import type { TaskTypeColumn } from '../../../db/types.js';
import { accountDisplayNameSql } from '../../accounts/index.js';
import type { WorkspaceReads } from '../reads.js';
import type { TaskRow } from './repo.js';

type Db = ModuleDb<'workspace'>;

export type ExecutionRow = {
  id: number;
  task_id: number;
  task_type: string;
  action: string;
  account_id: number | null;
  account_name: string | null;
  details: unknown;
  created_at: Date;
};

/** History of every task about the same lead (or order) as this task, newest first. */
export async function listExecutions(
  db: Db,
  accounts: WorkspaceReads['accounts'],
  task: Pick<TaskRow, 'lead_id' | 'order_id' | 'id'>,
  limit = 200,
) {
  return db
    .selectFrom('task_executions as e')
    .innerJoin('tasks as t', 't.id', 'e.task_id')
    .leftJoin(accounts.as('a'), 'a.id', 'e.account_id')
    .select([
      'e.id',
      'e.task_id',
      't.type as task_type',
      'e.action',
      'e.account_id',
      accountDisplayNameSql('a').as('account_name'),
      'e.details',
      'e.created_at',
    ])
    .where((eb) =>
      task.lead_id
        ? eb('t.lead_id', '=', task.lead_id)
        : task.order_id
          ? eb('t.order_id', '=', task.order_id)
          : eb('t.id', '=', task.id),
    )
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute() as Promise<ExecutionRow[]>;
}

export type LeadTaskRow = {
  id: number;
  type: string;
  status: string;
  due_at: Date;
  reason: string | null;
  comment: string | null;
  order_id: number | null;
  account_id: number | null;
  account_name: string | null;
};

/** The tasks of one type about a lead (its own and its orders'), latest due first. */
export async function listLeadTasks(
  db: Db,
  accounts: WorkspaceReads['accounts'],
  leadId: number,
  type: TaskTypeColumn,
  limit = 100,
): Promise<LeadTaskRow[]> {
  return db
    .selectFrom('tasks as t')
    .leftJoin(accounts.as('a'), 'a.id', 't.account_id')
    .select([
      't.id',
      't.type',
      't.status',
      't.due_at',
      't.reason',
      't.comment',
      't.order_id',
      't.account_id',
      accountDisplayNameSql('a').as('account_name'),
    ])
    .where('t.lead_id', '=', leadId)
    .where('t.type', '=', type)
    .orderBy('t.due_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
