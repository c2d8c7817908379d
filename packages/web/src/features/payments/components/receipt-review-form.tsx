import { CopyOutlined } from '@ant-design/icons';
import { fromMinorUnits } from '@umbrella/contract';
import { Button, DatePicker, Form, type FormInstance, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDirectProviders } from '../api/get-direct-providers';
import type { ReceiptReviewValues } from '../lib/use-receipt-review';
import type { PaymentDocument } from '../types';

/** The receipt preview's form: provider, transaction number (with copy), amount, date, and the decline reason. */
export function ReceiptReviewForm({
  document,
  form,
  declining,
  onCopy,
}: {
  document: PaymentDocument;
  form: FormInstance<ReceiptReviewValues>;
  declining: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  const providers = useDirectProviders(document.regionId);
  const required = { required: true, message: t('payments.validation.required') };

  return (
    <Form<ReceiptReviewValues>
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
          <Button aria-label={t('payments.actions.copy')} icon={<CopyOutlined />} onClick={onCopy} />
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
        <DatePicker aria-label={t('payments.fields.paymentDate')} format="DD-MM-YYYY" style={{ width: '100%' }} />
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
  );
}
