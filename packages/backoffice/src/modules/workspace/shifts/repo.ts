import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import type { ShiftsTable } from '../../../db/types.js';

export type ShiftRow = Selectable<ShiftsTable>;

/** The account's unfinished shift (it may have run past its end and wait for the sweep). */
export async function findOpenShift<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  accountId: number,
): Promise<ShiftRow | undefined> {
  const db = ownTables(handle, 'workspace');
  return db
    .selectFrom('shifts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/** Inserts a shift unless the account already has an open one (then returns undefined). */
export async function insertShift<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  accountId: number,
  startedAt: Date,
  endsAt: Date,
): Promise<ShiftRow | undefined> {
  const db = ownTables(handle, 'workspace');
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
export async function extendRunningShifts<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  accountIds: readonly number[],
  now: Date,
  until: Date,
): Promise<ShiftRow[]> {
  if (!accountIds.length) return [];
  return runningShiftsExtension(handle, { accountIds, now, until }).returningAll().execute();
}

/** What a task action's silent extension writes: whose running shifts, seen when, until when. */
export type ShiftExtension = { accountIds: readonly number[]; now: Date; until: Date };

/** The extension's update, unsent: a task action sends it with its other writes (tasks/closing-writes.ts). */
export function runningShiftsExtension<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  { accountIds, now, until }: ShiftExtension,
) {
  return ownTables(handle, 'workspace')
    .updateTable('shifts')
    .set({
      ends_at: sql<Date>`greatest(ends_at, ${until})`,
      ending_notified_at: sql<Date | null>`case when ends_at < ${until} then null else ending_notified_at end`,
    })
    .where('account_id', 'in', [...accountIds])
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now);
}

/** Marks the shift ended now (or at its planned end when it expired); undefined if already ended. */
export async function finishShift<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  shiftId: number,
  endedAt: Date,
  reason: 'ENDED' | 'EXPIRED',
): Promise<ShiftRow | undefined> {
  const db = ownTables(handle, 'workspace');
  return db
    .updateTable('shifts')
    .set({ ended_at: endedAt, end_reason: reason })
    .where('id', '=', shiftId)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Claims the "ending" notices now due (60 s before the end); each is returned once across instances. */
export async function takeEndingNotices<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  now: Date,
  noticeSeconds: number,
): Promise<ShiftRow[]> {
  const db = ownTables(handle, 'workspace');
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
export async function expireShifts<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  now: Date,
): Promise<ShiftRow[]> {
  const db = ownTables(handle, 'workspace');
  return db
    .updateTable('shifts')
    .set({ ended_at: sql<Date>`ends_at`, end_reason: 'EXPIRED' })
    .where('ended_at', 'is', null)
    .where('ends_at', '<=', now)
    .returningAll()
    .execute();
}
