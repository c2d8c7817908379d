import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

const G = '/module/account/api/v1/groups';
type TaskType = 'LEAD' | 'CALL_BACK' | 'RECALL';
export type GroupProduct = { productId: number; scriptId: number | null };

/** The group calls of the Groups tab (GROUP-05, GROUP-11, GROUP-21..24). */
export const groupActions = {
  create: async (body: { name: string; regionId: string; taskType: TaskType }) => unwrap(await api().POST(G, { body })),
  rename: async (id: number, name: string) =>
    unwrap(await api().PUT(`${G}/{id}`, { params: { path: { id } }, body: { name } })),
  remove: async (id: number) => unwrap(await api().DELETE(`${G}/{id}`, { params: { path: { id } } })),
  setFeatures: async (id: number, featureIds: ('voip' | 'tcc_access' | 'TSS')[]) =>
    unwrap(await api().PUT(`${G}/{id}/features`, { params: { path: { id } }, body: { featureIds } })),
  setProducts: async (id: number, products: GroupProduct[]) =>
    unwrap(await api().PUT(`${G}/{id}/products`, { params: { path: { id } }, body: { products } })),
  setDialing: async (id: number, dialing: { mode: 'manual' | 'progressive'; previewSeconds: number }) =>
    unwrap(await api().PUT(`${G}/{id}/dialing`, { params: { path: { id } }, body: dialing })),
  setWebmasters: async (id: number, webmasterIds: number[]) =>
    unwrap(await api().PUT(`${G}/{id}/webmasters`, { params: { path: { id } }, body: { webmasterIds } })),
};

export function useGroupAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => action(...args),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['groups', 'page'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts', 'page'] });
    },
    meta: { errorMode: 'silent' },
  });
}
