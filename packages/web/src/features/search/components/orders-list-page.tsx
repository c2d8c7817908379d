import { ORDERS_LIST_PAGE_SIZE } from '@umbrella/contract';
import { DatePicker, Segmented, Select, Space, Table, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '@/lib/auth/session-context';
import { getUserTimezone } from '@/lib/format/date-settings';
import { formatDate, formatDateTime } from '@/lib/format/format-date';
import { useOrderSearch } from '../api/search-orders';
import { groupOf, mayEdit, mayRefuse, ORDER_GROUPS, type OrderGroup } from '../lib/order-groups';
import { DEFAULT_FROM, searchBody } from '../lib/search-state';
import { useSearchState } from '../lib/use-search-state';
import type { OrderSearchRow } from '../types';
import { BulkActions } from './bulk-actions';

/**
 * The orders list (SEARCH-34..38): a header with the region, the period and bulk refuse; the
 * confirmed, deposit and verified groups; pages of 15. Edit is not offered for a verified order;
 * only an order in transit can be selected for refuse. Its state lives in the URL like the search's.
 */
export function OrdersListPage() {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const [state, update] = useSearchState();
  const regionId = state.regionId ?? regionIds[0];
  const group = groupOf(state.statuses);
  const query = { ...state, regionId, statuses: [...ORDER_GROUPS[group]], size: ORDERS_LIST_PAGE_SIZE, text: '' };
  // react-query compares the request by value: a new but equal body is the same query.
  const body = searchBody(query, getUserTimezone());
  const search = useOrderSearch(body);
  const [selected, setSelected] = useState<OrderSearchRow[]>([]);

  const columns: TableProps<OrderSearchRow>['columns'] = [
    {
      key: 'code',
      title: t('search.columns.code'),
      render: (_, row) => <Link to={`/order/${row.order.id}`}>{row.order.shortCode}</Link>,
    },
    {
      key: 'status',
      title: t('search.list.status'),
      render: (_, row) => t(`orders.enum.statuses.${row.order.status}`),
    },
    { key: 'phone', title: t('search.columns.phone'), render: (_, row) => row.order.phone },
    {
      key: 'preferredDate',
      title: t('search.columns.preferredDate'),
      render: (_, row) => (row.order.preferredDate ? formatDate(row.order.preferredDate) : '—'),
    },
    { key: 'created', title: t('search.columns.created'), render: (_, row) => formatDateTime(row.order.created) },
    { key: 'delivery', title: t('search.columns.delivery'), render: (_, row) => row.deliveryName ?? '—' },
    {
      key: 'actions',
      title: t('search.list.actions'),
      render: (_, row) =>
        mayEdit(row.order.status) ? <Link to={`/order/${row.order.id}`}>{t('search.list.edit')}</Link> : null,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap data-testid="orders-list-header">
        <Select
          aria-label={t('search.filters.region')}
          value={regionId}
          onChange={(value: string) => update({ regionId: value })}
          options={regionIds.map((id) => ({ value: id, label: t(`search.regions.${id}`, { defaultValue: id }) }))}
          style={{ width: 180 }}
        />
        <DatePicker.RangePicker
          aria-label={t('search.filters.period')}
          format="DD-MM-YYYY"
          allowEmpty={[false, true]}
          value={[dayjs(state.from), state.to ? dayjs(state.to) : null]}
          onChange={(range) =>
            update({
              from: range?.[0]?.format('YYYY-MM-DD') ?? DEFAULT_FROM,
              to: range?.[1]?.format('YYYY-MM-DD') ?? undefined,
            })
          }
        />
        <BulkActions selected={selected} command={body} onDone={() => setSelected([])} refuseOnly />
      </Space>
      <Segmented<OrderGroup>
        value={group}
        onChange={(value) => {
          setSelected([]);
          update({ statuses: [...ORDER_GROUPS[value]] });
        }}
        options={(Object.keys(ORDER_GROUPS) as OrderGroup[]).map((value) => ({
          value,
          label: t(`search.list.groups.${value}`),
        }))}
      />
      <Table<OrderSearchRow>
        data-testid="orders-list"
        rowKey={(row) => row.order.id}
        columns={columns}
        dataSource={search.data?.content ?? []}
        loading={search.isFetching}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.order.id),
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (row) => ({ disabled: !mayRefuse(row.order.status) }),
        }}
        pagination={{
          current: state.page,
          pageSize: ORDERS_LIST_PAGE_SIZE,
          total: search.data?.totalSize ?? 0,
          showSizeChanger: false,
          onChange: (page) => update({ page }),
        }}
      />
    </Space>
  );
}
