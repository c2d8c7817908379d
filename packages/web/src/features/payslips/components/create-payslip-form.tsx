import { Button, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback/feedback';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useCreatePayslip } from '../api/create-payslip';
import { isFutureDay, payslipPeriod } from '../lib/period';

type Values = { period: [Dayjs, Dayjs] };

/**
 * PAYSLIP-05..10: a draft for a chosen period (no future days), sent from the start of its first
 * day to the end of its last; a failure stays on screen until dismissed.
 */
export function CreatePayslipForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePayslip();
  const [form] = Form.useForm<Values>();

  const submit = async ({ period }: Values) => {
    try {
      const created = await create.mutateAsync(payslipPeriod(period[0], period[1]));
      form.resetFields();
      feedback.message.success(t('payslips.messages.created', { docNumber: created.docNumber }));
      navigate(`/payment-sheet/${created.id}`);
    } catch (error) {
      feedback.notification.error({
        message: t('payslips.messages.serverError'),
        description: (error as Error).message,
        // ADMIN-36: this failure shows at the top and stays until dismissed.
        placement: 'top',
        duration: 0,
      });
    }
  };

  return (
    <Form<Values> form={form} layout="inline" onFinish={submit}>
      <Form.Item
        name="period"
        label={t('payslips.fields.period')}
        rules={[{ required: true, message: t('payslips.validation.period') }]}
      >
        <DatePicker.RangePicker format={DATE_FORMAT} disabledDate={(day) => isFutureDay(day, dayjs())} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('payslips.actions.create')}
        </Button>
      </Space>
    </Form>
  );
}
