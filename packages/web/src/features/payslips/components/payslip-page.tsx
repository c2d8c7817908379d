import { Alert, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { type PayslipFilters, usePayslip } from '../api/get-payslip';
import { PayslipPeopleTable } from './payslip-people-table';
import { PayslipSummary } from './payslip-summary';
import { PayslipToolbar } from './payslip-toolbar';
import { PayslipTotalsTable } from './payslip-totals-table';

/**
 * /payment-sheet/{sheetId} (PAYSLIP-11..41): the payslip's people with their salary items, the
 * totals, the charge-type and blocked filters, Excel exports, Approve (hidden once approved) and
 * Delete (never an approved one).
 */
export function PayslipPage() {
  const { t } = useTranslation();
  const payslipId = Number(useParams().sheetId);
  const [filters, setFilters] = useState<PayslipFilters>({ chargeType: 'ALL', accountBlockedFilter: 'ALL' });
  const payslip = usePayslip(payslipId, filters);
  const canEdit = usePermissions().includes('payslip:edit');
  const data = payslip.data;

  if (payslip.isError) return <Alert type="error" title={t('payslips.detail.notFound')} showIcon />;

  return (
    <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {data && <PayslipSummary payslip={data} />}
        <PayslipToolbar
          payslipId={payslipId}
          payslip={data}
          canEdit={canEdit}
          filters={filters}
          onFiltersChange={setFilters}
        />
        <PayslipPeopleTable
          people={data?.items ?? []}
          loading={payslip.isFetching}
          chargeType={filters.chargeType}
          editable={canEdit && data?.status === 'DRAFT'}
        />
        <PayslipTotalsTable totals={data?.totals ?? []} />
      </Space>
    </section>
  );
}
