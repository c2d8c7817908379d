import { OutcomeModal } from './outcome-modal';

/** "Are you sure?" before an outcome that ends the work on a lead or order; Enter confirms. */
export function ConfirmModal({
  open,
  title,
  text,
  busy,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <OutcomeModal open={open} title={title} busy={busy} danger={danger} focusOk onOk={onConfirm} onCancel={onCancel}>
      {text}
    </OutcomeModal>
  );
}
