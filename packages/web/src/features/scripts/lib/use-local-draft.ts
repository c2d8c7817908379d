import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_AUTOSAVE_MS } from './limits';

export type LocalDraft = { content: string; savedAt: string };

const read = (key: string): LocalDraft | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
};

/**
 * The editor's local draft (SCRIPT-08): while there are unsaved changes, the content is written
 * to localStorage every 5 s, so a closed tab or a lost connection does not lose the work. The
 * draft found when the editor opens is offered back; saving to the server clears it.
 */
export function useLocalDraft(key: string, content: string, dirty: boolean) {
  const [found] = useState(() => read(key));
  const latest = useRef(content);
  latest.current = content;

  useEffect(() => {
    if (!dirty) return;
    const timer = setInterval(() => {
      localStorage.setItem(key, JSON.stringify({ content: latest.current, savedAt: new Date().toISOString() }));
    }, DRAFT_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [key, dirty]);

  const clear = useCallback(() => localStorage.removeItem(key), [key]);
  return { found, clear };
}
