import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Sign-in throttling as OWASP's authentication cheat sheet and NIST SP 800-63B §5.2.2 describe it
 * (docs/decisions/1033-sign-in-throttling.md): failures are counted per account and per
 * account + address; past a free allowance each further attempt waits twice as long as the one
 * before (capped), instead of a hard lockout anybody could trigger. Nothing is counted per
 * address alone, so one hostile machine behind an office's shared address slows down only the
 * accounts it guesses at. A known-good device (signed cookie) is held only to its own failures and
 * an address that has signed the account in before is not held to failures from elsewhere, so
 * the account's owner still signs in while somebody else is being slowed down.
 */
export type SignInLimits = {
  /** Failures of one account from one address that cost no wait. */
  freePerPair: number;
  /** Failures of one account from all addresses together that cost no wait. */
  freePerAccount: number;
  /** The first wait; every further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freePerPair: 5,
  freePerAccount: 10,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

/** Known addresses not seen for this long are forgotten. */
const KNOWN_ADDRESS_DAYS = 90;

type Counted = { failures: number; last: Date | null };

/** The wait after `failures` failures, 0 within the free allowance. */
export function delayAfter(failures: number, free: number, limits: SignInLimits): number {
  const over = failures - free;
  if (over <= 0) return 0;
  return Math.min(limits.baseDelayMs * 2 ** Math.min(over - 1, 30), limits.maxDelayMs);
}

const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const pairKey = (username: string, address: string) => `pair:${username.trim().toLowerCase()}|${address}`;
const deviceKey = (username: string) => `device:${username.trim().toLowerCase()}`;

/** What vouches for this attempt: the browser's signed cookie, or an address seen before. */
export type Trust = { device: boolean; knownAddress: boolean };

export function createSignInLimiter(db: Kysely<Database>, limits: SignInLimits) {
  async function counted(keys: string[]): Promise<Map<string, Counted>> {
    const rows = await db
      .selectFrom('sign_in_failures')
      .select(['key', (eb) => eb.fn.countAll<number>().as('failures'), (eb) => eb.fn.max('failed_at').as('last')])
      .where('key', 'in', keys)
      .where('failed_at', '>', new Date(Date.now() - limits.windowMs))
      .groupBy('key')
      .execute();
    return new Map(rows.map((r) => [r.key, { failures: Number(r.failures), last: r.last ? new Date(r.last) : null }]));
  }

  const waitLeft = (c: Counted | undefined, free: number) => {
    if (!c?.last) return 0;
    return Math.max(0, c.last.getTime() + delayAfter(c.failures, free, limits) - Date.now());
  };

  return {
    limits,
    /**
     * Milliseconds this attempt must still wait (0: go ahead). A known-good browser is held only
     * to its own failures (an attacker without its cookie cannot slow it down); an address that
     * has signed the account in before is not held to the account's failures from elsewhere, only
     * to its own.
     */
    async waitMs(username: string, address: string, trust: Trust): Promise<number> {
      const keys = [userKey(username), pairKey(username, address), deviceKey(username)];
      const rows = await counted(keys);
      if (trust.device) return waitLeft(rows.get(deviceKey(username)), limits.freePerPair);
      const pair = waitLeft(rows.get(pairKey(username, address)), limits.freePerPair);
      const account = trust.knownAddress ? 0 : waitLeft(rows.get(userKey(username)), limits.freePerAccount);
      return Math.max(pair, account);
    },
    async recordFailure(username: string, address: string, trust: Trust): Promise<void> {
      const keys = trust.device ? [deviceKey(username)] : [userKey(username), pairKey(username, address)];
      await db
        .insertInto('sign_in_failures')
        .values(keys.map((key) => ({ key })))
        .execute();
    },
    /**
     * A successful sign-in forgives the failures of this browser and this address (not those
     * from elsewhere, which may be somebody else's guesses) and remembers the address.
     */
    async recordSuccess(username: string, accountId: number, address: string): Promise<void> {
      await db
        .deleteFrom('sign_in_failures')
        .where('key', 'in', [pairKey(username, address), deviceKey(username)])
        .execute();
      await db
        .insertInto('sign_in_known_addresses')
        .values({ account_id: accountId, address })
        .onConflict((oc) => oc.columns(['account_id', 'address']).doUpdateSet({ last_seen_at: sql`now()` }))
        .execute();
    },
    async isKnownAddress(accountId: number, address: string): Promise<boolean> {
      const row = await db
        .selectFrom('sign_in_known_addresses')
        .select('account_id')
        .where('account_id', '=', accountId)
        .where('address', '=', address)
        .where(sql<boolean>`last_seen_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** Lifts a throttle: forgets every failure of the account, from every address (the admin route). */
export async function clearSignInFailures(db: Kysely<Database>, username: string): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_failures')
    .where((eb) =>
      eb.or([
        eb('key', '=', userKey(username)),
        eb('key', '=', deviceKey(username)),
        eb('key', 'like', `${pairKey(username, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
