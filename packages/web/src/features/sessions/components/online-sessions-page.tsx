import { ReloadOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { palette } from '@/components/theme';
import { formatDateTime } from '@/lib/format/format-date';
import { type OnlineSession, useOnlineSessions } from '../api/get-online-sessions';
import { WallboardPanel } from './wallboard-panel';

const styles = {
  page: { background: '#fff', borderRadius: 4, padding: 16 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 12, marginBottom: 12 },
  count: { color: palette.muted },
} as const;

/**
 * /sessions (SESS-01..03, ADMIN-03): the live wallboard (decision 1421), then the online users with
 * "Update info"; the shell draws the title.
 */
export function OnlineSessionsPage() {
  const { t } = useTranslation();
  const online = useOnlineSessions();
  return (
    <AntdRoot>
      <section style={styles.page}>
        <WallboardPanel />
        <div style={{ ...styles.head, marginTop: 16 }}>
          {online.data && <span style={styles.count}>{t('sessions.screen.count', { count: online.data.length })}</span>}
          <Button icon={<ReloadOutlined />} loading={online.isFetching} onClick={() => void online.refetch()}>
            {t('sessions.actions.update')}
          </Button>
        </div>
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
      </section>
    </AntdRoot>
  );
}
