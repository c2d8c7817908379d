import { formatMoney } from '@umbrella/contract';
import { Button, Space, Table, type TableProps, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/hooks/use-current-user';
import { formatDay } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { useReportCounters, useReports } from '../api/get-reports';
import type { Report, ReportTab } from '../types';
import { ReportReviewModal } from './report-review-modal';
import { ReportUploadModal } from './report-upload-modal';

const COLORS = { PENDING: 'gold', APPROVED: 'green', DECLINED: 'red', APPROVED_WITH_WARNINGS: 'orange' } as const;

/**
 * /delivery-reports and /delivery-report (RECON-01..18): the reconciliation reports with their
 * tabs and counters; a row opens its errors and, with warnings, the approve/decline form; the
 * upload modal is offered with payment.document.report:upload.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const mayUpload = usePermissions().includes('payment.document.report:upload');
  // beside the page's own `tab` (providers or reconciliation), so its parameters carry a prefix
  const {
    filters: { status: tab },
    update,
    page,
    pagination,
  } = usePagedFilters<{ status: ReportTab }>({ status: 'ALL' }, { prefix: 'reports.' });
  const reports = useReports(tab, page);
  const counters = useReportCounters().data;
  const [open, setOpen] = useState<Report | null>(null);
  const [uploading, setUploading] = useState(false);
  const tabs: { key: ReportTab; count?: number }[] = [
    { key: 'ALL', count: counters?.totalCount },
    { key: 'APPROVED', count: counters?.approvedCount },
    { key: 'DECLINED', count: counters?.declinedCount },
    { key: 'APPROVED_WITH_WARNINGS', count: counters?.approvedWithWarningsCount },
  ];

  const columns: TableProps<Report>['columns'] = [
    { key: 'provider', title: t('reports.fields.provider'), render: (_, r) => r.paymentProviderName },
    { key: 'date', title: t('reports.fields.paymentDate'), render: (_, r) => formatDay(r.paymentDate) },
    { key: 'number', title: t('reports.fields.bankTransactionNumber'), render: (_, r) => r.bankTransactionNumber },
    { key: 'amount', title: t('reports.fields.amount'), align: 'right', render: (_, r) => formatMoney(r.amount) },
    {
      key: 'status',
      title: t('reports.fields.status'),
      render: (_, r) => <Tag color={COLORS[r.status]}>{t(`reports.enum.status.${r.status}`)}</Tag>,
    },
    {
      key: 'open',
      title: '',
      render: (_, r) => (
        <Button size="small" onClick={() => setOpen(r)}>
          {t('reports.actions.open')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {mayUpload && (
        <Button type="primary" onClick={() => setUploading(true)}>
          {t('reports.upload.open')}
        </Button>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key as ReportTab })}
        items={tabs.map((item) => ({ key: item.key, label: `${t(`reports.tabs.${item.key}`)} (${item.count ?? 0})` }))}
      />
      <Table<Report>
        data-testid="reports-table"
        rowKey="paymentDocumentId"
        columns={columns}
        dataSource={reports.data?.content ?? []}
        loading={reports.isFetching}
        pagination={pagination(reports.data?.totalSize ?? 0, 20)}
      />
      {open && <ReportReviewModal report={open} onClose={() => setOpen(null)} />}
      {uploading && <ReportUploadModal onClose={() => setUploading(false)} />}
    </Space>
  );
}
