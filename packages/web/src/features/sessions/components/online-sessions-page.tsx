import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { type OnlineSession, useOnlineSessions } from '../api/get-online-sessions';

/** /sessions (SESS-01..03, ADMIN-03): the online users with "Update info". */
export function OnlineSessionsPage() {
  const { t } = useTranslation();
  const online = useOnlineSessions();
  return (
    <Card
      title={t('sessions.screen.title')}
      extra={
        <Space>
          {online.data && (
            <Typography.Text type="secondary">
              {t('sessions.screen.count', { count: online.data.length })}
            </Typography.Text>
          )}
          <Button icon={<ReloadOutlined />} loading={online.isFetching} onClick={() => void online.refetch()}>
            {t('sessions.actions.update')}
          </Button>
        </Space>
      }
    >
      <Table<OnlineSession>
        rowKey="sessionId"
        size="small"
        loading={online.isLoading}
        dataSource={online.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { key: 'sessionId', dataIndex: 'sessionId', title: t('sessions.fields.sessionId') },
          { key: 'email', dataIndex: 'email', title: t('sessions.fields.email') },
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('sessions.fields.createdAt'),
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Card>
  );
}
