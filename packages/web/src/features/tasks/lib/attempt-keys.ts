/**
 * One Idempotency-Key per outcome attempt (beyond the spec): the same decision on the same task
 * — a double click, a retry after a network failure, a resend after a reload — reuses its key,
 * so the back-office answers it without applying it twice. Kept in sessionStorage, which the
 * session's end clears (AUTH-23).
 */
const STORAGE_KEY = 'umbrella.tasks.attempts';

type Stored = { taskId: number; keys: Record<string, string> };

function read(): Stored | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

export function attemptKey(taskId: number, signature: string): string {
  const stored = read();
  const keys = stored?.taskId === taskId ? stored.keys : {};
  const existing = keys[signature];
  if (existing) return existing;
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ taskId, keys: { ...keys, [signature]: key } }));
  } catch {
    // Storage blocked: the key still guards this tab's retries through the in-flight lock.
  }
  return key;
}
