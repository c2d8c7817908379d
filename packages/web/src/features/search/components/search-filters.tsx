import { ORDER_STATUS_LABEL, SEARCH_TEXT_MAX } from '@umbrella/contract';
import { DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useProviders } from '@/lib/api/get-delivery-providers';
import { useSessionUser } from '@/lib/auth/session-context';
import { useTags } from '../api/get-tags';
import { DEFAULT_FROM, type SearchState } from '../lib/search-state';

type Props = { state: SearchState; update: (patch: Partial<SearchState>) => void };

const DATE_FORMAT = 'DD-MM-YYYY';
const STATUSES = Object.entries(ORDER_STATUS_LABEL).map(([value]) => Number(value));

/**
 * The search's filters: region (only the user's own, SEARCH-11), period (DD-MM-YYYY, from
 * 01/01/2022 by default, SEARCH-16/18), statuses, delivery provider and tags (of the chosen
 * region), and the search box of at most 42 characters (SEARCH-10).
 */
export function SearchFilters({ state, update }: Props) {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const providers = useProviders(state.regionId);
  const tags = useTags(state.regionId);
  return (
    <Space wrap data-testid="search-filters">
      <Input.Search
        aria-label={t('search.filters.text')}
        placeholder={t('search.filters.textPlaceholder')}
        maxLength={SEARCH_TEXT_MAX}
        defaultValue={state.text}
        key={state.text}
        allowClear
        onSearch={(text) => update({ text })}
        style={{ width: 320 }}
      />
      <Select
        aria-label={t('search.filters.region')}
        placeholder={t('search.filters.allRegions')}
        allowClear
        value={state.regionId}
        onChange={(regionId?: string) => update({ regionId, providerId: undefined, tagIds: [] })}
        options={regionIds.map((id) => ({ value: id, label: t(`search.regions.${id}`, { defaultValue: id }) }))}
        style={{ width: 180 }}
      />
      <DatePicker.RangePicker
        aria-label={t('search.filters.period')}
        format={DATE_FORMAT}
        allowEmpty={[false, true]}
        value={[dayjs(state.from), state.to ? dayjs(state.to) : null]}
        onChange={(range) =>
          update({
            from: range?.[0]?.format('YYYY-MM-DD') ?? DEFAULT_FROM,
            to: range?.[1]?.format('YYYY-MM-DD') ?? undefined,
          })
        }
      />
      <Select
        aria-label={t('search.filters.status')}
        placeholder={t('search.filters.status')}
        mode="multiple"
        allowClear
        value={state.statuses}
        onChange={(statuses: number[]) => update({ statuses })}
        options={STATUSES.map((status) => ({ value: status, label: t(`orders.enum.statuses.${status}`) }))}
        style={{ minWidth: 180 }}
      />
      <Select
        aria-label={t('search.filters.provider')}
        placeholder={t('search.filters.provider')}
        allowClear
        disabled={!state.regionId}
        value={state.providerId}
        onChange={(providerId?: number) => update({ providerId })}
        options={(providers.data ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
        style={{ width: 180 }}
      />
      <Select
        aria-label={t('search.filters.tags')}
        placeholder={t('search.filters.tags')}
        mode="multiple"
        allowClear
        disabled={!state.regionId}
        value={state.tagIds}
        onChange={(tagIds: number[]) => update({ tagIds })}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.title }))}
        style={{ minWidth: 180 }}
      />
    </Space>
  );
}
