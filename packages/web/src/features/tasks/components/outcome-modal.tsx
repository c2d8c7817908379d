import { Modal } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogKeys } from '../hooks/use-dialog-keys';

export type OutcomeModalProps = {
  open: boolean;
  title: ReactNode;
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
  /** The OK button's text; "Confirm" unless said otherwise. */
  okText?: string;
  okDisabled?: boolean;
  danger?: boolean;
  /** Enter confirms at once: the OK button has the focus (a plain "Are you sure?"). */
  focusOk?: boolean;
  /** Number keys 1…choices pick a choice (onPick gets its index). */
  choices?: number;
  onPick?: (index: number) => void;
  children: ReactNode;
};

/** The control the agent starts from: the chosen option, else the first field (not the close button). */
const FIRST_CONTROL = [
  'input[type="radio"]:checked',
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])',
];

/** Focuses the first useful control once the dialog's body is shown. */
function FocusFirst({ children }: { children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = FIRST_CONTROL.map((selector) => body.current?.querySelector<HTMLElement>(selector)).find(Boolean);
    first?.focus({ preventScroll: true });
  }, []);
  return <div ref={body}>{children}</div>;
}

/**
 * The one frame of the outcome dialogs: Confirm and Cancel, a spinner while the outcome is sent,
 * nothing kept once closed. Every one completes from the keyboard (hooks/use-dialog-keys).
 */
export function OutcomeModal({
  open,
  title,
  busy,
  onOk,
  onCancel,
  okText,
  okDisabled,
  danger,
  focusOk,
  choices,
  onPick,
  children,
}: OutcomeModalProps) {
  const { t } = useTranslation();
  useDialogKeys({ open, canSubmit: !okDisabled && !busy, onSubmit: onOk, choices, onPick });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('tasks.actions.confirm')}
      cancelText={t('tasks.actions.cancel')}
      okButtonProps={{ disabled: okDisabled, danger, autoFocus: focusOk }}
      onOk={onOk}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      {focusOk ? children : <FocusFirst>{children}</FocusFirst>}
    </Modal>
  );
}
