import { DTK_PROVIDER_ID, DTK_REGION_ID, ORDER_STATUS } from '@umbrella/contract';
import { Alert, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/hooks/use-current-user';
import { hasPermission } from '@/lib/authorization';
import { getUserTimezone } from '@/lib/format/date-settings';
import { useOrderSearch } from '../api/search-orders';
import { DEFAULT_FROM, type SearchState, searchBody } from '../lib/search-state';
import { TransferToDtkButton } from './dtk-transfer-button';
import { SearchResults } from './search-results';

type Paging = Pick<SearchState, 'sort' | 'direction' | 'page' | 'size'>;

/**
 * Tab 2, DTK Verified orders (SEARCH-04, decision 1321): the DTK region's Verified orders with DTK
 * as their provider — the orders the couriers trigger would hand over — in the search's table, with
 * its own paging; with transfer-to-dtk:orders, Transfer to DTK hands them over (DREP-45, DREP-46).
 */
export function DtkVerifiedTab() {
  const { t } = useTranslation();
  const mayTransfer = hasPermission(usePermissions(), 'transfer-to-dtk:orders');
  const [paging, setPaging] = useState<Paging>({ sort: 'created', direction: 'desc', page: 1, size: 10 });
  const state = useMemo<SearchState>(
    () => ({
      ...paging,
      tab: '2',
      regionId: DTK_REGION_ID,
      from: DEFAULT_FROM,
      statuses: [ORDER_STATUS.VERIFIED],
      providerId: DTK_PROVIDER_ID,
      tagIds: [],
      text: '',
    }),
    [paging],
  );
  const body = useMemo(() => searchBody(state, getUserTimezone()), [state]);
  const search = useOrderSearch(body);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        {mayTransfer && <TransferToDtkButton found={search.data?.totalSize} />}
        {search.data && (
          <Typography.Text data-testid="dtk-count">
            {t('search.count.found', { count: search.data.totalSize })}
          </Typography.Text>
        )}
      </Space>
      {search.isError && <Alert type="error" showIcon title={t('search.loadFailed')} />}
      <SearchResults
        state={state}
        update={(patch) => setPaging((current) => ({ ...current, ...patch }))}
        page={search.data}
        loading={search.isFetching}
      />
    </Space>
  );
}
