import type { IncomingHttpHeaders } from 'node:http';
import type { TokenVerifier } from '@umbrella/edge';
import { bearerToken } from './bearer.js';
import { checkToken, type Refusal } from './check-token.js';

export type { Refusal };

export type AccessRules = {
  verifyToken: TokenVerifier;
  /** Paths under this prefix need a valid bearer token … */
  protectedPrefix: string;
  /** … except those starting with one of these. */
  publicPrefixes: string[];
};

/**
 * Signed file links (/module/payments/files/…, /module/documents/files/…, the provider reports'
 * PUT under /module/delivery/files/…, call recordings' PUT under /module/resources/files/…) carry their own credential: the URL's signature (decisions
 * 1131, 1211, 1311); the webmasters' lead intake carries its
 * own too, the webmaster's API key, which the back-office checks (decision 1503). Only that one
 * path: the rest of /module/intake needs a session.
 */
export const DEFAULT_PUBLIC_PREFIXES = [
  '/module/docs',
  '/module/health',
  '/module/payments/files/',
  '/module/intake/api/v1/leads',
  '/module/documents/files/',
  '/module/delivery/files/',
  '/module/resources/files/',
  // The customer's payment page: its token is the credential (decision 1791).
  '/module/pay/',
];

export function needsToken(url: string, rules: AccessRules): boolean {
  if (!url.startsWith(rules.protectedPrefix)) return false;
  for (const prefix of rules.publicPrefixes) if (url.startsWith(prefix)) return false;
  return true;
}

/**
 * Checks the bearer token of a request at the edge, before anything reaches the back-office.
 * The verifier caches verified tokens until they expire, so a steady client pays for one
 * signature check per token. Resolves to undefined when the request may pass.
 */
export async function refusal(headers: IncomingHttpHeaders, rules: AccessRules): Promise<Refusal | undefined> {
  const checked = await checkToken(bearerToken(headers), rules.verifyToken);
  return 'refused' in checked ? checked.refused : undefined;
}
