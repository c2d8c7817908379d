import type { DeliveryDiscrepancyDto } from '@umbrella/contract';
import { Button, Space, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useDiscrepancies } from '../api/get-discrepancies';
import { discrepancyProblem } from '../lib/discrepancy-problem';
import { type Resolution, ResolveDiscrepancyModal } from './resolve-discrepancy-modal';

/**
 * A provider's discrepancy queue (decision 1331): report rows that could not be matched,
 * each resolved once by the right order or ignored (upload:delivery).
 */
export function DiscrepancyList({ providerId, mayResolve }: { providerId: number; mayResolve: boolean }) {
  const { t } = useTranslation();
  const items = useDiscrepancies(providerId);
  const [open, setOpen] = useState<{ item: DeliveryDiscrepancyDto; resolution: Resolution } | null>(null);

  const columns: TableProps<DeliveryDiscrepancyDto>['columns'] = [
    { key: 'file', title: t('providerReports.fields.fileName'), render: (_, d) => d.fileName },
    { key: 'row', title: t('providerReports.discrepancies.rowNumber'), render: (_, d) => d.rowNumber },
    { key: 'code', title: t('providerReports.discrepancies.shortCode'), render: (_, d) => d.shortCode },
    { key: 'status', title: t('providerReports.fields.status'), render: (_, d) => d.status },
    { key: 'problem', title: t('providerReports.discrepancies.problem'), render: (_, d) => discrepancyProblem(d) },
    {
      key: 'actions',
      title: '',
      render: (_, d) =>
        mayResolve ? (
          <Space>
            <Button size="small" type="primary" onClick={() => setOpen({ item: d, resolution: 'APPLY' })}>
              {t('providerReports.discrepancies.apply')}
            </Button>
            <Button size="small" onClick={() => setOpen({ item: d, resolution: 'IGNORE' })}>
              {t('providerReports.discrepancies.ignore')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <section aria-label={t('providerReports.discrepancies.title')}>
      <Typography.Title level={5}>{t('providerReports.discrepancies.title')}</Typography.Title>
      <Table<DeliveryDiscrepancyDto>
        data-testid="discrepancies-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={items.data ?? []}
        loading={items.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: tableEmpty(t('providerReports.discrepancies.empty')) }}
      />
      {open && <ResolveDiscrepancyModal item={open.item} resolution={open.resolution} onClose={() => setOpen(null)} />}
    </section>
  );
}
