import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The editor's writes (SCRIPT-16); each refreshes what the editor shows of the script. */
export const scriptWrites = {
  create: async (body: { productId: number; name: string; content: string }) =>
    unwrap(await api().POST('/module/scripts/api/v1/scripts', { body })),
  createVersion: async (body: { scriptId: number; content: string }) =>
    unwrap(await api().POST('/module/scripts/api/v1/script-versions', { body })),
  updateVersion: async ({ id, content }: { id: number; content: string }) =>
    unwrap(
      await api().PUT('/module/scripts/api/v1/script-versions/{id}', { params: { path: { id } }, body: { content } }),
    ),
  rename: async ({ id, name }: { id: number; name: string }) =>
    unwrap(await api().PUT('/module/scripts/api/v1/scripts/{id}/name', { params: { path: { id } }, body: { name } })),
  publish: async (id: number) =>
    unwrap(await api().POST('/module/scripts/api/v1/script-versions/{id}/publish', { params: { path: { id } } })),
};

export function useScriptWrite<A, R>(write: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['scripts'] }),
  });
}
