import { Button, Input, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegionProducts } from '@/lib/api/get-region-products';
import { useUserRegions } from '@/lib/api/get-regions';
import { formatDateTime } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { useScripts } from '../api/list-scripts';
import { SCRIPTS_PAGE_SIZE } from '../lib/limits';
import type { ScriptFilters, ScriptSummary } from '../types';
import { CreateScriptModal } from './create-script-modal';

/** /scripts: scripts with region, product and offer filters, 15 a page, and the create modal (SCRIPT-02..04). */
export function ScriptsListPage() {
  const { t } = useTranslation();
  const { filters, update, page, pagination } = usePagedFilters<Omit<ScriptFilters, 'page'>>({
    regionId: undefined,
    productId: undefined,
    offerId: undefined,
  });
  const [creating, setCreating] = useState(false);
  const regions = useUserRegions();
  const products = useRegionProducts(filters.regionId);
  const scripts = useScripts({ ...filters, page: page + 1 });

  const columns: TableProps<ScriptSummary>['columns'] = [
    {
      key: 'name',
      title: t('scripts.fields.name'),
      render: (_, row) => <Link to={`/scripts/${row.scriptId}`}>{row.scriptName}</Link>,
    },
    { key: 'product', title: t('scripts.fields.product'), render: (_, row) => row.productName },
    { key: 'region', title: t('scripts.fields.region'), render: (_, row) => row.regionId },
    { key: 'offers', title: t('scripts.fields.offers'), render: (_, row) => row.offerIds.join(', ') },
    {
      key: 'published',
      title: t('scripts.fields.lastPublished'),
      render: (_, row) =>
        row.lastPublishedScriptVersion?.publishedAt
          ? formatDateTime(row.lastPublishedScriptVersion.publishedAt)
          : t('scripts.list.notPublished'),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap data-testid="scripts-filters">
        <Select
          allowClear
          aria-label={t('scripts.fields.region')}
          placeholder={t('scripts.fields.region')}
          value={filters.regionId}
          onChange={(value?: string) => update({ regionId: value, productId: undefined })}
          options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          style={{ width: 180 }}
        />
        <Select
          allowClear
          aria-label={t('scripts.fields.product')}
          placeholder={t('scripts.fields.product')}
          disabled={!filters.regionId}
          value={filters.productId}
          onChange={(value?: number) => update({ productId: value })}
          options={filters.regionId ? (products.data ?? []).map((p) => ({ value: p.id, label: p.name })) : []}
          style={{ width: 220 }}
        />
        <Input.Search
          allowClear
          aria-label={t('scripts.fields.offer')}
          placeholder={t('scripts.fields.offer')}
          defaultValue={filters.offerId}
          onSearch={(value) => update({ offerId: value.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('scripts.create.open')}
        </Button>
      </Space>
      <Table<ScriptSummary>
        data-testid="scripts-list"
        rowKey="scriptId"
        columns={columns}
        dataSource={scripts.data?.content ?? []}
        loading={scripts.isFetching}
        pagination={pagination(scripts.data?.totalSize ?? 0, SCRIPTS_PAGE_SIZE)}
      />
      <CreateScriptModal open={creating} onClose={() => setCreating(false)} />
    </Space>
  );
}
