/**
 * The workspace's lead view and histories as the flows above read them (lead details, the order
 * desk): they hold the application's handle, so it is narrowed here to the workspace's tables and
 * the other modules' rows come through their owners' subqueries.
 */
import type { Kysely, Transaction } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database, TaskTypeColumn } from '../../db/types.js';
import * as leadRows from './leads/lead-rows.js';
import { workspaceReads } from './reads.js';
import * as tasks from './tasks/history-rows.js';
import type { TaskRow } from './tasks/repo.js';

type AppHandle = Kysely<Database> | Transaction<Database>;

/** The lead as the lead view shows it, or undefined. */
export const loadLeadRow = (app: AppHandle, leadId: number) =>
  leadRows.loadLeadRow(ownTables(app, 'workspace'), workspaceReads(app), leadId);

/** The lead's action log (writeLog, phone reveals), newest first. */
export const listLeadLogs = (app: AppHandle, leadId: number, limit?: number) =>
  leadRows.listLeadLogs(ownTables(app, 'workspace'), workspaceReads(app).accounts, leadId, limit);

/** Every task execution about the same lead (or order) as this task, newest first. */
export const listExecutions = (app: AppHandle, task: Pick<TaskRow, 'lead_id' | 'order_id' | 'id'>, limit?: number) =>
  tasks.listExecutions(ownTables(app, 'workspace'), workspaceReads(app).accounts, task, limit);

/** The tasks of one type about a lead, latest due first. */
export const listLeadTasks = (app: AppHandle, leadId: number, type: TaskTypeColumn, limit?: number) =>
  tasks.listLeadTasks(ownTables(app, 'workspace'), workspaceReads(app).accounts, leadId, type, limit);
