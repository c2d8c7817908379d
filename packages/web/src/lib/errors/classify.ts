import { ApiError, InvalidTokenError, NetworkError, TimeoutError, WrongClockError } from './app-errors';

/** One row of the global error dialog's table (spec 1 §8). */
export type ErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'blocked'
  | 'badRequest'
  | 'network'
  | 'timeout'
  | 'server'
  | 'communication'
  | 'rateLimited'
  | 'loggedOut'
  | 'wrongClock'
  | 'unknown';

export type ClassifiedError = {
  kind: ErrorKind;
  status?: number;
  url?: string;
  method?: string;
  message: string;
  code?: string;
  /** The server's request id: the "log reference" (ERR-06) or "log code" (ERR-07). */
  logReference?: string;
  stack?: string;
  userAgent?: string;
  /** Device clock minus server clock, for "Wrong local time". */
  differenceSeconds?: number;
  /** The session must end: 401, 403, blocked account, invalid token (ERR-02, ERR-03, ERR-08, ERR-10). */
  logsOut: boolean;
  /** Sent to the error-reporting service; never 401, 403, timeouts or network errors (ERR-15). */
  reported: boolean;
};

const RESIZE_OBSERVER = /ResizeObserver loop/i;
const TIMEOUT_STATUSES = new Set([408, 504]);

/** null means "hide it": the ResizeObserver loop notice is noise, not an error (ERR-12). */
export function classifyError(error: unknown): ClassifiedError | null {
  if (isResizeObserverNoise(error)) return null;
  if (error instanceof ApiError) return classifyApiError(error);
  if (error instanceof NetworkError) {
    return { kind: 'network', ...error.request, message: error.message, logsOut: false, reported: false };
  }
  if (error instanceof TimeoutError) {
    return { kind: 'timeout', ...error.request, message: error.message, logsOut: false, reported: false };
  }
  if (error instanceof InvalidTokenError) {
    return { kind: 'loggedOut', message: error.reason, logsOut: true, reported: false };
  }
  if (error instanceof WrongClockError) {
    return {
      kind: 'wrongClock',
      message: error.message,
      differenceSeconds: error.differenceSeconds,
      logsOut: false,
      reported: true,
    };
  }
  const unknown = error instanceof Error ? error : new Error(String(error));
  return {
    kind: 'unknown',
    message: unknown.message,
    stack: unknown.stack,
    userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    logsOut: false,
    reported: true,
  };
}

function classifyApiError(error: ApiError): ClassifiedError {
  const base = {
    status: error.status,
    url: error.request.url,
    method: error.request.method,
    // The server's words in the user's language where their reason is known (decision 1821).
    message: error.message,
    code: error.code,
    logReference: error.body.logCode ?? error.requestId ?? error.body.requestId,
  };
  if (error.status === 401) return { ...base, kind: 'unauthorized', logsOut: true, reported: false };
  if (error.status === 403 && error.code === 'ACCOUNT_BLOCKED') {
    return { ...base, kind: 'blocked', logsOut: true, reported: false };
  }
  if (error.status === 403) return { ...base, kind: 'forbidden', logsOut: true, reported: false };
  if (error.status === 400) return { ...base, kind: 'badRequest', logsOut: false, reported: true };
  // The gateway's limit on costly searches and exports (decision 1725): wait, nothing is broken.
  if (error.status === 429) return { ...base, kind: 'rateLimited', logsOut: false, reported: false };
  const timedOut = TIMEOUT_STATUSES.has(error.status) || error.code === 'UPSTREAM_TIMEOUT';
  if (error.body.uri !== undefined) return { ...base, kind: 'server', logsOut: false, reported: !timedOut };
  return { ...base, kind: 'communication', logsOut: false, reported: !timedOut };
}

function isResizeObserverNoise(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return RESIZE_OBSERVER.test(message);
}
