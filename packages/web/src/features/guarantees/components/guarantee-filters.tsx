import { GUARANTEE_STATUS_FILTERS, type GuaranteeStatusFilter } from '@umbrella/contract';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuaranteesQuery } from '../api/guarantees';

export type GuaranteeFilters = Pick<
  GuaranteesQuery,
  'statusValue' | 'webmasterName' | 'agencyName' | 'partner' | 'offerId'
>;
type TextFilter = 'webmasterName' | 'agencyName' | 'partner' | 'offerId';
type Props = { filters: GuaranteeFilters; update: (patch: GuaranteeFilters) => void };

/** GUAR-04, GUAR-05: a text filter is trimmed; an empty one is no filter. */
const trimmed = (value: string) => value.trim() || undefined;

/** GUAR-03..06: webmaster, agency, partner and offer, and the status (Any by default). */
export function GuaranteeFiltersBar({ filters, update }: Props) {
  const { t } = useTranslation();
  const text = (key: TextFilter, label: string) => (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      defaultValue={filters[key]}
      onSearch={(value) => update({ [key]: trimmed(value) })}
      style={{ width: 180 }}
    />
  );
  return (
    <Space wrap data-testid="guarantee-filters">
      {text('webmasterName', t('guarantees.filters.webmaster'))}
      {text('agencyName', t('guarantees.filters.agency'))}
      {text('partner', t('guarantees.filters.partner'))}
      {text('offerId', t('guarantees.filters.offer'))}
      <Select
        aria-label={t('guarantees.filters.status')}
        value={filters.statusValue ?? 'ANY'}
        onChange={(statusValue: GuaranteeStatusFilter) => update({ statusValue })}
        options={GUARANTEE_STATUS_FILTERS.map((s) => ({ value: s, label: t(`guarantees.status.${s}`) }))}
        style={{ width: 140 }}
      />
    </Space>
  );
}
