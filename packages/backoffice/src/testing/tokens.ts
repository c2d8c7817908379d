/**
 * Access tokens for tests, signed with a throw-away ES256 key in the real claim layout (sub =
 * account id, `permissions`, the namespaced UMBRELLA_CLAIM, iss, aud, exp) and verified by the
 * production verifier (createJwtVerifier), so route tests exercise the real auth path without the
 * OpenID issuer.
 */
import { type Position, UMBRELLA_CLAIM, type UmbrellaClaim } from '@umbrella/contract';
import { createJwtVerifier } from '@umbrella/edge';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { accountLookup } from '../modules/accounts/index.js';
import type { TokenVerifier } from '../platform/caller.js';
import type { BackofficeConfig } from '../platform/config.js';

export type TokenClaims = {
  accountId: number;
  permissions?: string[];
  features?: string[];
  regionIds?: string[];
  position?: Position;
  productsIds?: number[];
  email?: string;
};

export type SignOptions = {
  /** Seconds until expiry; negative gives an expired token. Default 600. */
  expiresIn?: number;
  /** Sign with a key the verifier does not know. */
  forged?: boolean;
  issuer?: string;
  audience?: string;
};

export type TestTokens = {
  issuer: string;
  audience: string;
  verifyToken: TokenVerifier;
  sign(claims: TokenClaims, options?: SignOptions): Promise<string>;
  /** A token for a seeded account, with its real permissions and claims from the database. */
  forAccount(
    db: Kysely<Database>,
    username: string,
    overrides?: Partial<TokenClaims>,
    options?: SignOptions,
  ): Promise<string>;
};

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

async function signingKey(kid: string): Promise<{ privateKey: PrivateKey; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

export async function createTestTokens(
  config: Pick<BackofficeConfig, 'publicUrl' | 'oidcAudience'>,
): Promise<TestTokens> {
  const issuer = `${config.publicUrl}/oidc`;
  const audience = config.oidcAudience;
  const trusted = await signingKey('test-key');
  const forger = await signingKey('test-key');
  const verifyToken = createJwtVerifier({
    issuer,
    audience,
    keys: createLocalJWKSet({ keys: [trusted.publicJwk] }),
  });

  const sign: TestTokens['sign'] = async (claims, options = {}) => {
    const namespaced: UmbrellaClaim = {
      features: claims.features ?? [],
      regionIds: claims.regionIds ?? [],
      position: claims.position ?? 'Agent',
      productsIds: claims.productsIds ?? [],
      email: claims.email ?? '',
    };
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = options.expiresIn ?? 600;
    return new SignJWT({ permissions: claims.permissions ?? [], [UMBRELLA_CLAIM]: namespaced })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'at+jwt' })
      .setSubject(String(claims.accountId))
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt(Math.min(now, now + expiresIn - 60))
      .setExpirationTime(now + expiresIn)
      .sign((options.forged ? forger : trusted).privateKey);
  };

  return {
    issuer,
    audience,
    verifyToken,
    sign,
    async forAccount(db, username, overrides = {}, options = {}) {
      const accounts = accountLookup(db);
      const id = await accounts.idByUsername(username);
      const profile = id === undefined ? undefined : await accounts.profile(id);
      if (!profile) throw new Error(`no seeded account ${username}`);
      return sign(
        {
          accountId: profile.id,
          permissions: profile.permissions,
          features: profile.features,
          regionIds: profile.regionIds,
          position: profile.position,
          productsIds: profile.productsIds,
          email: profile.email,
          ...overrides,
        },
        options,
      );
    },
  };
}
