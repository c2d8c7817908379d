import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('tasks.actions.confirm')}
      cancelText={t('tasks.actions.cancel')}
      okButtonProps={{ danger, autoFocus: true }}
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      {text}
    </Modal>
  );
}
