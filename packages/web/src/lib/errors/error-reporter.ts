import type { ErrorEntry } from './error-store';

export type ReportContext = { version: string; build: number; accountId?: number; path: string };

/**
 * Sends one error to the error-reporting service (ERR-14, ERR-19). Fire-and-forget: a failing
 * report must never raise another error. The caller has already excluded 401, 403, timeouts and
 * network errors (ERR-15).
 */
export function sendErrorReport(url: string, entry: ErrorEntry, context: ReportContext): void {
  const body = JSON.stringify({
    kind: entry.kind,
    message: entry.message,
    status: entry.status,
    url: entry.url,
    method: entry.method,
    code: entry.code,
    logReference: entry.logReference,
    stack: entry.stack,
    time: entry.time,
    userAgent: navigator.userAgent,
    ...context,
  });
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
    () => undefined,
  );
}
