import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { RECONCILIATION_ERROR_TYPES } from '@umbrella/contract';
import { Button, Form, Input, List, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { followDownloadLink } from '@/lib/download/follow-link';
import { useDecideReport } from '../api/decide-report';
import { getReportDownloadLink, type ReportFile } from '../api/get-report-download-link';
import { useReportErrorSummary } from '../api/get-reports';
import type { Report } from '../types';

const KNOWN: ReadonlySet<string> = new Set(RECONCILIATION_ERROR_TYPES);

/** An error type in the spec's words; any other is "Unknown error" (RECON-15, RECON-16). */
export function errorTypeKey(type: string): string {
  return KNOWN.has(type) ? `reports.errorTypes.${type}` : 'reports.errorTypes.unknown';
}

/**
 * A report's error summary (RECON-14), its file and errors downloads through signed links
 * (RECON-17), and for a report with warnings the status change: an action and a comment, both
 * required (RECON-12, RECON-13).
 */
export function ReportReviewModal({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ action?: 'approve' | 'decline'; comments?: string }>();
  const summary = useReportErrorSummary(report.paymentDocumentId);
  const decide = useDecideReport();
  const download = useMutation({
    mutationFn: (file: ReportFile) => getReportDownloadLink(report.paymentDocumentId, file),
    onSuccess: (link) => followDownloadLink(link.url),
  });
  const changeable = report.status === 'APPROVED_WITH_WARNINGS' || report.status === 'PENDING';
  const required = { required: true, message: t('reports.validation.required') };

  async function onOk() {
    if (!changeable) return onClose();
    const values = await form.validateFields().catch(() => null);
    if (!values?.action) return;
    await decide.mutateAsync({
      action: values.action,
      paymentDocumentId: report.paymentDocumentId,
      comments: (values.comments ?? '').trim(),
    });
    onClose();
  }

  return (
    <Modal
      open
      title={t('reports.review.title', { number: report.bankTransactionNumber })}
      onCancel={onClose}
      onOk={() => void onOk()}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <List
        size="small"
        header={t('reports.review.errors')}
        dataSource={summary.data ?? []}
        locale={{ emptyText: tableEmpty(t('reports.review.noErrors')) }}
        renderItem={(item) => (
          <List.Item>
            {t(errorTypeKey(item.type))}: {item.count}
          </List.Item>
        )}
      />
      <Space wrap>
        {report.hasFile && (
          <Button type="link" icon={<DownloadOutlined />} onClick={() => download.mutate('report')}>
            {t('reports.review.downloadReport')}
          </Button>
        )}
        <Button type="link" icon={<DownloadOutlined />} onClick={() => download.mutate('errors')}>
          {t('reports.review.downloadErrors')}
        </Button>
      </Space>
      {changeable && (
        <Form form={form} layout="vertical">
          <Form.Item name="action" label={t('reports.review.action')} rules={[required]}>
            <Radio.Group
              options={[
                { value: 'approve', label: t('reports.actions.approve') },
                { value: 'decline', label: t('reports.actions.decline') },
              ]}
            />
          </Form.Item>
          <Form.Item name="comments" label={t('reports.review.comment')} rules={[{ ...required, whitespace: true }]}>
            <Input.TextArea aria-label={t('reports.review.comment')} maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
