import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onConfirm: () => void; onCancel: () => void };

/** AGENT-37, GROUP-26: closing with unsaved changes asks first; the modal closes only on confirm. */
export function ConfirmClose({ open, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('agents.messages.unsavedTitle')}
      okText={t('agents.actions.discard')}
      cancelText={t('agents.actions.keepEditing')}
      onOk={onConfirm}
      onCancel={onCancel}
      zIndex={1100}
    >
      {t('agents.messages.unsavedBody')}
    </Modal>
  );
}
