import { Card, Select, Skeleton, Space, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../api/get-profile';
import { useAgentStats, useLeaderboard, useTeamStats, useTeamsLeaderboard } from '../api/get-stats';
import type { StatsChoice } from '../lib/stats-choice';
import { StatsFigures } from './stats-figures';
import { StatsHeader } from './stats-header';
import { AgentStatsTable, StatsTable } from './stats-table';

type Props = { profile: Profile; choice: StatsChoice; onChoice: (next: StatsChoice) => void };

// The charting library loads with the chart only, not with the profile (decision 1802).
const DailyChart = lazy(async () => ({ default: (await import('./daily-chart')).DailyChart }));

function AgentView({ accountId, choice }: { accountId: number; choice: StatsChoice }) {
  const stats = useAgentStats(accountId, choice);
  return (
    <>
      <StatsFigures figures={stats.data?.figures} loading={stats.isPending} />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <DailyChart accountId={accountId} choice={choice} />
      </Suspense>
    </>
  );
}

function TeamView({ teams, choice }: { teams: Profile['teamMemberInfo']; choice: StatsChoice }) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState(teams[0]?.teamId ?? 0);
  const stats = useTeamStats(teamId, choice);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {teams.length > 1 && (
        <Select
          aria-label={t('profile.stats.team')}
          value={teamId}
          onChange={setTeamId}
          style={{ minWidth: 240 }}
          options={teams.map((team) => ({ value: team.teamId, label: team.teamName }))}
        />
      )}
      <StatsFigures figures={stats.data?.figures} loading={stats.isPending} />
      <AgentStatsTable rows={stats.data?.members ?? []} loading={stats.isFetching} />
    </Space>
  );
}

function LeaderboardView({ choice }: { choice: StatsChoice }) {
  const board = useLeaderboard(choice);
  return <AgentStatsTable rows={board.data?.rows ?? []} loading={board.isFetching} />;
}

function TeamsLeaderboardView({ choice }: { choice: StatsChoice }) {
  const { t } = useTranslation();
  const board = useTeamsLeaderboard(choice);
  return (
    <StatsTable
      loading={board.isFetching}
      nameTitle={t('profile.stats.team')}
      rows={(board.data?.rows ?? []).map((row) => ({ key: row.teamId, name: row.teamName, figures: row.figures }))}
    />
  );
}

/**
 * The stats section below the profile (PROFILE-14): one stats header (PROFILE-25) over the
 * person's own figures, their team's, and the agents' and teams' leaderboards of the user's regions.
 */
export function StatsSection({ profile, choice, onChoice }: Props) {
  const { t } = useTranslation();
  const teams = profile.teamMemberInfo;
  return (
    <Card title={t('profile.stats.title')} data-testid="stats-section">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <StatsHeader value={choice} onChange={onChoice} />
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'agent',
              label: t('profile.stats.tabs.agent'),
              children: <AgentView accountId={profile.id} choice={choice} />,
            },
            ...(teams.length
              ? [
                  {
                    key: 'team',
                    label: t('profile.stats.tabs.team'),
                    children: <TeamView teams={teams} choice={choice} />,
                  },
                ]
              : []),
            {
              key: 'leaderboard',
              label: t('profile.stats.tabs.leaderboard'),
              children: <LeaderboardView choice={choice} />,
            },
            {
              key: 'teams',
              label: t('profile.stats.tabs.teams'),
              children: <TeamsLeaderboardView choice={choice} />,
            },
          ]}
        />
      </Space>
    </Card>
  );
}
