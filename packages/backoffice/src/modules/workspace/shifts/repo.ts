import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, ShiftsTable } from '../../../db/types.js';

export type ShiftRow = Selectable<ShiftsTable>;

/** The account's unfinished shift (it may have run past its end and wait for the sweep). */
export async function findOpenShift(db: Kysely<Database>, accountId: number): Promise<ShiftRow | undefined> {
  return db
    .selectFrom('shifts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/** Inserts a shift unless the account already has an open one (then returns undefined). */
export async function insertShift(
  db: Kysely<Database>,
  accountId: number,
  startedAt: Date,
  endsAt: Date,
): Promise<ShiftRow | undefined> {
  return db
    .insertInto('shifts')
    .values({ account_id: accountId, started_at: startedAt, ends_at: endsAt })
    .onConflict((oc) => oc.column('account_id').where('ended_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Pushes the end of the running shifts of these accounts to at least `until`; a shift whose end
 * moves is due a new "ending" notice. Shifts already past their end are not revived.
 */
export async function extendRunningShifts(
  db: Kysely<Database>,
  accountIds: readonly number[],
  now: Date,
  until: Date,
): Promise<ShiftRow[]> {
  if (!accountIds.length) return [];
  return db
    .updateTable('shifts')
    .set({
      ends_at: sql<Date>`greatest(ends_at, ${until})`,
      ending_notified_at: sql<Date | null>`case when ends_at < ${until} then null else ending_notified_at end`,
    })
    .where('account_id', 'in', [...accountIds])
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now)
    .returningAll()
    .execute();
}

/** Marks the shift ended now (or at its planned end when it expired); undefined if already ended. */
export async function finishShift(
  db: Kysely<Database>,
  shiftId: number,
  endedAt: Date,
  reason: 'ENDED' | 'EXPIRED',
): Promise<ShiftRow | undefined> {
  return db
    .updateTable('shifts')
    .set({ ended_at: endedAt, end_reason: reason })
    .where('id', '=', shiftId)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Claims the "ending" notices now due (60 s before the end); each is returned once across instances. */
export async function takeEndingNotices(db: Kysely<Database>, now: Date, noticeSeconds: number): Promise<ShiftRow[]> {
  return db
    .updateTable('shifts')
    .set({ ending_notified_at: now })
    .where('ended_at', 'is', null)
    .where('ending_notified_at', 'is', null)
    .where('ends_at', '>', now)
    .where('ends_at', '<=', new Date(now.getTime() + noticeSeconds * 1000))
    .returningAll()
    .execute();
}

/** Ends every shift whose end has passed; each is returned once across instances. */
export async function expireShifts(db: Kysely<Database>, now: Date): Promise<ShiftRow[]> {
  return db
    .updateTable('shifts')
    .set({ ended_at: sql<Date>`ends_at`, end_reason: 'EXPIRED' })
    .where('ended_at', 'is', null)
    .where('ends_at', '<=', now)
    .returningAll()
    .execute();
}
