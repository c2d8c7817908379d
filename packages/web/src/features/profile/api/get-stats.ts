import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiResponse } from '@/lib/api/types';
import type { StatsChoice } from '../lib/stats-choice';

export type StatsFigures = ApiResponse<'/module/profile/api/v1/statistics/agents/{accountId}', 'get'>['figures'];
export type AgentStatsRow = ApiResponse<'/module/profile/api/v1/statistics/teams/{teamId}', 'get'>['members'][number];

const P = '/module/profile/api/v1/statistics';
const query = (choice: StatsChoice) => ({
  period: choice.period,
  ...(choice.productIds.length ? { productIds: choice.productIds } : {}),
});

/** One agent's figures (the profile's stats section, PROFILE-14). */
export const agentStatsQueryOptions = (accountId: number, choice: StatsChoice) =>
  queryOptions({
    queryKey: ['profile', 'stats', 'agent', accountId, choice],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET(`${P}/agents/{accountId}`, {
          params: { path: { accountId }, query: query(choice) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export type AgentDays = ApiResponse<'/module/profile/api/v1/statistics/agents/{accountId}/days', 'get'>;

/** One agent's figures per day of the period, counted on the reader's own days (decision 1826). */
export const agentDaysQueryOptions = (accountId: number, choice: StatsChoice, timeZone: string) =>
  queryOptions({
    queryKey: ['profile', 'stats', 'agent-days', accountId, choice, timeZone],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET(`${P}/agents/{accountId}/days`, {
          params: { path: { accountId }, query: { ...query(choice), timeZone } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** A team's total and members (the team view, PROFILE-25). */
export const teamStatsQueryOptions = (teamId: number, choice: StatsChoice) =>
  queryOptions({
    queryKey: ['profile', 'stats', 'team', teamId, choice],
    queryFn: async ({ signal }) =>
      unwrap(await api().GET(`${P}/teams/{teamId}`, { params: { path: { teamId }, query: query(choice) }, signal })),
    placeholderData: keepPreviousData,
  });

/** Everyone of the user's regions who worked in the period (the leaderboard, PROFILE-25). */
export const leaderboardQueryOptions = (choice: StatsChoice) =>
  queryOptions({
    queryKey: ['profile', 'stats', 'leaderboard', choice],
    queryFn: async ({ signal }) =>
      unwrap(await api().GET(`${P}/leaderboard`, { params: { query: query(choice) }, signal })),
    placeholderData: keepPreviousData,
  });

/** Every team of the user's regions (the teams leaderboard, PROFILE-25). */
export const teamsLeaderboardQueryOptions = (choice: StatsChoice) =>
  queryOptions({
    queryKey: ['profile', 'stats', 'teams-leaderboard', choice],
    queryFn: async ({ signal }) =>
      unwrap(await api().GET(`${P}/teams-leaderboard`, { params: { query: query(choice) }, signal })),
    placeholderData: keepPreviousData,
  });

export type TeamStatsRow = ApiResponse<'/module/profile/api/v1/statistics/teams-leaderboard', 'get'>['rows'][number];

export const useAgentStats = (accountId: number, choice: StatsChoice) =>
  useQuery(agentStatsQueryOptions(accountId, choice));
export const useAgentDays = (accountId: number, choice: StatsChoice, timeZone: string) =>
  useQuery(agentDaysQueryOptions(accountId, choice, timeZone));
export const useTeamStats = (teamId: number, choice: StatsChoice) => useQuery(teamStatsQueryOptions(teamId, choice));
export const useLeaderboard = (choice: StatsChoice) => useQuery(leaderboardQueryOptions(choice));
export const useTeamsLeaderboard = (choice: StatsChoice) => useQuery(teamsLeaderboardQueryOptions(choice));
