import { PlusOutlined } from '@ant-design/icons';
import { formatMoney } from '@umbrella/contract';
import { Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { type AgencyPayout, useAgencyPayouts } from '../api/agencies';
import { AgencyModal } from './agency-modal';

type Editing = { payout?: AgencyPayout } | null;

/** /agencies (AGENCY-01..05; the shell titles it 'Agencies page'): the special payouts with create and edit. */
export function AgenciesPage() {
  const { t } = useTranslation();
  const payouts = useAgencyPayouts();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
        {t('agencies.actions.create')}
      </Button>
      <Table<AgencyPayout>
        rowKey="id"
        size="small"
        loading={payouts.isFetching}
        dataSource={payouts.data ?? []}
        locale={{ emptyText: tableEmpty(t('agencies.empty')) }}
        pagination={false}
        columns={[
          { key: 'offerId', dataIndex: 'offerId', title: t('agencies.fields.offer') },
          { key: 'partner', dataIndex: 'partner', title: t('agencies.fields.partner') },
          { key: 'agencyName', dataIndex: 'agencyName', title: t('agencies.fields.agencyName') },
          {
            key: 'payout',
            title: t('agencies.fields.payout'),
            render: (_, row) => formatMoney(row.payout, 'USD'),
          },
          { key: 'productName', dataIndex: 'productName', title: t('agencies.fields.product') },
          {
            key: 'edit',
            title: '',
            render: (_, payout) => (
              <Button size="small" onClick={() => setEditing({ payout })}>
                {t('agencies.actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <AgencyModal open={editing !== null} payout={editing?.payout} onClose={() => setEditing(null)} />
    </Space>
  );
}
