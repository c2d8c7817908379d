import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { isSafeToRepeat } from '@umbrella/contract';

/**
 * When a failed upstream attempt may be repeated: the rule the web client uses too (idempotent
 * methods, or an Idempotency-Key). A bare POST is never retried, even after a refused connection.
 */
export function mayRetry(method: string, headers: IncomingHttpHeaders): boolean {
  return isSafeToRepeat(method, typeof headers['idempotency-key'] === 'string');
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
  // undici: the connection closed before the whole answer arrived, or could not be opened in time.
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A failure to reach the upstream or a connection lost before its answer arrived. */
export function isConnectionError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && CONNECTION_ERROR_CODES.has(code);
}

/** No answer in time, or an answer that stalled. */
export function isTimeout(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

export type RetrySchedule = {
  /** Budget for the whole exchange, retries included. */
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
};

/** What reply-from hands the retry callback (its published types name other things). */
type Attempt = {
  err?: Error;
  /** The upstream request's options: reused by the next attempt. */
  req: { timeout?: number };
  res?: { statusCode: number; stream: Readable };
  attempt: number;
};

/**
 * reply-from's `retryDelay` for one client request (decision 0301): after a connection error, a
 * 502, 503 or 504, wait `retryDelayMs` and try again — only when the request may be repeated, the
 * client is still there, retries are left and another attempt fits the budget. The next attempt
 * gets what remains of the budget as its timeout. Returns null to relay the outcome as it is.
 */
export function retrySchedule(
  schedule: RetrySchedule,
  repeatable: boolean,
  client: IncomingMessage,
): (details: unknown) => number | null {
  const deadline = Date.now() + schedule.timeoutMs;
  // reply-from treats a delay of 0 as "do not retry".
  const wait = Math.max(schedule.retryDelayMs, 1);
  return (details) => {
    const { err, req, res, attempt } = details as unknown as Attempt;
    if (!repeatable || attempt >= schedule.retries || client.socket?.destroyed) return null;
    const left = deadline - Date.now() - wait;
    if (left <= 0) return null;
    if (res) {
      if (!isRetryableStatus(res.statusCode)) return null;
      res.stream.on('error', () => {}).resume();
    } else if (!err || !isConnectionError(err)) return null;
    req.timeout = left;
    return wait;
  };
}
