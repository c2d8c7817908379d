import { type ClassifiedError, classifyError } from './classify';

/**
 * The global error dialog's state and the in-memory error log (ERR-01, ERR-13). Whoever raises an
 * error calls raiseError; the dialog renders `current`. Side effects (ending the session, sending
 * the report) are plugged in at start-up so this module stays free of auth and network code.
 */
export type ErrorEntry = ClassifiedError & { id: number; time: string };

type State = { current: ErrorEntry | null; log: readonly ErrorEntry[] };
type Hooks = { onLogout?: (entry: ErrorEntry) => void; onReport?: (entry: ErrorEntry) => void };

const LOG_LIMIT = 200;
let state: State = { current: null, log: [] };
let hooks: Hooks = {};
let nextId = 1;
const listeners = new Set<() => void>();

export function configureErrorHandling(next: Hooks): void {
  hooks = next;
}

export function raiseError(error: unknown): ErrorEntry | null {
  const classified = classifyError(error);
  if (!classified) return null;
  const entry: ErrorEntry = { ...classified, id: nextId++, time: new Date().toISOString() };
  const log = [...state.log, entry].slice(-LOG_LIMIT);
  // The first error stays on screen; a later one replaces it only when it ends the session.
  const replace = !state.current || (entry.logsOut && !state.current.logsOut);
  setState({ current: replace ? entry : state.current, log });
  if (entry.reported) hooks.onReport?.(entry);
  if (entry.logsOut) hooks.onLogout?.(entry);
  return entry;
}

/**
 * Logs an error and sends it to the reporting service without opening the dialog: for failures
 * the user is told about in place (e.g. a failed call or SIP registration, ERR-16, PHONE-37).
 */
export function reportError(error: unknown): void {
  const classified = classifyError(error);
  if (!classified) return;
  const entry: ErrorEntry = { ...classified, id: nextId++, time: new Date().toISOString() };
  setState({ ...state, log: [...state.log, entry].slice(-LOG_LIMIT) });
  if (entry.reported) hooks.onReport?.(entry);
}

export function dismissError(): void {
  setState({ ...state, current: null });
}

export function getErrorState(): State {
  return state;
}

export function subscribeErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests only: forget everything between cases. */
export function resetErrorStore(): void {
  state = { current: null, log: [] };
  hooks = {};
}

/** The log as a JSON file the user can hand to support (ERR-13). */
export function errorLogJson(): string {
  return JSON.stringify(
    { exportedAt: new Date().toISOString(), userAgent: navigator.userAgent, errors: state.log },
    null,
    2,
  );
}

function setState(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}
