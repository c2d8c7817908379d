import { Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/hooks/use-current-user';
import { useSessionUser } from '@/lib/auth/session-context';
import { hasPermission } from '@/lib/authorization';
import { useReceiptCounters } from '../api/get-receipt-counters';
import { useReceipts } from '../api/get-receipts';
import { useOpeningRegion } from '../lib/use-opening-region';
import { usePaymentsState } from '../lib/use-payments-state';
import type { PaymentDocument, StatusTab } from '../types';
import { DepositAccountsModal } from './deposit-accounts-modal';
import { PaymentsFilters } from './payments-filters';
import { ReceiptPreview } from './receipt-preview';
import { ReceiptsTable } from './receipts-table';

/**
 * /payments (PAY-01..24): status tabs with counters, the region (only the user's own), provider and
 * order short-code filters, an update button, and the receipts newest first; a row opens the
 * receipt preview where the reviewer confirms, declines or saves.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const [state, update] = usePaymentsState();
  const regionId = useOpeningRegion(regionIds, state.regionId);
  const filters = {
    documentStatus: state.documentStatus,
    regionId,
    orderShortCode: state.orderShortCode,
    paymentProviderId: state.paymentProviderId,
    sort: state.sort,
  };
  const receipts = useReceipts(filters, state.page - 1);
  const counters = useReceiptCounters({
    regionId,
    orderShortCode: state.orderShortCode,
    paymentProviderId: state.paymentProviderId,
  });
  const [open, setOpen] = useState<PaymentDocument | null>(null);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const mayEditAccounts = hasPermission(usePermissions(), 'payment.deposit-account:edit');

  const count = counters.data;
  const tabs: { key: StatusTab; count?: number }[] = [
    { key: 'PENDING', count: count?.pendingCount },
    { key: 'APPROVED', count: count?.approvedCount },
    { key: 'DECLINED', count: count?.declinedCount },
    { key: 'ALL', count: count?.totalCount },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PaymentsFilters
        regionIds={regionIds}
        regionId={regionId}
        state={state}
        update={update}
        onRefresh={() => {
          void receipts.refetch();
          void counters.refetch();
        }}
        onOpenAccounts={mayEditAccounts && regionId ? () => setAccountsOpen(true) : undefined}
      />
      <Tabs
        activeKey={state.documentStatus}
        onChange={(key) => update({ documentStatus: key as StatusTab })}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: `${t(`payments.tabs.${tab.key}`)} (${tab.count ?? 0})`,
        }))}
      />
      <ReceiptsTable
        receipts={receipts.data?.content ?? []}
        total={receipts.data?.totalSize ?? 0}
        loading={receipts.isFetching}
        regionId={regionId}
        sort={state.sort}
        page={state.page}
        update={update}
        onOpen={setOpen}
      />
      {open && <ReceiptPreview document={open} onClose={() => setOpen(null)} />}
      {regionId && (
        <DepositAccountsModal open={accountsOpen} regionId={regionId} onClose={() => setAccountsOpen(false)} />
      )}
    </Space>
  );
}
