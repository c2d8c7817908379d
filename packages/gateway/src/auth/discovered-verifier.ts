import { createRemoteVerifier, type TokenVerifier } from '@umbrella/edge';
import { request } from 'undici';
import { VerifierUnavailableError } from './verify-errors.js';

type Discovery = { issuer: string; jwks_uri: string };

async function discover(url: string): Promise<Discovery> {
  const response = await request(url, { headersTimeout: 5000, bodyTimeout: 5000 });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new Error(`${url} answered ${response.statusCode}`);
  }
  const document = (await response.body.json()) as Partial<Discovery>;
  if (typeof document.issuer !== 'string' || typeof document.jwks_uri !== 'string') {
    throw new Error(`${url} is not an OpenID discovery document`);
  }
  return { issuer: document.issuer, jwks_uri: document.jwks_uri };
}

/**
 * A verifier for an issuer known by address: its discovery document names the exact issuer and
 * key set, read on first use and again after a failure (the issuer may start after the gateway).
 * `jwksUrl` overrides the advertised key set, e.g. to reach a co-deployed issuer on its
 * internal address rather than back through the public one.
 */
export function discoveredVerifier(options: {
  discoveryUrl: string;
  audience: string;
  jwksUrl?: string;
}): TokenVerifier {
  let verifier: TokenVerifier | undefined;
  let pending: Promise<TokenVerifier> | undefined;
  const load = (): Promise<TokenVerifier> => {
    pending ??= discover(options.discoveryUrl).then(
      ({ issuer, jwks_uri }) => {
        verifier = createRemoteVerifier(issuer, options.audience, options.jwksUrl ?? jwks_uri);
        return verifier;
      },
      (cause: Error) => {
        pending = undefined;
        throw new VerifierUnavailableError(`OpenID discovery failed: ${cause.message}`, { cause });
      },
    );
    return pending;
  };
  return async (token) => (verifier ?? (await load()))(token);
}
