import { useEffect, useEffectEvent } from 'react';

export type Hotkey = { key: string; run: () => void; disabled?: boolean };

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Another dialog is up (the media test, the softphone settings, the shift prompts): keys wait. */
function dialogOpen(): boolean {
  return [...document.querySelectorAll('.ant-modal-wrap')].some(
    (wrap) =>
      (wrap as HTMLElement).style.display !== 'none' &&
      [...wrap.querySelectorAll('[role="dialog"]')].some((dialog) => !/-leave/.test(dialog.className)),
  );
}

/**
 * One key per desk action (beyond the spec): a plain key press, not while typing in a field and not
 * with a modifier (Ctrl+R stays the browser's reload). `enabled` is false while a dialog is open,
 * so the dialog's own keys (recall quick choices) do not also trigger outcomes.
 */
export function useHotkeys(hotkeys: readonly Hotkey[], enabled = true): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTyping(event.target)) return;
    if (dialogOpen()) return;
    const pressed = event.key.toLowerCase();
    const hit = hotkeys.find((hotkey) => hotkey.key.toLowerCase() === pressed);
    if (!hit || hit.disabled) return;
    event.preventDefault();
    hit.run();
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
