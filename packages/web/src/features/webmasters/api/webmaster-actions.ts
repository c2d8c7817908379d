import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

const W = '/module/webmasters/api/v1';
type Body<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type CreateWebmasterBody = Body<'/module/webmasters/api/v1/webmasters', 'post'>;
export type EditWebmasterBody = Body<'/module/webmasters/api/v1/special-rates', 'put'>;
export type GuaranteeBody = Body<'/module/webmasters/api/v1/guarantees', 'post'>;

/** The webmaster calls of /webmasters (WEBM-12, WEBM-25, WEBM-27, WEBM-32, WEBM-37..39). */
export const webmasterActions = {
  exists: async (offerId: string, name: string) =>
    unwrap(await api().GET(`${W}/webmasters/exists`, { params: { query: { offerId, name } } })),
  guaranteeExists: async (offerId: string, guaranteeActualFrom: string, webmasterName: string) =>
    unwrap(
      await api().GET(`${W}/guarantees/exists`, {
        params: { query: { offerId, guaranteeActualFrom, webmasterName } },
      }),
    ),
  create: async (body: CreateWebmasterBody) => unwrap(await api().POST(`${W}/webmasters`, { body })),
  edit: async (body: EditWebmasterBody) => unwrap(await api().PUT(`${W}/special-rates`, { body })),
  createGuarantee: async (body: GuaranteeBody) => unwrap(await api().POST(`${W}/guarantees`, { body })),
  updateGuarantee: async (body: GuaranteeBody) => unwrap(await api().PUT(`${W}/guarantees`, { body })),
  deleteGuarantee: async (query: Omit<GuaranteeBody, 'value'>) =>
    unwrap(await api().DELETE(`${W}/guarantees`, { params: { query } })),
};

/** Runs a webmaster change, then reads the rows and guarantee histories again. */
export function useWebmasterAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => action(...args),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['webmasters', 'rates'] });
      void queryClient.invalidateQueries({ queryKey: ['webmasters', 'guarantees'] });
    },
    meta: { errorMode: 'silent' },
  });
}
