/**
 * The heartbeat's session id lives in sessionStorage: it survives reloads of this tab, and Sign
 * out (which clears session storage) starts a new one (SESSION-03, SESSION-04).
 */
export const SESSION_ID_KEY = 'umbrella.sessionId';

export function sessionId(): string {
  const stored = sessionStorage.getItem(SESSION_ID_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  sessionStorage.setItem(SESSION_ID_KEY, created);
  return created;
}
