import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
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
  const submit = async () => {
    try {
      await change.mutateAsync({ newNumber, oldNumber });
      feedback.message.success(t('orders.desk.tracking.done', { number: newNumber }));
      onClose();
    } catch (error) {
      showServerRefusal(t, error);
    }
  };
  return (
    <Modal
      open
      title={t('orders.desk.tracking.title')}
      okButtonProps={{ disabled: !newNumber || newNumber === oldNumber }}
      confirmLoading={change.isPending}
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
