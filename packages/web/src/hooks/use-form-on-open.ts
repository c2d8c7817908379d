import type { FormInstance } from 'antd';
import { type DependencyList, useLayoutEffect, useRef } from 'react';

/**
 * Puts a modal's form back to what it opens with, each time it opens (and when `source`, the row
 * it edits, changes): the fields reset, then `values()` set, then `onOpen`. Before the opened
 * modal is painted: a reset after paint wiped what a quick person — or a browser test under load —
 * typed at once (a group saved without its region).
 */
export function useFormOnOpen<Values>(
  form: FormInstance<Values>,
  open: boolean,
  {
    values,
    onOpen,
    source = [],
  }: { values?: () => Partial<Values> | null | undefined; onOpen?: () => void; source?: DependencyList },
): void {
  // The latest callbacks, so that only opening or another source resets the form.
  const latest = useRef({ values, onOpen });
  latest.current = { values, onOpen };
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    const initial = latest.current.values?.();
    if (initial) form.setFieldsValue(initial as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    latest.current.onOpen?.();
  }, [open, form, ...source]);
}
