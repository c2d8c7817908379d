import { EDIT_PHONE_PATTERN } from '@umbrella/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useSendPaymentLink } from '../api/send-payment-link';
import { showServerRefusal } from '../lib/server-refusal';
import type { OrderDto } from '../types';

const PHONE = new RegExp(EDIT_PHONE_PATTERN);
/** ORDER-62: the success message closes after 2 s. */
export const LINK_SENT_SECONDS = 2;

/** Send link (ORDER-61..64): the payment link by SMS, to the order's phone or to the one typed. */
export function SendLinkModal({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendPaymentLink(order.id);
  const [phone, setPhone] = useState('');
  const typed = phone.trim();
  const invalid = typed !== '' && !PHONE.test(typed);
  const { submit, submitting } = useModalSubmit(undefined, send, {
    variables: () => ({ shortCode: order.short_code, regionId: order.regionId, ...(typed ? { phone: typed } : {}) }),
    onDone: () => {
      feedback.message.success(t('orders.desk.sendLink.done', { shortCode: order.short_code }), LINK_SENT_SECONDS);
      onClose();
    },
    onError: (error) => showServerRefusal(t, error),
  });
  return (
    <Modal
      open
      title={t('orders.desk.sendLink.title', { shortCode: order.short_code })}
      okText={t('orders.desk.actions.sendLink')}
      okButtonProps={{ disabled: invalid }}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('orders.desk.sendLink.phone')}
          extra={t('orders.desk.sendLink.phoneHint')}
          {...(invalid ? { validateStatus: 'error' as const, help: t('orders.desk.edit.phoneFormat') } : {})}
        >
          <Input
            aria-label={t('orders.desk.sendLink.phone')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
