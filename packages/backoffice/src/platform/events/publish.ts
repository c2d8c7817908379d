/**
 * Publishing domain events through the outbox. An event is a row written in the caller's own
 * transaction, so it exists exactly when the business change does; a NOTIFY sent in the same
 * transaction is delivered only at commit and wakes every instance's event source.
 */
import type { EventMap, EventType } from '@umbrella/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

export const EVENTS_CHANNEL = 'umbrella_events';

/**
 * One transaction-scoped advisory lock serialises publishers from their insert to their commit,
 * so ids become visible in id order and a reader that has seen id N never later finds a smaller
 * one (see docs/decisions/0103-outbox-ordering-and-fan-out.md). Publish as the last step of a transaction.
 */
const OUTBOX_LOCK = 7_305_806_201;

export async function publishEvent<T extends EventType, DB extends ModuleTables<'platform'>>(
  trx: Kysely<DB> | Transaction<DB>,
  type: T,
  accountId: number | null,
  payload: EventMap[T],
): Promise<number> {
  if (!trx.isTransaction) return trx.transaction().execute((t) => publishEvent(t, type, accountId, payload));
  await sql`select pg_advisory_xact_lock(${sql.lit(OUTBOX_LOCK)}::bigint)`.execute(trx);
  const row = await ownTables(trx, 'platform')
    .insertInto('outbox_events')
    .values({ type, account_id: accountId, payload: JSON.stringify(payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row.id)})`.execute(trx);
  return Number(row.id);
}
