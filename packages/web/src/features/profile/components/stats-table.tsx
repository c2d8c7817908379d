import { Progress, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { formatDuration } from '@/lib/format/duration';
import { percent } from '@/lib/format/percent';
import type { AgentStatsRow, StatsFigures } from '../api/get-stats';
import { qualityText } from './stats-figures';

type Row = { key: number; name: ReactNode; figures: StatsFigures };

/** Agents or teams ranked best first (team, leaderboard and teams leaderboard views). */
export function StatsTable({ rows, loading, nameTitle }: { rows: Row[]; loading: boolean; nameTitle: string }) {
  const { t, i18n } = useTranslation();
  const rate = (value: number | null, label: string) =>
    value == null ? (
      '—'
    ) : (
      <Progress aria-label={label} percent={percent(value)} size="small" style={{ minWidth: 120 }} />
    );
  return (
    <Table<Row>
      rowKey="key"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: tableEmpty(t('profile.stats.empty')) }}
      columns={[
        { key: 'rank', title: '#', render: (_, _row, index) => index + 1, width: 48 },
        { key: 'name', title: nameTitle, render: (_, row) => row.name },
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
          render: (_, r) => formatDuration(r.figures.averageTalkSeconds),
        },
        {
          key: 'qualityScore',
          title: t('profile.figures.qualityScore'),
          render: (_, r) => qualityText(r.figures, i18n.language, (n) => t('profile.figures.evaluated', { count: n })),
        },
      ]}
    />
  );
}

/** Agents, each linking to their profile. */
export function AgentStatsTable({ rows, loading }: { rows: AgentStatsRow[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <StatsTable
      loading={loading}
      nameTitle={t('profile.figures.agent')}
      rows={rows.map((row) => ({
        key: row.accountId,
        figures: row.figures,
        name: <Link to={`/profile/${row.accountId}`}>{`${row.name} ${row.surname}`.trim()}</Link>,
      }))}
    />
  );
}
