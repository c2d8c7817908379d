import { Alert, Button, Form, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ReceiptReviewValues, useReceiptReview } from '../lib/use-receipt-review';
import type { PaymentDocument } from '../types';
import { ReceiptDetails } from './receipt-details';
import { ReceiptFile } from './receipt-file';
import { ReceiptReviewForm } from './receipt-review-form';

/**
 * The receipt preview (PAY-11..24): the file beside the form. A pending receipt is confirmed or
 * declined, an approved one edited and saved (confirmed again); a declined one shows its reason
 * and a card processor's document its data, with no action (decision 1132).
 */
export function ReceiptPreview({ document, onClose }: { document: PaymentDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReceiptReviewValues>();
  const review = useReceiptReview(document, form, onClose);
  // The card processor's documents are never acted on (PAY-15); staff's and the customer's are.
  const actionable = document.source !== 'card_processor' && document.status !== 'declined';

  const footer = actionable
    ? [
        document.status === 'pending' && (
          <Button key="decline" danger loading={review.declinePending} onClick={() => void review.onDecline()}>
            {t('payments.actions.decline')}
          </Button>
        ),
        document.status === 'approved' ? (
          <Button key="save" type="primary" loading={review.confirmPending} onClick={() => void review.onConfirm()}>
            {t('payments.actions.save')}
          </Button>
        ) : (
          <Button key="confirm" type="primary" loading={review.confirmPending} onClick={() => void review.onConfirm()}>
            {t('payments.actions.confirm')}
          </Button>
        ),
      ]
    : [
        <Button key="close" onClick={onClose}>
          {t('payments.actions.close')}
        </Button>,
      ];

  return (
    <Modal
      open
      width={960}
      title={t('payments.preview.title', { code: document.orderShortCode })}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <Space align="start" size="large" style={{ width: '100%' }}>
        <div style={{ width: 440 }}>
          <ReceiptFile document={document} />
        </div>
        <div style={{ width: 440 }}>
          {document.status === 'declined' && (
            <Alert
              type="error"
              showIcon
              title={t('payments.preview.declinedReason')}
              description={document.comments ?? '—'}
              style={{ marginBottom: 16 }}
            />
          )}
          {actionable ? (
            <ReceiptReviewForm
              document={document}
              form={form}
              declining={review.declining}
              onCopy={() => void review.copyTransaction()}
            />
          ) : (
            <ReceiptDetails document={document} />
          )}
        </div>
      </Space>
    </Modal>
  );
}
