import { type DeliveryReportStatusName, deliveryReportApplicable, deliveryReportStatus } from '@umbrella/contract';
import { Button, Popconfirm, Space, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { useApplyAndQueue } from '../api/apply-and-queue';
import { useApplyReport } from '../api/apply-report';
import { useProviderReports } from '../api/get-provider-reports';
import type { ProviderReport } from '../types';
import { ValidationErrorsModal } from './validation-errors-modal';

const COLORS: Record<DeliveryReportStatusName, string> = {
  Applied: 'green',
  Processing: 'blue',
  Valid: 'cyan',
  'Needs mapping': 'orange',
  'Validation Error': 'red',
};
const STATUS_KEYS: Record<DeliveryReportStatusName, string> = {
  Applied: 'applied',
  Processing: 'processing',
  Valid: 'valid',
  'Needs mapping': 'needsMapping',
  'Validation Error': 'validationError',
};

/**
 * The provider's last 3 reports with their derived status (DREP-05..11); a Validation Error opens
 * its errors (DREP-18); Apply is offered only by the rule (DREP-12..14), with upload:delivery.
 * A report whose only errors are unmatched rows may apply the matched rows and queue the rest,
 * after a confirmation. Columns are mapped in the upload dialog now (decision 1832): a report
 * stored before that which still Needs mapping only says so.
 */
export function ReportList({ providerId, mayApply }: { providerId: number; mayApply: boolean }) {
  const { t } = useTranslation();
  const reports = useProviderReports(providerId);
  const apply = useApplyReport();
  const applyAndQueue = useApplyAndQueue();
  const [errorsOf, setErrorsOf] = useState<number | null>(null);
  const list = reports.data ?? [];
  const processing = list.some((r) => deliveryReportStatus(r) === 'Processing');

  const onApply = async (report: ProviderReport) => {
    try {
      await apply.mutateAsync(report.id);
      feedback.message.success(t('providerReports.applied', { name: report.fileName }));
    } catch (error) {
      feedback.message.error(`${t('providerReports.serverError')} ${(error as Error).message}`);
    }
  };

  const onApplyAndQueue = async (report: ProviderReport) => {
    try {
      const result = await applyAndQueue.mutateAsync(report.id);
      feedback.message.success(t('providerReports.queue.done', { changed: result.changed, queued: result.queued }));
    } catch (error) {
      feedback.message.error(`${t('providerReports.serverError')} ${(error as Error).message}`);
    }
  };

  const columns: TableProps<ProviderReport>['columns'] = [
    { key: 'file', title: t('providerReports.fields.fileName'), render: (_, r) => r.fileName },
    { key: 'created', title: t('providerReports.fields.createdAt'), render: (_, r) => formatDateTime(r.createdAt) },
    { key: 'who', title: t('providerReports.fields.whoDid'), render: (_, r) => r.whoDid ?? '' },
    {
      key: 'validated',
      title: t('providerReports.fields.validatedAt'),
      render: (_, r) => (r.validatedAt ? formatDateTime(r.validatedAt) : ''),
    },
    {
      key: 'applied',
      title: t('providerReports.fields.appliedAt'),
      render: (_, r) => (r.appliedAt ? formatDateTime(r.appliedAt) : ''),
    },
    {
      key: 'status',
      title: t('providerReports.fields.status'),
      render: (_, r) => {
        const status = deliveryReportStatus(r);
        const label = t(`providerReports.status.${STATUS_KEYS[status]}`);
        if (status !== 'Validation Error') return <Tag color={COLORS[status]}>{label}</Tag>;
        return (
          <Button size="small" danger onClick={() => setErrorsOf(r.id)}>
            {label}
          </Button>
        );
      },
    },
    {
      key: 'apply',
      title: '',
      render: (_, r) => (
        <Space>
          {mayApply && deliveryReportApplicable(r, list) && (
            <Button
              size="small"
              type="primary"
              loading={apply.isPending && apply.variables === r.id}
              onClick={() => void onApply(r)}
            >
              {t('providerReports.actions.apply')}
            </Button>
          )}
          {mayApply && r.queueable && !r.appliedAt && !processing && (
            <Popconfirm
              title={t('providerReports.queue.confirm')}
              okText={t('providerReports.queue.ok')}
              cancelText={t('providerReports.queue.cancel')}
              onConfirm={() => onApplyAndQueue(r)}
            >
              <Button size="small" loading={applyAndQueue.isPending && applyAndQueue.variables === r.id}>
                {t('providerReports.queue.button')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<ProviderReport>
        data-testid="provider-reports-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={reports.isLoading}
        pagination={false}
        locale={{ emptyText: tableEmpty(t('providerReports.empty')) }}
      />
      {errorsOf !== null && <ValidationErrorsModal reportId={errorsOf} onClose={() => setErrorsOf(null)} />}
    </>
  );
}
