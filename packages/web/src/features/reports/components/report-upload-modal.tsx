import { UploadOutlined } from '@ant-design/icons';
import { toMinorUnits } from '@umbrella/contract';
import { Alert, Button, DatePicker, Form, Input, InputNumber, List, Modal, Progress, Select, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRowErrorText } from '@/lib/errors/report-row-error-text';
import { feedback } from '@/lib/feedback/feedback';
import { useReportProviders } from '../api/get-reports';
import { type ReportCheck, useUploadReport, validateReport } from '../api/upload-report';
import type { ReportRowError } from '../types';
import { errorTypeKey } from './report-review-modal';

type Values = { paymentProviderId?: number; paymentDate?: Dayjs; bankTransactionNumber?: string; amount?: number };
const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The report upload (RECON-03..07): provider, report date (not in the future), transaction number,
 * amount and one Excel or CSV file, all required; the gateway checks the file as soon as it is
 * chosen and its row errors are shown before upload; a large file shows its upload progress.
 */
export function ReportUploadModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const providers = useReportProviders(true);
  const upload = useUploadReport();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [errors, setErrors] = useState<ReportRowError[]>([]);
  const [progress, setProgress] = useState<number>();
  const required = { required: true, message: t('reports.validation.required') };

  async function choose(chosen: File) {
    setFile(chosen);
    setFileMissing(false);
    const check: ReportCheck = await validateReport(chosen).catch(() => ({ rows: 0, errors: [] }));
    setErrors(check.errors);
  }

  async function onOk() {
    const values = await form.validateFields().catch(() => null);
    if (!file) setFileMissing(true);
    if (!values || !file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({
        file,
        paymentProviderId: values.paymentProviderId ?? 0,
        paymentDate: (values.paymentDate ?? dayjs()).format('YYYY-MM-DD'),
        bankTransactionNumber: (values.bankTransactionNumber ?? '').trim(),
        amount: toMinorUnits(values.amount),
        onProgress: setProgress,
      });
      feedback.message.success(t('reports.upload.done'));
      onClose();
    } catch (error) {
      const listed = (error as { reportErrors?: ReportRowError[] }).reportErrors ?? [];
      setErrors(listed);
      if (!listed.length)
        feedback.notification.error({ title: t('reports.upload.failed'), description: (error as Error).message });
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <Modal
      open
      title={t('reports.upload.title')}
      onCancel={onClose}
      onOk={() => void onOk()}
      confirmLoading={upload.isPending}
      okText={t('reports.upload.submit')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="paymentProviderId" label={t('reports.fields.provider')} rules={[required]}>
          <Select
            aria-label={t('reports.fields.provider')}
            options={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item
          name="paymentDate"
          label={t('reports.fields.paymentDate')}
          rules={[
            required,
            {
              validator: (_, value?: Dayjs) =>
                value?.isAfter(dayjs(), 'day')
                  ? Promise.reject(new Error(t('reports.validation.futureDate')))
                  : Promise.resolve(),
            },
          ]}
        >
          <DatePicker aria-label={t('reports.fields.paymentDate')} format="DD-MM-YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="bankTransactionNumber"
          label={t('reports.fields.bankTransactionNumber')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input aria-label={t('reports.fields.bankTransactionNumber')} maxLength={64} />
        </Form.Item>
        <Form.Item name="amount" label={t('reports.fields.amount')} rules={[required]}>
          <InputNumber aria-label={t('reports.fields.amount')} min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      <Upload
        accept={ACCEPT}
        maxCount={1}
        multiple={false}
        beforeUpload={(chosen) => {
          void choose(chosen);
          return false;
        }}
        onRemove={() => {
          setFile(null);
          setErrors([]);
        }}
      >
        <Button icon={<UploadOutlined />}>{t('reports.upload.file')}</Button>
      </Upload>
      {progress !== undefined && <Progress percent={progress} size="small" aria-label={t('reports.upload.progress')} />}
      {fileMissing && <Alert type="error" showIcon title={t('reports.upload.selectFile')} style={{ marginTop: 8 }} />}
      {errors.length > 0 && (
        <List
          size="small"
          data-testid="report-row-errors"
          header={t('reports.upload.rowErrors', { count: errors.length })}
          dataSource={errors.slice(0, 50)}
          renderItem={(error) => (
            <List.Item>
              {t(errorTypeKey(error.type))}: {reportRowErrorText(t, error)}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
