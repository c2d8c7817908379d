import { useCallback, useState } from 'react';
import { readDraft, writeDraft } from '../lib/draft-store';

/** The open outcome dialog of a task and its half-entered values, restored after a reload. */
export function useDraft(taskId: number) {
  const [draft, setDraft] = useState(() => readDraft(taskId));

  const open = useCallback(
    (dialog: string, values: Record<string, unknown> = {}) => {
      const next = { taskId, dialog, values };
      writeDraft(next);
      setDraft(next);
    },
    [taskId],
  );

  const update = useCallback((values: Record<string, unknown>) => {
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, values: { ...current.values, ...values } };
      writeDraft(next);
      return next;
    });
  }, []);

  const close = useCallback(() => {
    writeDraft(null);
    setDraft(null);
  }, []);

  return { dialog: draft?.dialog ?? null, values: draft?.values ?? {}, open, update, close };
}

export type DraftControl = ReturnType<typeof useDraft>;
