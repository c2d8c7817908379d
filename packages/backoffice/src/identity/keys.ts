import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

const generateKeyPairAsync = promisify(generateKeyPair);

/** The issuer's keys, newest first: the first of each list signs, every one verifies. */
export type IssuerKeys = {
  /** Private RS256 JWKs (with kid, alg and use). */
  signing: JWK[];
  /** Secrets that sign the issuer's cookies. */
  cookies: string[];
};

/** A new RS256 signing key as a private JWK; its kid is its thumbprint. */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

async function insertCookieKey(db: Kysely<Database>): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('oidc_keys')
    .values({ kid: `cookie-${randomBytes(8).toString('hex')}`, use: 'cookie', key: JSON.stringify({ secret }) })
    .execute();
}

/**
 * Loads the issuer's keys, creating a signing key and a cookie key the first time. The table is
 * locked while checking so that two instances starting together on one PostgreSQL agree on one key.
 */
export async function loadOrCreateKeys(db: Kysely<Database>): Promise<IssuerKeys> {
  const existing = await loadKeys(db);
  if (existing.signing.length && existing.cookies.length) return existing;
  // Generated before the transaction so that the lock is held only for the check and insert.
  const candidate = await generateSigningKey();
  await db.transaction().execute(async (trx) => {
    await sql`lock table oidc_keys in share row exclusive mode`.execute(trx);
    const current = await loadKeys(trx);
    if (!current.signing.length) {
      await trx
        .insertInto('oidc_keys')
        .values({ kid: candidate.kid as string, use: 'sig', key: JSON.stringify(candidate) })
        .execute();
    }
    if (!current.cookies.length) await insertCookieKey(trx);
  });
  return loadKeys(db);
}

export async function loadKeys(db: Kysely<Database>): Promise<IssuerKeys> {
  const rows = await db
    .selectFrom('oidc_keys')
    .select(['use', 'key'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
  return {
    signing: rows.filter((row) => row.use === 'sig').map((row) => row.key as JWK),
    cookies: rows.filter((row) => row.use === 'cookie').map((row) => String(row.key.secret)),
  };
}

/**
 * Adds a new signing key; instances sign with it after their next start while still publishing
 * the old ones. Retire an old key (set `retired_at`) once tokens it signed have expired.
 */
export async function rotateSigningKey(db: Kysely<Database>): Promise<void> {
  const jwk = await generateSigningKey();
  await db
    .insertInto('oidc_keys')
    .values({ kid: jwk.kid as string, use: 'sig', key: JSON.stringify(jwk) })
    .execute();
}
