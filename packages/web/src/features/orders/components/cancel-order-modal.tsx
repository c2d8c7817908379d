import type { CancelOrderBody } from '@umbrella/contract';
import {
  CANCEL_REASON_VALUES,
  CANCEL_REASONS,
  CANCEL_REASONS_NEEDING_COMMENT,
  ORDER_DESK_LIMITS,
} from '@umbrella/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CancelOrderModalProps = {
  shortCode: string;
  /** The agent flow asks a reason, and a comment only for OTRO (ORDER-23); otherwise the comment is required (ORDER-22). */
  agentFlow: boolean;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (body: CancelOrderBody) => void;
};

/** Cancel an order: OK stays disabled until the form is valid (ORDER-22, ORDER-23). */
export function CancelOrderModal({ shortCode, agentFlow, saving, onCancel, onConfirm }: CancelOrderModalProps) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState<CancelOrderBody['reason']>();
  const [comment, setComment] = useState('');
  const commentNeeded = !agentFlow || (reason !== undefined && CANCEL_REASONS_NEEDING_COMMENT.includes(reason));
  const valid = (!agentFlow || reason !== undefined) && (!commentNeeded || comment.trim() !== '');
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <Modal
      open
      title={t('orders.desk.cancel.title', { shortCode })}
      okText={t('orders.desk.cancel.ok')}
      okButtonProps={{ disabled: !valid, danger: true }}
      confirmLoading={saving}
      onOk={() => valid && onConfirm({ ...(reason ? { reason } : {}), comment: comment.trim() || undefined })}
      onCancel={onCancel}
    >
      <Form layout="vertical" component="div">
        {agentFlow && (
          <Form.Item label={t('orders.desk.cancel.reason')} required>
            <Select
              aria-label={t('orders.desk.cancel.reason')}
              value={reason}
              onChange={setReason}
              showSearch={{ optionFilterProp: 'label' }}
              options={CANCEL_REASON_VALUES.map((value) => ({ value, label: CANCEL_REASONS[value][language] }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('orders.desk.cancel.comment')} required={commentNeeded}>
          <Input.TextArea
            aria-label={t('orders.desk.cancel.comment')}
            value={comment}
            maxLength={ORDER_DESK_LIMITS.cancelComment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
