/**
 * A half-entered outcome (beyond the spec): which dialog is open and what was typed in it,
 * per task, so that a reload brings the agent back to the same point. sessionStorage: it
 * survives a reload, not the session's end (AUTH-23).
 */
const STORAGE_KEY = 'umbrella.tasks.draft';

export type Draft = { taskId: number; dialog: string; values: Record<string, unknown> };

export function readDraft(taskId: number): Draft | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft?.taskId === taskId ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the draft lives only as long as the page.
  }
}
