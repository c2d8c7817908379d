import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { feedback } from '@/lib/feedback/feedback';
import { formatDay } from '@/lib/format/format-date';
import { type GuaranteeValue, useGuaranteeValues } from '../api/get-guarantee-values';
import type { WebmasterRate } from '../api/get-webmaster-rates';
import { useWebmasterAction, webmasterActions } from '../api/webmaster-actions';
import { type GuaranteeEditing, GuaranteeModal } from './guarantee-modal';

/** The guarantee-history panel of a pair (WEBM-33..40): its values by date, added, changed, deleted. */
export function GuaranteeHistory({ row }: { row: WebmasterRate }) {
  const { t } = useTranslation();
  const history = useGuaranteeValues({ offerId: row.offerId, webmasterId: row.webmasterId });
  const remove = useWebmasterAction(webmasterActions.deleteGuarantee);
  const [editing, setEditing] = useState<GuaranteeEditing | null>(null);

  const removeEntry = async (entry: GuaranteeValue) => {
    try {
      await remove.mutateAsync([
        { offerId: entry.offerId, webmasterId: entry.webmasterId, actualFrom: entry.actualFrom },
      ]);
      feedback.message.success(t('webmasters.messages.deleted'));
    } catch (error) {
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="guarantee-history">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{t('webmasters.history.title')}</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ row })}>
          {t('webmasters.actions.addGuarantee')}
        </Button>
      </Space>
      <Table<GuaranteeValue>
        rowKey="actualFrom"
        size="small"
        pagination={false}
        loading={history.isFetching}
        dataSource={history.data ?? []}
        locale={{ emptyText: tableEmpty(t('webmasters.history.empty')) }}
        columns={[
          { key: 'value', dataIndex: 'value', title: t('webmasters.fields.guaranteePercent') },
          {
            key: 'actualFrom',
            dataIndex: 'actualFrom',
            title: t('webmasters.fields.actualFrom'),
            render: (day: string) => formatDay(day),
          },
          {
            key: 'actions',
            title: '',
            render: (_, entry) => (
              <Space>
                <Button size="small" onClick={() => setEditing({ row, entry })}>
                  {t('webmasters.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('webmasters.history.confirmDelete')}
                  okText={t('webmasters.actions.yes')}
                  cancelText={t('webmasters.actions.no')}
                  onConfirm={() => removeEntry(entry)}
                >
                  <Button size="small" danger>
                    {t('webmasters.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <GuaranteeModal editing={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}
