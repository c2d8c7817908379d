import { PlusOutlined } from '@ant-design/icons';
import { formatMoney, OFFER_PAGE_SIZE, OFFER_PAGE_SIZES, REGIONS } from '@umbrella/contract';
import { Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useSessionUser } from '@/lib/auth/session-context';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { type Offer, type OfferPageQuery, useOffers, usePartners, useRegionProducts } from '../api/offers';
import { OfferModal } from './offer-modal';

type Filters = Pick<OfferPageQuery, 'regionId' | 'resale' | 'partnerId' | 'productId'>;
type Editing = { offer?: Offer } | null;

/** /offers (OFFER-01..06): filters, the paged offers table with its total, and the New/Edit modal. */
export function OffersPage() {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const {
    filters: { size, ...filters },
    update,
    page,
    pagination,
  } = usePagedFilters<Filters & { size: number }>({
    size: OFFER_PAGE_SIZE,
    regionId: undefined,
    resale: undefined,
    partnerId: undefined,
    productId: undefined,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const offers = useOffers({ ...filters, number: page, size });
  const partners = usePartners();
  const products = useRegionProducts(filters.regionId);
  const paging = pagination(offers.data?.totalSize ?? 0, size);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap data-testid="offer-filters">
        <Select
          aria-label={t('offers.fields.region')}
          placeholder={t('offers.fields.region')}
          allowClear
          style={{ minWidth: 160 }}
          value={filters.regionId}
          options={REGIONS.filter((r) => regionIds.includes(r.id)).map((r) => ({ value: r.id, label: r.name }))}
          onChange={(regionId?: string) => update({ regionId, productId: undefined })}
        />
        <Select
          aria-label={t('offers.fields.resale')}
          placeholder={t('offers.fields.resale')}
          allowClear
          style={{ minWidth: 120 }}
          value={filters.resale}
          options={[
            { value: true, label: t('offers.enum.yes') },
            { value: false, label: t('offers.enum.no') },
          ]}
          onChange={(resale?: boolean) => update({ resale })}
        />
        <Select
          aria-label={t('offers.fields.partner')}
          placeholder={t('offers.fields.partner')}
          allowClear
          style={{ minWidth: 180 }}
          value={filters.partnerId}
          options={(partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(partnerId?: number) => update({ partnerId })}
        />
        <Select
          aria-label={t('offers.fields.product')}
          placeholder={filters.regionId ? t('offers.fields.product') : t('offers.filters.productNeedsRegion')}
          allowClear
          disabled={!filters.regionId}
          style={{ minWidth: 200 }}
          value={filters.productId}
          options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(productId?: number) => update({ productId })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('offers.actions.new')}
        </Button>
      </Space>
      <Table<Offer>
        rowKey="id"
        size="small"
        loading={offers.isFetching}
        dataSource={offers.data?.content ?? []}
        locale={{ emptyText: tableEmpty(t('offers.empty')) }}
        pagination={{
          ...paging,
          pageSizeOptions: OFFER_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('offers.total', { count: total }),
          onChange: (next, nextSize) =>
            nextSize === size ? paging.onChange?.(next, nextSize) : update({ size: nextSize }),
        }}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('offers.fields.id') },
          {
            key: 'payout',
            title: t('offers.fields.payout'),
            render: (_, offer) => formatMoney(offer.defaultPayoutCents, 'USD'),
          },
          {
            key: 'regionId',
            title: t('offers.fields.region'),
            render: (_, offer) => REGIONS.find((r) => r.id === offer.regionId)?.name ?? offer.regionId,
          },
          { key: 'type', dataIndex: 'type', title: t('offers.fields.type') },
          { key: 'productName', dataIndex: 'productName', title: t('offers.fields.product') },
          { key: 'partnerName', dataIndex: 'partnerName', title: t('offers.fields.partner') },
          { key: 'scriptName', dataIndex: 'scriptName', title: t('offers.fields.script') },
          {
            key: 'resale',
            title: t('offers.fields.resale'),
            render: (_, offer) => (offer.resale ? <Tag color="blue">{t('offers.enum.yes')}</Tag> : t('offers.enum.no')),
          },
          {
            key: 'discounts',
            title: t('offers.fields.discounts'),
            render: (_, offer) => offer.discounts.map((d) => <Tag key={d.discountId}>{d.name}</Tag>),
          },
          {
            key: 'edit',
            title: '',
            render: (_, offer) => (
              <Button size="small" onClick={() => setEditing({ offer })}>
                {t('offers.actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary">{t('offers.total', { count: offers.data?.totalSize ?? 0 })}</Typography.Text>
      <OfferModal open={editing !== null} offer={editing?.offer} onClose={() => setEditing(null)} />
    </Space>
  );
}
