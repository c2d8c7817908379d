/**
 * Who is dialling (decision 1822): the call record opens only when the customer answers
 * (CALL_START is the softphone's "confirmed"), so a call placed and still ringing is known from the
 * call log alone — the agent's latest call action is the dial button (CALL_BUTTON_PRESSED) with no
 * answer, no end and no failure logged after it. A press older than DIAL_LIMIT_MS whose end was
 * never logged (a refused microphone, a closed tab) is no longer a dial. Served by lead_logs_account.
 */
import type { Kysely } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';

/** A dial rings out long before this; an older press with nothing after it is a lost end. */
export const DIAL_LIMIT_MS = 2 * 60_000;

/** The call-log actions that start, answer or end a call (PHONE-39). */
const CALL_ACTIONS = [
  'CALL_BUTTON_PRESSED',
  'CALL_START',
  'CALL_END_MANUAL',
  'CALL_END_AUTO',
  'CALL_ENDED',
  'NO_ANSWER_AUTO',
  'NO_ANSWER_MANUAL',
];

/** Since when each of these agents has been dialling a call nobody answered yet, at `now` (business time). */
export async function dialsInProgress<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB>,
  accountIds: readonly number[],
  now: Date,
): Promise<Map<number, Date>> {
  if (!accountIds.length) return new Map();
  const db = ownTables(handle, 'workspace');
  const rows = await db
    .selectFrom('lead_logs')
    .select(['account_id', 'action', 'created_at'])
    .distinctOn('account_id')
    .where('account_id', 'in', [...accountIds])
    .where('created_at', '>', new Date(now.getTime() - DIAL_LIMIT_MS))
    .where('created_at', '<=', now)
    .where('action', 'in', CALL_ACTIONS)
    .orderBy('account_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.flatMap((r) =>
      r.action === 'CALL_BUTTON_PRESSED' && r.account_id !== null
        ? [[r.account_id, new Date(r.created_at)] as [number, Date]]
        : [],
    ),
  );
}
