import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  children: ReactNode;
};

/** The one frame of the outcome dialogs: Confirm and Cancel, a spinner while the outcome is sent, nothing kept once closed. */
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
  children,
}: OutcomeModalProps) {
  const { t } = useTranslation();
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
      {children}
    </Modal>
  );
}
