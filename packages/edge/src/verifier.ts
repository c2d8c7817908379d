import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { type Caller, callerFromClaims, type TokenVerifier } from './caller.js';

export type JwtVerifierOptions = {
  issuer: string;
  audience: string;
  /** Key lookup: a local JWK set (built-in issuer) or a remote one (external issuer). */
  keys: JWTVerifyGetKey;
  /** Most verified tokens kept; the oldest is dropped first. */
  cacheSize?: number;
  now?: () => number;
};

/**
 * Verifies RS256/ES256 access tokens and caches each verified token until it expires, so a
 * busy agent's requests pay for the signature check once per token, not once per request.
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const cache = new Map<string, Caller>();
  const cacheSize = options.cacheSize ?? 10_000;
  const now = options.now ?? (() => Date.now() / 1000);
  return async (token) => {
    const cached = cache.get(token);
    if (cached) {
      if (cached.expiresAt > now()) return cached;
      cache.delete(token);
    }
    const { payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      currentDate: new Date(now() * 1000),
    });
    const caller = callerFromClaims(payload);
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(token, caller);
    return caller;
  };
}

/** A verifier for an external issuer: keys fetched from its JWKS, cached, rotated keys picked up. */
export function createRemoteVerifier(issuer: string, audience: string, jwksUri?: string): TokenVerifier {
  const uri = new URL(jwksUri ?? `${issuer.replace(/\/$/, '')}/jwks`);
  return createJwtVerifier({ issuer, audience, keys: createRemoteJWKSet(uri, { cooldownDuration: 30_000 }) });
}
