/**
 * `task.available`: when tasks come due (new leads, recalls reaching their time, released or
 * rescheduled tasks), the agents who could take one of them and are waiting for work — running
 * shift, nothing held — are told, each once per sweep. A reserved follow-up is announced only to
 * its agent. Each task is announced once across all back-office instances.
 */
import type { TaskType } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import { publishEvent } from '../../../platform/events/publish.js';
import { floorChanged } from '../../../platform/floor-changes.js';
import { accountMayTakeSql } from '../../accounts/index.js';
import { intArray } from './eligibility.js';

type DueTask = { id: number; type: TaskType; region_id: string };

/** Marks up to `limit` due, unannounced open tasks as announced and returns them. */
export async function takeDueTasks(trx: ModuleDb<'workspace'>, now: Date, limit = 500): Promise<DueTask[]> {
  const result = await sql<DueTask>`
    update tasks set announced_at = ${now}
    where id in (
      select id from tasks
      where status = 'open' and announced_at is null and due_at <= ${now}
      order by due_at, id
      limit ${limit}
      for update skip locked)
    returning id, type, region_id`.execute(trx);
  return result.rows;
}

type Recipient = { account_id: number; task_id: number; type: TaskType };

/** One recipient per waiting agent who may take one of these tasks (the earliest due of them). */
export async function waitingRecipients(
  trx: ModuleDb<'workspace'>,
  taskIds: readonly number[],
  now: Date,
): Promise<Recipient[]> {
  if (!taskIds.length) return [];
  const result = await sql<Recipient>`
    select distinct on (s.account_id) s.account_id, t.id as task_id, t.type
    from tasks t
    join shifts s on s.ended_at is null and s.ends_at > ${now}
    where t.id = any(${intArray(taskIds)})
      and t.status = 'open'
      and not exists (select 1 from tasks c where c.account_id = s.account_id and c.status = 'claimed')
      and (t.account_id = s.account_id or (t.account_id is null and ${accountMayTakeSql('s.account_id', 't')}))
    order by s.account_id, t.due_at, t.id`.execute(trx);
  return result.rows;
}

/** Announces what has come due; returns how many agents were told. */
export async function announceDueTasks(db: ModuleDb<'workspace'>, now: Date): Promise<number> {
  const { told, regionIds } = await db.transaction().execute(async (trx) => {
    const due = await takeDueTasks(trx, now);
    const recipients = await waitingRecipients(
      trx,
      due.map((t) => t.id),
      now,
    );
    for (const r of recipients) {
      await publishEvent(trx, 'task.available', r.account_id, { taskId: r.task_id, type: r.type });
    }
    return { told: recipients.length, regionIds: [...new Set(due.map((t) => t.region_id))] };
  });
  // What came due joined its region's queue on the supervisor's wallboard.
  floorChanged(db, regionIds);
  return told;
}
