import { createJwtVerifier } from '@umbrella/edge';
import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey } from 'jose';
import type { TokenVerifier } from '../platform/caller.js';
import type { BackofficeConfig } from '../platform/config.js';

export type ExternalIdentityOptions = {
  /** Issuer whose tokens are accepted; defaults to config.oidcIssuer. */
  issuer?: string;
  /**
   * Where to read the discovery document when it is not at `${issuer}/.well-known/openid-configuration`
   * (e.g. a gateway reaching the built-in issuer of a separate back-office over the internal network).
   */
  discoveryUrl?: string;
  /** Used for the discovery document and the JWKS (tests, proxies). */
  fetch?: typeof fetch;
  /** Least time between two JWKS fetches caused by unknown keys; default 30 s. */
  jwksCooldownMs?: number;
};

type Discovery = { issuer?: unknown; jwks_uri?: unknown };

/**
 * Verifies access tokens of an external OpenID provider (OIDC_ISSUER) for OIDC_AUDIENCE. The
 * discovery document names the JWKS; keys are cached and a token signed with an unknown key
 * makes the set be fetched again (at most every 30 s), so rotated keys are picked up.
 */
export function createExternalIdentity(
  config: BackofficeConfig,
  options: ExternalIdentityOptions = {},
): { verifyToken: TokenVerifier } {
  const issuer = options.issuer ?? config.oidcIssuer;
  if (!issuer) throw new Error('createExternalIdentity needs OIDC_ISSUER (config.oidcIssuer) or an issuer option');
  const discoveryUrl = options.discoveryUrl ?? `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const fetchImpl = options.fetch ?? fetch;

  // Discovery is read lazily and retried on the next token after a failure.
  let jwks: Promise<JWTVerifyGetKey> | undefined;
  const loadKeys = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetchImpl(discoveryUrl, { headers: { accept: 'application/json' } });
    // A generic JOSE error means "could not check" (the gateway answers 503), not "bad token".
    if (!response.ok) throw new errors.JOSEError(`discovery document ${discoveryUrl} answered ${response.status}`);
    const document = (await response.json()) as Discovery;
    if (typeof document.jwks_uri !== 'string')
      throw new errors.JOSEError(`discovery document ${discoveryUrl} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri), {
      cooldownDuration: options.jwksCooldownMs ?? 30_000,
      cacheMaxAge: 10 * 60_000,
      ...(options.fetch ? { [customFetch]: options.fetch } : {}),
    });
  };
  const keys: JWTVerifyGetKey = async (header, token) => {
    jwks ??= loadKeys().catch((error: unknown) => {
      jwks = undefined;
      throw error;
    });
    return (await jwks)(header, token);
  };

  return { verifyToken: createJwtVerifier({ issuer, audience: config.oidcAudience, keys }) };
}
