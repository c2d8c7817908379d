import { errors } from 'jose';

/** The issuer's keys or discovery document could not be fetched: the token was not judged. */
export class VerifierUnavailableError extends Error {
  override readonly name = 'VerifierUnavailableError';
}

/**
 * Whether a verifier failure means "we could not check" (keys unreachable) rather than "this token
 * is no good". The first is a 503, the second a 401: a back-office restart must not sign people out.
 */
export function isVerifierUnavailable(error: unknown): boolean {
  if (error instanceof VerifierUnavailableError || error instanceof errors.JWKSTimeout) return true;
  if (error instanceof errors.JOSEError) return error.code === 'ERR_JOSE_GENERIC';
  return error instanceof TypeError && error.message === 'fetch failed';
}
