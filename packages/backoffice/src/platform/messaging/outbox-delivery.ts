/**
 * Delivery from an outbox table (order_messages, outbox_mails; decision 1787). A deliverer
 * claims one due row at a time — `sending`, its claim id and a lease, taken with `for update skip
 * locked` in a statement of its own — sends it outside any transaction and settles it: `sent`
 * with the provider's id, back to `pending` with exponential back-off, or `failed` with the
 * provider's reason when the failure is permanent or the attempts are spent. Two deliverers
 * never hold the same row. A row still `sending` after its lease belonged to a deliverer that
 * stopped mid-send: whether the provider got it is unknown, so it is failed with that reason
 * rather than sent a second time.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { SendReceipt } from '../message-transport.js';
import { failureReason, isPermanentFailure } from './transport-error.js';

export type OutboxTable = 'order_messages' | 'outbox_mails';

/** Attempts before a temporary failure becomes final (about 1 h of back-off in all). */
export const MAX_ATTEMPTS = 8;
/** Far beyond the transports' own timeouts (30 s): a claim this old belongs to a stopped deliverer. */
export const CLAIM_LEASE_SECONDS = 300;
/** The delay before attempt n + 1: 30 s, 1 min, 2 min … */
export const backoffMs = (attempts: number) => 2 ** attempts * 15_000;

export const INTERRUPTED_REASON =
  'interrupted: the deliverer stopped while sending; not sent again in case the provider had received it';

export type DeliveryRun<T extends OutboxTable, Payload> = {
  /** The transport's payload of a claimed row (the claim returns the whole row: no read of its own). */
  payload(row: Selectable<Database[T]>): Payload;
  send(payload: Payload): Promise<SendReceipt>;
  transportName: string;
  limit?: number;
  /**
   * Only this row, sent right after it was written: one claim and one settle. Claims left behind
   * by a stopped deliverer are the periodic run's to fail, not this one's.
   */
  onlyId?: number;
};

/** Claims and sends due rows one by one; returns how many were sent. */
export async function deliverDue<T extends OutboxTable, Payload>(
  db: Kysely<Database>,
  table: T,
  run: DeliveryRun<T, Payload>,
): Promise<number> {
  if (run.onlyId === undefined) await failInterruptedClaims(db, table);
  const claim = randomUUID();
  // A row once settled is not due again at once (back-off ≥ 30 s): one claim finds all of `onlyId`.
  const limit = run.onlyId === undefined ? (run.limit ?? 50) : 1;
  let sent = 0;
  for (let n = 0; n < limit; n++) {
    const claimed = await claimNext(db, table, claim, run.onlyId);
    if (!claimed) break;
    let outcome: { receipt: SendReceipt } | { error: unknown };
    try {
      outcome = { receipt: await run.send(run.payload(claimed)) };
    } catch (error) {
      outcome = { error };
    }
    await settle(db, table, claim, claimed, outcome, run.transportName);
    if ('receipt' in outcome) sent++;
  }
  return sent;
}

async function claimNext<T extends OutboxTable>(db: Kysely<Database>, table: T, claim: string, onlyId?: number) {
  const only = onlyId === undefined ? sql`` : sql`and id = ${onlyId}`;
  const result = await sql<Selectable<Database[T]> & { id: number; attempts: number }>`
    update ${sql.table(table)}
    set status = 'sending', claimed_by = ${claim}, attempts = attempts + 1,
        claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    where id = (
      select id from ${sql.table(table)}
      where status = 'pending' and next_attempt_at <= now() ${only}
      order by id limit 1 for update skip locked
    )
    returning *`.execute(db);
  return result.rows[0];
}

async function settle(
  db: Kysely<Database>,
  table: OutboxTable,
  claim: string,
  claimed: { id: number; attempts: number },
  outcome: { receipt: SendReceipt } | { error: unknown },
  transportName: string,
): Promise<void> {
  // Matching the claim (not the status) lets a slow send that outlived its lease still record the truth.
  if ('receipt' in outcome) {
    await sql`
      update ${sql.table(table)}
      set status = 'sent', sent_at = now(), last_error = null, claimed_until = null,
          transport = ${outcome.receipt.transport ?? transportName},
          provider_message_id = ${outcome.receipt.providerMessageId ?? null}
      where id = ${claimed.id} and claimed_by = ${claim}`.execute(db);
    return;
  }
  const final = isPermanentFailure(outcome.error) || claimed.attempts >= MAX_ATTEMPTS;
  await sql`
    update ${sql.table(table)}
    set status = ${final ? 'failed' : 'pending'}, claimed_until = null,
        transport = ${transportName}, last_error = ${failureReason(outcome.error)},
        next_attempt_at = ${new Date(Date.now() + backoffMs(claimed.attempts))}
    where id = ${claimed.id} and claimed_by = ${claim}`.execute(db);
}

/** Rows whose deliverer stopped mid-send: failed with the reason, never sent again on their own. */
async function failInterruptedClaims(db: Kysely<Database>, table: OutboxTable): Promise<void> {
  await sql`
    update ${sql.table(table)}
    set status = 'failed', last_error = ${INTERRUPTED_REASON}
    where status = 'sending' and claimed_until < now()`.execute(db);
}
