import { SEARCH_COUNT_CAP } from '@umbrella/contract';
import { Alert, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getUserTimezone } from '@/lib/format/date-settings';
import { useOrderSearch } from '../api/search-orders';
import { type SearchState, searchBody } from '../lib/search-state';
import type { OrderSearchRow } from '../types';
import { BulkActions } from './bulk-actions';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';

type Props = { state: SearchState; update: (patch: Partial<SearchState>) => void };

/** Tab 1: the filters, the bulk actions on the selected rows and the results (SEARCH-09..28). */
export function OrderSearchTab({ state, update }: Props) {
  const { t } = useTranslation();
  const body = useMemo(() => searchBody(state, getUserTimezone()), [state]);
  const search = useOrderSearch(body);
  const [selected, setSelected] = useState<OrderSearchRow[]>([]);
  const total = search.data?.totalSize ?? 0;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SearchFilters state={state} update={update} />
      <Space wrap>
        <BulkActions selected={selected} command={body} onDone={() => setSelected([])} found={search.data?.totalSize} />
        <Link to="/orders">{t('search.list.link')}</Link>
        {search.data && (
          <Typography.Text data-testid="search-count">
            {total >= SEARCH_COUNT_CAP ? t('search.count.capped') : t('search.count.found', { count: total })}
          </Typography.Text>
        )}
      </Space>
      {search.isError && <Alert type="error" showIcon title={t('search.loadFailed')} />}
      <SearchResults
        state={state}
        update={update}
        page={search.data}
        loading={search.isFetching}
        selected={selected}
        onSelect={setSelected}
      />
    </Space>
  );
}
