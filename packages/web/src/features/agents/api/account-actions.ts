import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type CreateAccountBody =
  paths['/module/account/api/v1/accounts']['post']['requestBody']['content']['application/json'];
export type UpdateAccountBody =
  paths['/module/account/api/v1/accounts/{id}']['put']['requestBody']['content']['application/json'];

const A = '/module/account/api/v1/accounts';

/** The account calls of the Agents tab (AGENT-15..18, AGENT-22, AGENT-39, AGENT-40, AGENT-42). */
export const accountActions = {
  block: async (ids: number[]) => unwrap(await api().POST(`${A}/block`, { body: { ids } })),
  unblock: async (ids: number[]) => unwrap(await api().POST(`${A}/unblock`, { body: { ids } })),
  remove: async (id: number) => unwrap(await api().DELETE(`${A}/{id}`, { params: { path: { id } } })),
  addToGroups: async (id: number, groupIds: number[]) =>
    unwrap(await api().POST(`${A}/{id}/groups`, { params: { path: { id } }, body: { groupIds } })),
  removeFromGroups: async (accountIds: number[], groupIds: number[]) =>
    unwrap(await api().POST(`${A}/remove-from-groups`, { body: { accountIds, groupIds } })),
  create: async (body: CreateAccountBody) => unwrap(await api().POST(A, { body })),
  update: async (id: number, body: UpdateAccountBody) =>
    unwrap(await api().PUT(`${A}/{id}`, { params: { path: { id } }, body })),
  /** registerAccountExtensions([agentId]) (AGENT-41, AGENT-42): a new agent's softphone extension. */
  registerExtensions: async (accountIds: number[]) =>
    unwrap(await api().POST('/module/resources/api/v1/voip-extensions', { body: { accountIds } })),
};

/** Runs an account action, then reads the accounts (and groups, whose members changed) again. */
export function useAccountAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => action(...args),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['accounts', 'page'] });
      void queryClient.invalidateQueries({ queryKey: ['groups', 'page'] });
    },
    meta: { errorMode: 'silent' },
  });
}
