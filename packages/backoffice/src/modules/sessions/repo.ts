import type { OnlineSession } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { AccountLookup } from '../accounts/index.js';

/** A browser pings every 10 s; one seen within this window counts as online (three pings missed). */
export const ONLINE_WINDOW_SECONDS = 30;
/** Sessions not seen for this long are deleted by the background job. */
export const SESSION_RETENTION_DAYS = 7;

/**
 * Records a heartbeat. A session id reused by another account (a new sign-in in the same browser)
 * starts a new session: its createdAt is reset. True when the browser came online with it (a new
 * session, another account's, or one not seen within the online window), which the live floor shows.
 */
export async function recordPing(db: ModuleDb<'sessions'>, sessionId: string, accountId: number): Promise<boolean> {
  // Raw SQL: the typed builder (rightly) forbids updating created_at anywhere else.
  const result = await sql<{ opened: boolean }>`
    with seen as (
      select 1 from browser_sessions
      where session_id = ${sessionId} and account_id = ${accountId}
        and last_seen_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS}))
    insert into browser_sessions (session_id, account_id) values (${sessionId}, ${accountId})
    on conflict (session_id) do update set
      created_at = case when browser_sessions.account_id = excluded.account_id
                        then browser_sessions.created_at else now() end,
      account_id = excluded.account_id,
      last_seen_at = now()
    returning not exists (select 1 from seen) as opened`.execute(db);
  return result.rows[0]?.opened ?? false;
}

/**
 * Sessions seen within the online window, of accounts working in one of the given regions (the
 * accounts module says which accounts those are, and their e-mails).
 */
export async function listOnlineSessions(
  db: ModuleDb<'sessions'>,
  accounts: AccountLookup,
  regionIds: readonly string[],
): Promise<OnlineSession[]> {
  if (!regionIds.length) return [];
  const rows = await db
    .selectFrom('browser_sessions')
    .select(['session_id', 'account_id', 'created_at', 'last_seen_at'])
    .where(sql<boolean>`last_seen_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})`)
    .orderBy('created_at', 'desc')
    .orderBy('session_id')
    .execute();
  const emails = await accounts.emailsInRegions(
    rows.map((r) => r.account_id),
    regionIds,
  );
  return rows.flatMap((r) => {
    const email = emails.get(r.account_id);
    if (email === undefined) return [];
    return [
      {
        sessionId: r.session_id,
        accountId: r.account_id,
        email,
        createdAt: new Date(r.created_at).toISOString(),
        lastSeenAt: new Date(r.last_seen_at).toISOString(),
      },
    ];
  });
}

export async function pruneSessions(db: ModuleDb<'sessions'>): Promise<number> {
  const result = await db
    .deleteFrom('browser_sessions')
    .where(sql<boolean>`last_seen_at < now() - make_interval(days => ${SESSION_RETENTION_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the browser sessions of these accounts (blocked or deleted): they leave the online list at once. */
export async function endAccountSessions(db: ModuleDb<'sessions'>, accountIds: readonly number[]): Promise<void> {
  if (!accountIds.length) return;
  await db
    .deleteFrom('browser_sessions')
    .where('account_id', 'in', [...accountIds])
    .execute();
}

/** Those of `accountIds` with a browser session seen within the online window. */
export async function onlineAccountIds(db: ModuleDb<'sessions'>, accountIds: readonly number[]): Promise<Set<number>> {
  if (!accountIds.length) return new Set();
  const rows = await db
    .selectFrom('browser_sessions')
    .select('account_id')
    .distinct()
    .where('account_id', 'in', [...accountIds])
    .where(sql<boolean>`last_seen_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})`)
    .execute();
  return new Set(rows.map((r) => r.account_id));
}
