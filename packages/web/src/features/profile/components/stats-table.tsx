import { Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import type { AgentStatsRow } from '../api/get-stats';
import { percent, talkTime } from '../lib/format-figures';

/** Agents ranked best first (team and leaderboard views), each linking to their profile. */
export function StatsTable({ rows, loading }: { rows: AgentStatsRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const rate = (value: number | null, label: string) =>
    value == null ? (
      '—'
    ) : (
      <Progress aria-label={label} percent={percent(value)} size="small" style={{ minWidth: 120 }} />
    );
  return (
    <Table<AgentStatsRow>
      rowKey="accountId"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: tableEmpty(t('profile.stats.empty')) }}
      columns={[
        { key: 'rank', title: '#', render: (_, _row, index) => index + 1, width: 48 },
        {
          key: 'name',
          title: t('profile.figures.agent'),
          render: (_, row) => <Link to={`/profile/${row.accountId}`}>{`${row.name} ${row.surname}`.trim()}</Link>,
        },
        { key: 'leadsWorked', title: t('profile.figures.leadsWorked'), render: (_, r) => r.figures.leadsWorked },
        {
          key: 'approveRate',
          title: t('profile.figures.approveRate'),
          render: (_, r) => rate(r.figures.approveRate, t('profile.figures.approveRate')),
        },
        { key: 'orders', title: t('profile.figures.orders'), render: (_, r) => r.figures.orders },
        {
          key: 'buyoutRate',
          title: t('profile.figures.buyoutRate'),
          render: (_, r) => rate(r.figures.buyoutRate, t('profile.figures.buyoutRate')),
        },
        {
          key: 'averageTalk',
          title: t('profile.figures.averageTalk'),
          render: (_, r) => talkTime(r.figures.averageTalkSeconds),
        },
      ]}
    />
  );
}
