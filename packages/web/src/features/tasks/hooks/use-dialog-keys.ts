import { useEffect, useEffectEvent, useRef } from 'react';

export type DialogKeys = {
  open: boolean;
  /** Whether Confirm may be pressed now (not sending, nothing missing). */
  canSubmit: boolean;
  onSubmit: () => void;
  /** How many choices number keys pick from (1…n); two digits typed quickly reach 10 and above. */
  choices?: number;
  onPick?: (index: number) => void;
};

/** How long a first digit waits for a second one (1 then 2 is the 12th choice). */
const SECOND_DIGIT_MS = 600;

/** A field where Enter or a digit is the user's text, not the dialog's. */
function takesText(target: HTMLElement): boolean {
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  return !['radio', 'checkbox', 'button', 'submit'].includes((target as HTMLInputElement).type);
}

/** A control that answers Enter itself: a button, a picker or a select (its list opens and picks). */
function handlesEnter(target: HTMLElement): boolean {
  return !!target.closest('button, a[href], [role="button"], .ant-select, .ant-picker');
}

/**
 * The keys of an outcome dialog: Ctrl+Enter (or ⌘+Enter) confirms from anywhere, Enter confirms
 * except where it writes a new line or presses a button, and number keys pick a choice as the
 * recall picker's quick times do. Escape is the modal's own (it cancels).
 */
export function useDialogKeys({ open, canSubmit, onSubmit, choices = 0, onPick }: DialogKeys): void {
  const firstDigit = useRef<{ digit: number; at: number } | null>(null);

  const pick = (event: KeyboardEvent, target: HTMLElement) => {
    if (!onPick || takesText(target) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!/^[0-9]$/.test(event.key)) return;
    const digit = Number(event.key);
    const previous = firstDigit.current;
    const twoDigits = previous && event.timeStamp - previous.at < SECOND_DIGIT_MS ? previous.digit * 10 + digit : 0;
    event.preventDefault();
    if (twoDigits > 0 && twoDigits <= choices) {
      firstDigit.current = null;
      onPick(twoDigits - 1);
      return;
    }
    firstDigit.current = { digit, at: event.timeStamp };
    if (digit >= 1 && digit <= choices) onPick(digit - 1);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : document.body;
    if (event.key !== 'Enter') {
      pick(event, target);
      return;
    }
    if (event.isComposing || event.shiftKey || event.altKey) return;
    const withModifier = event.ctrlKey || event.metaKey;
    if (!withModifier && (target.tagName === 'TEXTAREA' || target.isContentEditable || handlesEnter(target))) return;
    event.preventDefault();
    if (canSubmit) onSubmit();
  });

  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [open]);
}
