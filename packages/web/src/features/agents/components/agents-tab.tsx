import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { type AdminAccount, useAccounts } from '../api/get-accounts';
import { AGENTS_PAGE_SIZE, type AgentFilters } from '../lib/agent-filters';
import { AgentBulkActions } from './agent-bulk-actions';
import { AgentFiltersBar } from './agent-filters-bar';
import { AgentModal } from './agent-modal';

type Editing = { account?: AdminAccount } | null;

/** The Agents tab (AGENT-01..22): filters, bulk actions, the paged table and the add/edit modal. */
export function AgentsTab() {
  const { t } = useTranslation();
  // ADMIN-30: the region filter starts on the user's own regions.
  const ownRegions = useSessionUser()?.claims.claim.regionIds;
  const { filters, update, page, pagination } = usePagedFilters<AgentFilters>(() => ({
    query: undefined,
    blocked: undefined,
    groupIds: undefined,
    position: undefined,
    regionIds: ownRegions?.length ? [...ownRegions] : undefined,
  }));
  const [selected, setSelected] = useState<AdminAccount[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const accounts = useAccounts({ ...filters, number: page, size: AGENTS_PAGE_SIZE });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <AgentFiltersBar filters={filters} update={update} />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <AgentBulkActions selected={selected} onDone={() => setSelected([])} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('agents.actions.add')}
        </Button>
      </Space>
      <Table<AdminAccount>
        rowKey="id"
        size="small"
        loading={accounts.isFetching}
        dataSource={accounts.data?.content ?? []}
        rowSelection={{
          selectedRowKeys: selected.map((a) => a.id),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        pagination={pagination(accounts.data?.totalSize ?? 0, AGENTS_PAGE_SIZE)}
        onRow={(account) => ({ onDoubleClick: () => setEditing({ account }) })}
        columns={[
          { key: 'id', dataIndex: 'id', title: 'ID' },
          { key: 'name', dataIndex: 'name', title: t('agents.fields.name') },
          { key: 'surname', dataIndex: 'surname', title: t('agents.fields.surname') },
          { key: 'identityDocNumber', dataIndex: 'identityDocNumber', title: t('agents.fields.identityDocNumber') },
          { key: 'email', dataIndex: 'email', title: t('agents.fields.email') },
          {
            key: 'position',
            dataIndex: 'position',
            title: t('agents.fields.position'),
            render: (position: AdminAccount['position']) => t(`agents.enum.positions.${position}`),
          },
          { key: 'voipExtension', dataIndex: 'voipExtension', title: t('agents.fields.voipExtension') },
          { key: 'salaryCurrency', dataIndex: 'salaryCurrency', title: t('agents.fields.salaryCurrency') },
          {
            key: 'regions',
            title: t('agents.fields.regions'),
            render: (_, account) => account.regions.map((r) => r.name).join(', '),
          },
          {
            key: 'groups',
            title: t('agents.fields.groups'),
            render: (_, account) => account.groups.map((g) => <Tag key={g.id}>{g.name}</Tag>),
          },
          {
            key: 'blocked',
            title: t('agents.fields.blocked'),
            render: (_, account) => (account.blocked ? <Tag color="red">{t('agents.filters.blockedYes')}</Tag> : null),
          },
          {
            key: 'edit',
            title: '',
            render: (_, account) => (
              <Button size="small" onClick={() => setEditing({ account })}>
                {t('agents.actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <AgentModal open={editing !== null} account={editing?.account} onClose={() => setEditing(null)} />
    </Space>
  );
}
