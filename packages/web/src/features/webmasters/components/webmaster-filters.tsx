import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebmasterOffers } from '../api/get-webmaster-offers';
import type { WebmasterRatesQuery } from '../api/get-webmaster-rates';

export type WebmasterFilters = Pick<WebmasterRatesQuery, 'webmasterName' | 'offerId' | 'productName' | 'partner'>;
type Props = { filters: WebmasterFilters; update: (patch: WebmasterFilters) => void };

const trimmed = (value: string) => value.trim() || undefined;

/** WEBM-06: webmaster name, offer (from getAllOffers, WEBM-08), product name and partner. */
export function WebmasterFiltersBar({ filters, update }: Props) {
  const { t } = useTranslation();
  const offers = useWebmasterOffers();
  const text = (key: 'webmasterName' | 'productName' | 'partner', label: string) => (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      defaultValue={filters[key]}
      onSearch={(value) => update({ [key]: trimmed(value) })}
      style={{ width: 200 }}
    />
  );
  return (
    <Space wrap data-testid="webmaster-filters">
      {text('webmasterName', t('webmasters.filters.webmasterName'))}
      <Select
        aria-label={t('webmasters.filters.offer')}
        placeholder={t('webmasters.filters.offer')}
        allowClear
        showSearch
        value={filters.offerId}
        onChange={(offerId?: string) => update({ offerId })}
        options={(offers.data ?? []).map((o) => ({ value: o.id, label: o.id }))}
        style={{ width: 220 }}
      />
      {text('productName', t('webmasters.filters.productName'))}
      {text('partner', t('webmasters.filters.partner'))}
    </Space>
  );
}
