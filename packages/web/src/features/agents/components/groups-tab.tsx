import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { feedback } from '@/lib/feedback/feedback';
import { usePage } from '@/lib/table/use-paged-filters';
import { type AdminGroup, useGroups } from '../api/get-groups';
import { groupActions, useGroupAction } from '../api/group-actions';
import { GROUPS_PAGE_SIZE } from '../lib/group-form';
import { GroupModal } from './group-modal';

/** The Groups tab (GROUP-01..05): the paged table, delete one call per group, the add/edit modal. */
export function GroupsTab() {
  const { t } = useTranslation();
  const { page, pagination } = usePage({ prefix: 'groups.' });
  const [selected, setSelected] = useState<AdminGroup[]>([]);
  const [editing, setEditing] = useState<{ group?: AdminGroup } | null>(null);
  const [deleting, setDeleting] = useState(false);
  // ADMIN-31: the groups of the user's own regions.
  const regionIds = useSessionUser()?.claims.claim.regionIds;
  const groups = useGroups({ number: page, size: GROUPS_PAGE_SIZE, ...(regionIds?.length ? { regionIds } : {}) });
  const remove = useGroupAction(async (ids: number[]) => {
    for (const id of ids) await groupActions.remove(id);
  });

  const removeSelected = async () => {
    try {
      await remove.mutateAsync([selected.map((g) => g.id)]);
      feedback.message.success(t('agents.messages.saved'));
      setSelected([]);
      setDeleting(false);
    } catch (error) {
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Button danger disabled={!selected.length} onClick={() => setDeleting(true)}>
          {t('agents.actions.deleteGroups')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('agents.actions.addGroup')}
        </Button>
      </Space>
      <Table<AdminGroup>
        rowKey="id"
        size="small"
        loading={groups.isFetching}
        dataSource={groups.data?.content ?? []}
        rowSelection={{ selectedRowKeys: selected.map((g) => g.id), onChange: (_keys, rows) => setSelected(rows) }}
        pagination={pagination(groups.data?.totalSize ?? 0, GROUPS_PAGE_SIZE)}
        columns={[
          { key: 'id', dataIndex: 'id', title: 'ID' },
          { key: 'name', dataIndex: 'name', title: t('agents.groupFields.name') },
          { key: 'region', dataIndex: 'region', title: t('agents.groupFields.region') },
          {
            key: 'taskType',
            dataIndex: 'taskType',
            title: t('agents.groupFields.taskType'),
            render: (type: AdminGroup['taskType']) => (type ? t(`agents.enum.taskTypes.${type}`) : ''),
          },
          {
            key: 'products',
            title: t('agents.groupFields.products'),
            render: (_, group) => group.products.map((p) => <Tag key={p.product.id}>{p.product.name}</Tag>),
          },
          {
            key: 'features',
            title: t('agents.groupFields.features'),
            render: (_, group) => group.features.map((f) => <Tag key={String(f.id)}>{f.name}</Tag>),
          },
          { key: 'accounts', title: t('agents.groupFields.accounts'), render: (_, group) => group.accounts.length },
          {
            key: 'edit',
            title: '',
            render: (_, group) => (
              <Button size="small" onClick={() => setEditing({ group })}>
                {t('agents.actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={deleting}
        title={t('agents.actions.deleteGroups')}
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={() => void removeSelected()}
        onCancel={() => setDeleting(false)}
      >
        {t('agents.messages.confirmDeleteGroups', { count: selected.length })}
      </Modal>
      <GroupModal open={editing !== null} group={editing?.group} onClose={() => setEditing(null)} />
    </Space>
  );
}
