import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp, UpdatedAt } from './columns.js';

// Leads (0001-initial), worked by agents in the workspace.
export interface LeadsTable {
  id: Generated<number>;
  region_id: string;
  product_id: number;
  offer_id: string | null;
  webmaster_id: number | null;
  name: string;
  phone: string;
  status: Generated<number>;
  comment: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The agent working the lead (0003-workspace). */
  holder_account_id: ColumnType<number | null, number | null | undefined, number | null>;
  call_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_status_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
}

// Agent workspace (0003-workspace): orders (minimal), shifts, the task queue, surveys, lead logs.
export interface ShiftsTable {
  id: Generated<number>;
  account_id: number;
  started_at: Timestamp;
  ends_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: 'ENDED' | 'EXPIRED' | null;
  ending_notified_at: NullableTimestamp;
}
export type TaskTypeColumn = 'LEAD' | 'CALL_BACK' | 'RECALL';
export type TaskStatusColumn = 'open' | 'claimed' | 'closed' | 'skipped';
export interface TasksTable {
  id: Generated<number>;
  type: TaskTypeColumn;
  lead_id: number | null;
  order_id: number | null;
  region_id: string;
  product_id: number | null;
  webmaster_id: number | null;
  account_id: number | null;
  status: ColumnType<TaskStatusColumn, TaskStatusColumn | undefined, TaskStatusColumn>;
  due_at: Timestamp;
  reason: string | null;
  comment: string | null;
  created_at: CreatedAt;
  claimed_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  announced_at: NullableTimestamp;
}
export interface TaskExecutionsTable {
  id: Generated<number>;
  task_id: number;
  account_id: number | null;
  action: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}
export interface LeadSurveysTable {
  lead_id: number;
  age: number;
  sex: 'M' | 'F';
  account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface LeadLogsTable {
  id: Generated<number>;
  lead_id: number | null;
  order_id: number | null;
  account_id: number | null;
  action: string;
  created_at: Timestamp;
}

/** The workspace tables, by table name; db/types.ts composes Database from these. */
export interface WorkspaceTables {
  leads: LeadsTable;
  shifts: ShiftsTable;
  tasks: TasksTable;
  task_executions: TaskExecutionsTable;
  lead_surveys: LeadSurveysTable;
  lead_logs: LeadLogsTable;
}
