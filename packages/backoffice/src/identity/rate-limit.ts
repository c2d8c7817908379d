import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export type SignInLimits = {
  /** Failures allowed per username within the window before sign-in is refused. */
  perUsername: number;
  /** Failures allowed per client address; higher, since a whole office may share one address. */
  perIp: number;
  windowMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perUsername: 5, perIp: 30, windowMs: 5 * 60_000 };

/**
 * Counts failed sign-ins per username and per client address in the database, so the limit holds
 * across restarts and across back-office instances sharing one PostgreSQL.
 */
export function createSignInLimiter(db: Kysely<Database>, limits: SignInLimits) {
  const keys = (username: string, ip: string) => ({ user: `user:${username.toLowerCase()}`, ip: `ip:${ip}` });
  const since = () => new Date(Date.now() - limits.windowMs);

  return {
    limits,
    /** True when either the username or the address has used up its failures. */
    async isLimited(username: string, ip: string): Promise<boolean> {
      const k = keys(username, ip);
      const rows = await db
        .selectFrom('sign_in_failures')
        .select(['key', (eb) => eb.fn.countAll<number>().as('failures')])
        .where('key', 'in', [k.user, k.ip])
        .where('failed_at', '>', since())
        .groupBy('key')
        .execute();
      const count = (key: string) => Number(rows.find((row) => row.key === key)?.failures ?? 0);
      return count(k.user) >= limits.perUsername || count(k.ip) >= limits.perIp;
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      const k = keys(username, ip);
      await db
        .insertInto('sign_in_failures')
        .values([{ key: k.user }, { key: k.ip }])
        .execute();
    },
    /** A successful sign-in forgives the username's failures; the address keeps its count. */
    async clearUsername(username: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('key', '=', keys(username, '').user).execute();
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
