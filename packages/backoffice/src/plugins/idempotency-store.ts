import { type Kysely, sql } from 'kysely';
import { builtOnce } from '../db/built-once.js';
import type { Database } from '../db/types.js';

/** How long a key is remembered: a replay within this window returns the first answer. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * How long a claim may stay without an answer before it counts as abandoned (decision 1711): the
 * process that made it died mid-request. Far longer than any request runs (the gateway gives one
 * 30 s), so a slow first execution is never run a second time. IDEMPOTENCY_CLAIM_LEASE_SECONDS
 * overrides it (tests that kill a process on PostgreSQL, decision 1731).
 */
export const IDEMPOTENCY_CLAIM_LEASE_SECONDS = 120;

export type StoredKey = {
  bodyHash: string;
  statusCode: number | null;
  responseBody: string | null;
  expired: boolean;
  /** Claimed longer ago than the lease and never answered. */
  abandoned: boolean;
};

const claimStatement = builtOnce(
  (
    db: Kysely<Database>,
    accountId: number,
    key: string,
    method: string,
    path: string,
    bodyHash: string,
    holder: number | null,
  ) =>
    db
      .insertInto('idempotency_keys')
      .values({ account_id: accountId, key, method, path, body_hash: bodyHash, holder })
      .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
      .returning('key'),
);

/** Claims (account, key) for a new execution; false when the key is already taken. */
export async function claimKey(
  db: Kysely<Database>,
  row: { accountId: number; key: string; method: string; path: string; bodyHash: string; holder?: number | null },
): Promise<boolean> {
  const { rows } = await claimStatement(
    db,
    row.accountId,
    row.key,
    row.method,
    row.path,
    row.bodyHash,
    row.holder ?? null,
  );
  return rows.length > 0;
}

export async function findKey(
  db: Kysely<Database>,
  accountId: number,
  key: string,
  leaseSeconds = IDEMPOTENCY_CLAIM_LEASE_SECONDS,
): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select([
      'body_hash',
      'status_code',
      'response_body',
      sql<boolean>`created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`.as('expired'),
      // Unanswered and past the lease, or its process's liveness lock is gone (decision 1785).
      sql<boolean>`status_code is null and (
        created_at < now() - make_interval(secs => ${leaseSeconds})
        or (holder is not null and not exists (
          select 1 from pg_locks
          where locktype = 'advisory' and granted and objsubid = 1
            and classid::bigint = holder >> 32 and objid::bigint = holder & 4294967295)))`.as('abandoned'),
    ])
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    bodyHash: row.body_hash,
    statusCode: row.status_code,
    responseBody: row.response_body,
    expired: row.expired,
    abandoned: row.abandoned,
  };
}

const storeStatement = builtOnce(
  (db: Kysely<Database>, accountId: number, key: string, statusCode: number, responseBody: string | null) =>
    db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response_body: responseBody })
      .where('account_id', '=', accountId)
      .where('key', '=', key),
);

export async function storeResponse(
  db: Kysely<Database>,
  accountId: number,
  key: string,
  statusCode: number,
  responseBody: string | null,
): Promise<void> {
  await storeStatement(db, accountId, key, statusCode, responseBody);
}

export async function releaseKey(db: Kysely<Database>, accountId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('account_id', '=', accountId).where('key', '=', key).execute();
}

/**
 * Releases every claim that has no answer yet. Only for a database one process owns (PGlite, the
 * embedded default) and only before it serves: no request can be running, so such a claim was
 * left by a process that was killed mid-request (decision 1711). Returns how many went.
 */
export async function releaseUnansweredClaims(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('status_code', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes keys older than the replay window; returns how many went. */
export async function pruneIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where(sql<boolean>`created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
