import { BankOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDirectProviders } from '../api/get-direct-providers';
import type { PaymentsState } from '../lib/use-payments-state';

/**
 * The /payments filter bar: region (only the user's own), the region's providers, order short code,
 * Update, and the deposit accounts button for those who may edit them.
 */
export function PaymentsFilters({
  regionIds,
  regionId,
  state,
  update,
  onRefresh,
  onOpenAccounts,
}: {
  regionIds: readonly string[];
  regionId: string | undefined;
  state: PaymentsState;
  update: (patch: Partial<PaymentsState>) => void;
  onRefresh: () => void;
  /** Absent when the deposit accounts may not be edited here. */
  onOpenAccounts?: () => void;
}) {
  const { t } = useTranslation();
  const providers = useDirectProviders(regionId);
  return (
    <Space wrap data-testid="payments-filters">
      <Select
        aria-label={t('payments.filters.region')}
        value={regionId}
        onChange={(value: string) => update({ regionId: value })}
        options={regionIds.map((id) => ({ value: id, label: t(`payments.regions.${id}`, { defaultValue: id }) }))}
        style={{ width: 160 }}
      />
      <Select
        aria-label={t('payments.filters.provider')}
        allowClear
        placeholder={t('payments.filters.provider')}
        value={state.paymentProviderId}
        onChange={(value?: number) => update({ paymentProviderId: value })}
        options={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        style={{ width: 180 }}
      />
      <Input.Search
        aria-label={t('payments.filters.shortCode')}
        placeholder={t('payments.filters.shortCode')}
        allowClear
        defaultValue={state.orderShortCode}
        onSearch={(value) => update({ orderShortCode: value.trim() || undefined })}
        style={{ width: 220 }}
      />
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
        {t('payments.actions.update')}
      </Button>
      {onOpenAccounts && (
        <Button icon={<BankOutlined />} onClick={onOpenAccounts}>
          {t('payments.depositAccounts.open')}
        </Button>
      )}
    </Space>
  );
}
