import { CopyOutlined } from '@ant-design/icons';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@umbrella/contract';
import { Alert, Button, DatePicker, Descriptions, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useDirectProviders } from '../api/get-direct-providers';
import { useApproveReceipt, useDeclineReceipt } from '../api/review-receipt';
import type { PaymentDocument } from '../types';
import { ReceiptFile } from './receipt-file';

type Values = {
  paymentProviderId?: number;
  bankTransactionNumber?: string;
  amount?: number | null;
  paymentDate?: Dayjs;
  comments?: string;
};

const APPROVE_FIELDS = ['paymentProviderId', 'bankTransactionNumber', 'amount', 'paymentDate'] as const;

/** The approve failure the spec names: a 400 whose errors name bankTransactionNumber (PAY-21). */
function isTransactionNotUnique(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && Boolean(error.body.errors?.bankTransactionNumber);
}

/**
 * The receipt preview (PAY-11..24): the file beside the form. A pending receipt is confirmed or
 * declined, an approved one edited and saved (confirmed again); a declined one shows its reason
 * and a card processor's document its data, with no action (decision 1132).
 */
export function ReceiptPreview({ document, onClose }: { document: PaymentDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const providers = useDirectProviders(document.regionId);
  const approve = useApproveReceipt();
  const decline = useDeclineReceipt();
  const [declining, setDeclining] = useState(false);
  // The card processor's documents are never acted on (PAY-15); staff's and the customer's are.
  const actionable = document.source !== 'card_processor' && document.status !== 'declined';
  const required = { required: true, message: t('payments.validation.required') };

  async function onConfirm() {
    const values = await form.validateFields([...APPROVE_FIELDS]).catch(() => null);
    if (!values) return;
    try {
      await approve.mutateAsync({
        paymentDocumentId: document.paymentDocumentId,
        paymentProviderId: values.paymentProviderId ?? 0,
        amount: toMinorUnits(values.amount),
        paymentDate: (values.paymentDate ?? dayjs()).format('YYYY-MM-DD'),
        bankTransactionNumber: (values.bankTransactionNumber ?? '').trim(),
      });
      feedback.message.success(t('payments.messages.confirmed'));
      onClose();
    } catch (error) {
      if (isTransactionNotUnique(error)) {
        feedback.notification.error({ title: t('payments.messages.transactionNotUnique') });
      } else {
        feedback.notification.error({ title: t('payments.messages.systemError') });
      }
    }
  }

  async function onDecline() {
    if (!declining) {
      setDeclining(true);
      return;
    }
    const values = await form.validateFields(['comments']).catch(() => null);
    if (!values) return;
    try {
      await decline.mutateAsync({
        paymentDocumentId: document.paymentDocumentId,
        comments: (values.comments ?? '').trim(),
      });
      feedback.message.success(t('payments.messages.declined'));
      onClose();
    } catch {
      feedback.notification.error({ title: t('payments.messages.systemError') });
    }
  }

  async function copyTransaction() {
    const value = form.getFieldValue('bankTransactionNumber') ?? document.bankTransactionNumber ?? '';
    await navigator.clipboard?.writeText(value);
    feedback.message.success(t('payments.messages.transactionCopied'));
  }

  const footer = actionable
    ? [
        document.status === 'pending' && (
          <Button key="decline" danger loading={decline.isPending} onClick={() => void onDecline()}>
            {t('payments.actions.decline')}
          </Button>
        ),
        document.status === 'approved' ? (
          <Button key="save" type="primary" loading={approve.isPending} onClick={() => void onConfirm()}>
            {t('payments.actions.save')}
          </Button>
        ) : (
          <Button key="confirm" type="primary" loading={approve.isPending} onClick={() => void onConfirm()}>
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
            <Form<Values>
              form={form}
              layout="vertical"
              initialValues={{
                paymentProviderId: document.paymentProviderId ?? undefined,
                bankTransactionNumber: document.bankTransactionNumber ?? undefined,
                amount: fromMinorUnits(document.amount),
                paymentDate: document.paymentDate ? dayjs(document.paymentDate) : undefined,
              }}
            >
              <Form.Item name="paymentProviderId" label={t('payments.fields.provider')} rules={[required]}>
                <Select
                  aria-label={t('payments.fields.provider')}
                  options={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                />
              </Form.Item>
              <Form.Item label={t('payments.fields.bankTransactionNumber')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="bankTransactionNumber" noStyle rules={[{ ...required, whitespace: true }]}>
                    <Input aria-label={t('payments.fields.bankTransactionNumber')} maxLength={64} />
                  </Form.Item>
                  <Button
                    aria-label={t('payments.actions.copy')}
                    icon={<CopyOutlined />}
                    onClick={() => void copyTransaction()}
                  />
                </Space.Compact>
              </Form.Item>
              <Form.Item name="amount" label={t('payments.fields.amount')} rules={[required]}>
                <InputNumber aria-label={t('payments.fields.amount')} min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="paymentDate"
                label={t('payments.fields.paymentDate')}
                rules={[
                  required,
                  {
                    validator: (_, value?: Dayjs) =>
                      value?.isAfter(dayjs(), 'day')
                        ? Promise.reject(new Error(t('payments.validation.futureDate')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <DatePicker
                  aria-label={t('payments.fields.paymentDate')}
                  format="DD-MM-YYYY"
                  style={{ width: '100%' }}
                />
              </Form.Item>
              {declining && (
                <Form.Item
                  name="comments"
                  label={t('payments.fields.declineReason')}
                  rules={[{ ...required, whitespace: true }]}
                >
                  <Input.TextArea aria-label={t('payments.fields.declineReason')} maxLength={500} rows={3} />
                </Form.Item>
              )}
            </Form>
          ) : (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('payments.fields.provider')}>
                {document.paymentProviderName ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('payments.fields.amount')}>{formatMoney(document.amount)}</Descriptions.Item>
              <Descriptions.Item label={t('payments.fields.bankTransactionNumber')}>
                {document.bankTransactionNumber ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          )}
        </div>
      </Space>
    </Modal>
  );
}
