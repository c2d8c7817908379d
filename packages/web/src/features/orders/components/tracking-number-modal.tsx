import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useChangeTrackingNumber } from '../api/change-tracking-number';
import { showServerRefusal } from '../lib/server-refusal';

/** The tracking number change (ORDER-57..60): OK only for a new number that is not empty and not the old one. */
export function TrackingNumberModal({
  orderId,
  oldNumber,
  onClose,
}: {
  orderId: number;
  oldNumber: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeTrackingNumber(orderId);
  const [value, setValue] = useState(oldNumber);
  const newNumber = value.trim();
  const { submit, submitting } = useModalSubmit(undefined, change, {
    variables: () => ({ newNumber, oldNumber }),
    success: t('orders.desk.tracking.done', { number: newNumber }),
    onDone: onClose,
    onError: (error) => showServerRefusal(t, error),
  });
  return (
    <Modal
      open
      title={t('orders.desk.tracking.title')}
      okButtonProps={{ disabled: !newNumber || newNumber === oldNumber }}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('orders.desk.tracking.newNumber')}>
          <Input
            aria-label={t('orders.desk.tracking.newNumber')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
