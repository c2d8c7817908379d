/**
 * Writing the audit log (decision 1735). A permission-relevant action records one
 * entry in its own transaction, so the action and its entry commit together or not at all:
 * `recordAudit(trx, caller, entry)` inside a transaction the action already has, or
 * `audited(db, caller, entry, (trx) => write(trx))` around a write that had none.
 */
import type { AuditAction, AuditTargetType } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import type { Caller } from '../caller.js';
import { withTransaction } from '../transaction.js';

/** Who acted: the verified caller (its login is the token's e-mail; the request id when known). */
export type AuditActor = Pick<Caller, 'accountId' | 'email' | 'requestId'>;

type DetailValue = string | number | boolean | null | readonly (string | number)[];

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /** The regions the target belongs to; none means it belongs to every region (decision 1735). */
  regionIds?: readonly string[];
  /** A few facts worth keeping (never secrets); longer than MAX_DETAILS characters is cut. */
  details?: Record<string, DetailValue>;
};

/** Details are a few facts, not a copy of the record. */
export const MAX_DETAILS = 2_000;

function detailsJson(details: AuditEntry['details']): string {
  const json = JSON.stringify(details ?? {});
  return json.length <= MAX_DETAILS ? json : JSON.stringify({ truncated: true });
}

type Entries = AuditEntry | readonly AuditEntry[];

/** Writes the entries (one per target) with `trx`: call it inside the action's transaction. */
export async function recordAudit<DB extends ModuleTables<'platform'>>(
  trx: Kysely<DB> | Transaction<DB>,
  actor: AuditActor,
  entries: Entries,
): Promise<void> {
  const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (!list.length) return;
  await ownTables(trx, 'platform')
    .insertInto('audit_log')
    .values(
      list.map((entry) => ({
        actor_id: actor.accountId,
        actor_login: actor.email,
        action: entry.action,
        target_type: entry.targetType,
        target_id: String(entry.targetId),
        region_ids: [...new Set(entry.regionIds ?? [])],
        details: detailsJson(entry.details),
        request_id: actor.requestId ?? null,
      })),
    )
    .execute();
}

/**
 * Runs `write` and records its entry in one transaction; `entry` may be computed from what the
 * write answered (a created record's id).
 */
export async function audited<T, DB extends ModuleTables<'platform'>>(
  db: Kysely<DB>,
  actor: AuditActor,
  entry: Entries | ((result: T) => Entries),
  write: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (trx) => {
    const result = await write(trx);
    await recordAudit(trx, actor, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}
