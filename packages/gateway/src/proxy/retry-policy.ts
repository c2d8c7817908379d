import type { IncomingHttpHeaders } from 'node:http';

/**
 * When a failed upstream attempt may be repeated. Only requests that are safe to send twice:
 * idempotent methods, or a creating request carrying an Idempotency-Key (the back-office answers
 * a replay with the first result). A bare POST is never retried, even after a refused connection.
 */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

export function mayRetry(method: string, headers: IncomingHttpHeaders): boolean {
  return IDEMPOTENT_METHODS.has(method) || typeof headers['idempotency-key'] === 'string';
}

/** Upstream answers that mean "not this time" rather than "no". */
export function isRetryableStatus(statusCode: number): boolean {
  return statusCode === 502 || statusCode === 503 || statusCode === 504;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);

/** A failure to reach the upstream or a connection lost before its answer arrived. */
export function isConnectionError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && CONNECTION_ERROR_CODES.has(code);
}

/** No answer in time, or an answer that stalled (see upstream-pool.ts). */
export function isTimeout(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'UPSTREAM_HEADERS_TIMEOUT' || code === 'UPSTREAM_BODY_TIMEOUT';
}
