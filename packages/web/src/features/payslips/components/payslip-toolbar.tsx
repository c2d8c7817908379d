import { ACCOUNT_BLOCKED_FILTERS, CHARGE_TYPE_FILTERS } from '@umbrella/contract';
import { Button, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback/feedback';
import { downloadPayslip } from '../api/download-payslip';
import type { PayslipContent, PayslipFilters } from '../api/get-payslip';
import { payslipActions, usePayslipAction } from '../api/payslip-actions';

/**
 * The payslip's actions and filters: the two Excel exports, Approve (a draft only), Delete (never
 * an approved one) and the charge-type and blocked filters.
 */
export function PayslipToolbar({
  payslipId,
  payslip,
  canEdit,
  filters,
  onFiltersChange,
}: {
  payslipId: number;
  payslip: PayslipContent | undefined;
  canEdit: boolean;
  filters: PayslipFilters;
  onFiltersChange: (change: (filters: PayslipFilters) => PayslipFilters) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approve = usePayslipAction(payslipActions.approve);
  const remove = usePayslipAction(payslipActions.remove);
  const [exporting, setExporting] = useState<'payslip' | 'transactions' | null>(null);

  const exportFile = async (what: 'payslip' | 'transactions') => {
    setExporting(what);
    try {
      await downloadPayslip(payslipId, what);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Space wrap>
      <Button loading={exporting === 'payslip'} onClick={() => exportFile('payslip')}>
        {t('payslips.actions.export')}
      </Button>
      <Button loading={exporting === 'transactions'} onClick={() => exportFile('transactions')}>
        {t('payslips.actions.exportTransactions')}
      </Button>
      {canEdit && payslip?.status === 'DRAFT' && (
        <Popconfirm
          title={t('payslips.detail.approveConfirm')}
          okText={t('payslips.actions.approve')}
          cancelText={t('payslips.actions.cancel')}
          onConfirm={async () => {
            await approve.mutateAsync(payslipId);
            feedback.message.success(t('payslips.messages.approved'));
          }}
        >
          <Button type="primary">{t('payslips.actions.approve')}</Button>
        </Popconfirm>
      )}
      {canEdit && payslip && payslip.status !== 'APPROVED' && (
        <Popconfirm
          title={t('payslips.detail.deleteConfirm')}
          okText={t('payslips.actions.delete')}
          cancelText={t('payslips.actions.cancel')}
          onConfirm={async () => {
            await remove.mutateAsync(payslipId);
            feedback.message.success(t('payslips.messages.deleted'));
            navigate('/payment-sheet');
          }}
        >
          <Button danger>{t('payslips.actions.delete')}</Button>
        </Popconfirm>
      )}
      <Select
        aria-label={t('payslips.fields.chargeType')}
        style={{ minWidth: 260 }}
        value={filters.chargeType}
        onChange={(chargeType) => onFiltersChange((f) => ({ ...f, chargeType }))}
        options={CHARGE_TYPE_FILTERS.map((c) => ({ value: c, label: t(`payslips.enum.chargeType.${c}`) }))}
      />
      <Select
        aria-label={t('payslips.fields.blocked')}
        style={{ minWidth: 160 }}
        value={filters.accountBlockedFilter}
        onChange={(accountBlockedFilter) => onFiltersChange((f) => ({ ...f, accountBlockedFilter }))}
        options={ACCOUNT_BLOCKED_FILTERS.map((c) => ({ value: c, label: t(`payslips.enum.blocked.${c}`) }))}
      />
    </Space>
  );
}
