import { PlusOutlined } from '@ant-design/icons';
import { formatMoney, WEBMASTERS_PAGE_SIZE } from '@umbrella/contract';
import { Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdRoot } from '@/components/antd-root';
import { tableEmpty } from '@/components/table-empty';
import { formatDay } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { useWebmasterRates, type WebmasterRate } from '../api/get-webmaster-rates';
import { GuaranteeHistory } from './guarantee-history';
import { WebmasterCreateModal } from './webmaster-create-modal';
import { WebmasterEditModal } from './webmaster-edit-modal';
import { type WebmasterFilters, WebmasterFiltersBar } from './webmaster-filters';

/** WEBM-02: a row is one webmaster-and-offer pair. */
const rowKey = (row: WebmasterRate) => `${row.webmasterId}:${row.offerId}`;

/**
 * /webmasters (WEBM-01..08): search filters, the pairs 20 a page with their guarantee history in
 * the expanded row, the create and 'Edit webmaster' modals and a way to create an offer.
 */
export function WebmastersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, update, page, pagination } = usePagedFilters<WebmasterFilters>({
    webmasterName: undefined,
    offerId: undefined,
    productName: undefined,
    partner: undefined,
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WebmasterRate | null>(null);
  const rates = useWebmasterRates({ ...filters, number: page, size: WEBMASTERS_PAGE_SIZE });

  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <WebmasterFiltersBar filters={filters} update={update} />
            <Space>
              <Button onClick={() => void navigate('/offers')}>{t('webmasters.actions.createOffer')}</Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('webmasters.actions.create')}
              </Button>
            </Space>
          </Space>
          <Table<WebmasterRate>
            rowKey={rowKey}
            size="small"
            loading={rates.isFetching}
            dataSource={rates.data?.content ?? []}
            locale={{ emptyText: tableEmpty(t('webmasters.empty')) }}
            expandable={{ expandedRowRender: (row) => <GuaranteeHistory row={row} /> }}
            pagination={pagination(rates.data?.totalSize ?? 0, WEBMASTERS_PAGE_SIZE)}
            columns={[
              { key: 'webmasterId', dataIndex: 'webmasterId', title: t('webmasters.fields.webmasterId') },
              { key: 'webmasterName', dataIndex: 'webmasterName', title: t('webmasters.fields.name') },
              { key: 'offerId', dataIndex: 'offerId', title: t('webmasters.fields.offer') },
              { key: 'productName', dataIndex: 'productName', title: t('webmasters.fields.product') },
              { key: 'partner', dataIndex: 'partner', title: t('webmasters.fields.partner') },
              {
                key: 'payout',
                dataIndex: 'webmasterPayout',
                title: t('webmasters.fields.payout'),
                render: (cents: number) => formatMoney(cents, 'USD'),
              },
              {
                key: 'guarantee',
                dataIndex: 'currentGuarantee',
                title: t('webmasters.fields.guaranteePercent'),
                render: (value: number | null) => (value === null ? '—' : `${value}%`),
              },
              {
                key: 'actualFrom',
                dataIndex: 'guaranteeActualFrom',
                title: t('webmasters.fields.actualFrom'),
                render: (day: string | null) => (day ? formatDay(day) : '—'),
              },
              {
                key: 'edit',
                title: '',
                render: (_, row) => (
                  <Button size="small" onClick={() => setEditing(row)}>
                    {t('webmasters.actions.edit')}
                  </Button>
                ),
              },
            ]}
          />
        </Space>
      </section>
      <WebmasterCreateModal open={creating} onClose={() => setCreating(false)} />
      <WebmasterEditModal row={editing} onClose={() => setEditing(null)} />
    </AntdRoot>
  );
}
