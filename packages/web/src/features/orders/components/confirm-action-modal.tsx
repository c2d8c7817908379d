import { Modal, Typography } from 'antd';

export type ConfirmActionModalProps = {
  title: string;
  text: string;
  okText: string;
  danger?: boolean;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A confirmation before an order action that cannot be taken back by the same person (verify, revert). */
export function ConfirmActionModal({
  title,
  text,
  okText,
  danger,
  saving,
  onCancel,
  onConfirm,
}: ConfirmActionModalProps) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={saving}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
    </Modal>
  );
}
