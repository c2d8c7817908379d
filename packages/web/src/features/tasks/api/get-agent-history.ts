import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export type AgentHistoryFilter = { type: 'APPROVED' | 'ALL'; start?: string; end?: string; deposit?: boolean };

/** The agent's order history: type APPROVED, start, end, deposit flag (LEAD-63, CONST-40). */
export async function getAgentHistory(filter: AgentHistoryFilter, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/leads/api/v1/agent-history', { params: { query: filter }, signal }));
}

export const agentHistoryQueryOptions = (filter: AgentHistoryFilter) =>
  queryOptions({
    queryKey: ['leads', 'agent-history', filter],
    queryFn: ({ signal }) => getAgentHistory(filter, signal),
    meta: { errorMode: 'page' },
  });

export function useAgentHistory(filter: AgentHistoryFilter) {
  return useQuery(agentHistoryQueryOptions(filter));
}
