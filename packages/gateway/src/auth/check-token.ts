/**
 * The gateway's one token check: every door that takes an access token — the API gate
 * (access.ts), the event and softphone sockets and their tickets, the report upload — verifies it
 * here and refuses in the same words and shape (401 without or with a bad token, 503 when the
 * issuer's keys cannot be read).
 */

import { ERROR_CODES } from '@umbrella/contract';
import type { Caller, TokenVerifier } from '@umbrella/edge';
import { isVerifierUnavailable } from './verify-errors.js';

/** Why a request is refused: the status, the JSON body and the headers to answer with. */
export type Refusal = {
  statusCode: 401 | 503;
  body: { message: string; code: string };
  headers: Record<string, string>;
  error?: unknown;
};

const MISSING: Refusal = {
  statusCode: 401,
  body: { message: 'Sign in to continue: the request carries no access token', code: ERROR_CODES.unauthorized },
  headers: { 'www-authenticate': 'Bearer' },
};

const INVALID: Refusal = {
  statusCode: 401,
  body: { message: 'Your session has expired or is not valid: sign in again', code: ERROR_CODES.unauthorized },
  headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
};

export async function checkToken(
  token: string | undefined,
  verifyToken: TokenVerifier,
): Promise<{ caller: Caller; token: string } | { refused: Refusal }> {
  if (!token) return { refused: MISSING };
  try {
    return { caller: await verifyToken(token), token };
  } catch (error) {
    if (!isVerifierUnavailable(error)) return { refused: INVALID };
    return {
      refused: {
        statusCode: 503,
        body: { message: 'Sign-in cannot be checked right now, please try again', code: 'AUTH_UNAVAILABLE' },
        headers: {},
        error,
      },
    };
  }
}
