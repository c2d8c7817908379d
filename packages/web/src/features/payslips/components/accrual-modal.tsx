import { fromMinorUnits, toMinorUnits } from '@umbrella/contract';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { feedback } from '@/lib/feedback/feedback';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useCurrencies } from '../api/get-currencies';
import type { SalaryItem } from '../api/get-salary-items';
import { payslipActions, usePayslipAction } from '../api/payslip-actions';

type Values = { currency: string; amount: number; comment: string };
type Props = {
  /** The person the accrual is for (add) … */
  accountPayslipId: number;
  /** … or the accrual to change. */
  item?: SalaryItem;
  open: boolean;
  onClose: () => void;
};

/** PAYSLIP-24..29: an arbitrary-fee accrual, its currency, amount (in units, sent in cents) and comment. */
export function AccrualModal({ accountPayslipId, item, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const currencies = useCurrencies(open);
  const save = usePayslipAction(async (values: Values) => {
    const body = { currency: values.currency, amount: toMinorUnits(values.amount), comment: values.comment.trim() };
    return item
      ? payslipActions.updateAccrual(item.id, body)
      : payslipActions.addAccrual({ ...body, accountPayslipId });
  }, 'page');

  useFormOnOpen(form, open, {
    source: [item],
    values: () => item && { currency: item.currency, amount: fromMinorUnits(item.amount), comment: item.comment ?? '' },
  });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values) => values,
    success: t(item ? 'payslips.messages.accrualUpdated' : 'payslips.messages.accrualAdded'),
    onDone: onClose,
    onError: (error) =>
      feedback.notification.error({
        message: t('payslips.messages.serverError'),
        description: (error as Error).message,
      }),
  });

  return (
    <Modal
      open={open}
      title={t(item ? 'payslips.accrual.editTitle' : 'payslips.accrual.addTitle')}
      okText={t('payslips.actions.save')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="accrual">
        <Form.Item
          name="currency"
          label={t('payslips.fields.currency')}
          rules={[{ required: true, message: t('payslips.validation.currency') }]}
        >
          <Select
            loading={currencies.isFetching}
            options={(currencies.data ?? []).map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('payslips.fields.amount')}
          rules={[{ required: true, message: t('payslips.validation.amount') }]}
        >
          <InputNumber step={0.01} precision={2} min={-1_000_000} max={1_000_000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('payslips.fields.comment')}
          rules={[{ required: true, whitespace: true, message: t('payslips.validation.comment') }]}
        >
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
