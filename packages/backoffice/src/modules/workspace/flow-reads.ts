/**
 * The workspace's lead view and histories as the flows above read them (lead details, the order
 * desk): they hold the application's handle, so it is narrowed here to the workspace's tables and
 * the other modules' rows come through their owners' subqueries, bound to the same handle, which
 * must therefore reach every table (a module's narrowed handle does not compile).
 */
import type { Kysely, Transaction } from 'kysely';
import { ownTables, type ReachesEveryTable, wholeHandle } from '../../db/owners.js';
import type { TaskTypeColumn } from '../../db/types.js';
import * as leadRows from './leads/lead-rows.js';
import { workspaceReads } from './reads.js';
import * as tasks from './tasks/history-rows.js';
import type { TaskRow } from './tasks/repo.js';

type AppHandle<DB> = Kysely<DB> | Transaction<DB>;

/** The lead as the lead view shows it, or undefined. */
export function loadLeadRow<DB>(handle: AppHandle<DB>, leadId: number, ...whole: ReachesEveryTable<DB>) {
  const app = wholeHandle(handle, ...whole);
  return leadRows.loadLeadRow(ownTables(app, 'workspace'), workspaceReads(app), leadId);
}

/** The lead's action log (writeLog, phone reveals), newest first. */
export function listLeadLogs<DB>(
  handle: AppHandle<DB>,
  leadId: number,
  limit?: number,
  ...whole: ReachesEveryTable<DB>
) {
  const app = wholeHandle(handle, ...whole);
  return leadRows.listLeadLogs(ownTables(app, 'workspace'), workspaceReads(app).accounts, leadId, limit);
}

/** Every task execution about the same lead (or order) as this task, newest first. */
export function listExecutions<DB>(
  handle: AppHandle<DB>,
  task: Pick<TaskRow, 'lead_id' | 'order_id' | 'id'>,
  limit?: number,
  ...whole: ReachesEveryTable<DB>
) {
  const app = wholeHandle(handle, ...whole);
  return tasks.listExecutions(ownTables(app, 'workspace'), workspaceReads(app).accounts, task, limit);
}

/** The tasks of one type about a lead, latest due first. */
export function listLeadTasks<DB>(
  handle: AppHandle<DB>,
  leadId: number,
  type: TaskTypeColumn,
  limit?: number,
  ...whole: ReachesEveryTable<DB>
) {
  const app = wholeHandle(handle, ...whole);
  return tasks.listLeadTasks(ownTables(app, 'workspace'), workspaceReads(app).accounts, leadId, type, limit);
}
