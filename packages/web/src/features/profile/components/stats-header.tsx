import { useQueries } from '@tanstack/react-query';
import { Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionProductsQueryOptions } from '@/lib/api/get-region-products';
import { useUserRegions } from '@/lib/api/get-regions';
import { STATS_PERIODS, type StatsChoice } from '../lib/stats-choice';

type Props = { value: StatsChoice; onChange: (next: StatsChoice) => void };

/**
 * The stats header (PROFILE-22..25): the period (1 day … 3 months) and a product filter grouped
 * by the user's regions. The profile, team and leaderboard views all read the one choice it makes.
 */
export function StatsHeader({ value, onChange }: Props) {
  const { t } = useTranslation();
  const regions = useUserRegions().data ?? [];
  const products = useQueries({ queries: regions.map((r) => regionProductsQueryOptions(r.id)) });
  const groups = regions.map((region, index) => ({
    label: region.fullName,
    title: region.fullName,
    options: (products[index]?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  }));
  return (
    <Space wrap data-testid="stats-header" style={{ width: '100%', justifyContent: 'space-between' }}>
      <Segmented<StatsChoice['period']>
        aria-label={t('profile.stats.period')}
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
        options={STATS_PERIODS.map((period) => ({ value: period, label: t(`profile.enum.periods.${period}`) }))}
      />
      <Select<number[]>
        mode="multiple"
        allowClear
        aria-label={t('profile.stats.products')}
        placeholder={t('profile.stats.allProducts')}
        style={{ minWidth: 260 }}
        value={value.productIds}
        onChange={(productIds) => onChange({ ...value, productIds })}
        options={groups}
        optionFilterProp="label"
      />
    </Space>
  );
}
