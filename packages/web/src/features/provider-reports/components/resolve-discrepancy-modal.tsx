import type { DeliveryDiscrepancyDto } from '@umbrella/contract';
import { REPORT_SHORT_CODE_PATTERN } from '@umbrella/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useResolveDiscrepancy } from '../api/resolve-discrepancy';
import { discrepancyProblem } from '../lib/discrepancy-problem';

export type Resolution = 'APPLY' | 'IGNORE';
type Values = { shortCode?: string; comment: string };

/**
 * The confirmation of one resolution (decision 1331): APPLY asks for the right order's
 * short code, IGNORE changes no order; both need a comment.
 */
export function ResolveDiscrepancyModal({
  item,
  resolution,
  onClose,
}: {
  item: DeliveryDiscrepancyDto;
  resolution: Resolution;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const resolve = useResolveDiscrepancy();
  const applying = resolution === 'APPLY';

  const { submit, submitting } = useModalSubmit(form, resolve, {
    variables: (values) => ({
      id: item.id,
      body: {
        resolution,
        comment: values.comment.trim(),
        ...(applying ? { shortCode: values.shortCode?.trim().toUpperCase() } : {}),
      },
    }),
    success: t(applying ? 'providerReports.discrepancies.appliedDone' : 'providerReports.discrepancies.ignoredDone'),
    onDone: onClose,
  });

  return (
    <Modal
      open
      title={t(applying ? 'providerReports.discrepancies.applyTitle' : 'providerReports.discrepancies.ignoreTitle', {
        code: item.shortCode,
      })}
      okText={t(applying ? 'providerReports.discrepancies.apply' : 'providerReports.discrepancies.ignore')}
      onOk={() => void submit()}
      confirmLoading={submitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('providerReports.discrepancies.row', { row: item.rowNumber, file: item.fileName, status: item.status })}
        <br />
        {discrepancyProblem(item)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ shortCode: '', comment: '' }} onFinish={() => void submit()}>
        {applying && (
          <Form.Item
            name="shortCode"
            label={t('providerReports.discrepancies.shortCode')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[
              { required: true, message: t('providerReports.mapping.required') },
              {
                pattern: new RegExp(REPORT_SHORT_CODE_PATTERN),
                message: t('providerReports.discrepancies.codeFormat'),
              },
            ]}
          >
            <Input placeholder="ABC-123-123" />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={t('providerReports.discrepancies.comment')}
          rules={[{ required: true, whitespace: true, message: t('providerReports.mapping.required') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
