import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_REFRESH_MS } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import type { Tag } from '../types';

export type TagChange = { action: 'assign' | 'remove'; orderIds: number[]; tagIds: number[] };

/** Put tags on orders or take them off (SEARCH-45); system tags are never taken off (SEARCH-42). */
export async function changeOrderTags({ action, orderIds, tagIds }: TagChange): Promise<number> {
  const body = { orderIds, tagIds };
  const result =
    action === 'assign'
      ? await api().POST('/module/orders/api/v1/tags/assign', { body })
      : await api().POST('/module/orders/api/v1/tags/remove', { body });
  return unwrap(result).changed;
}

/** Create a user tag {color, value, regionId}; its name must not be empty (SEARCH-44). */
export async function createTag(body: { value: string; color: string; regionId: string }): Promise<Tag> {
  return unwrap(await api().POST('/module/orders/api/v1/tags', { body }));
}

/** After a change the lists read their rows again 5 s later (SEARCH-41). */
export function useChangeOrderTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderTags,
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['orders', 'search'] }), TAG_REFRESH_MS);
    },
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: (tag) => queryClient.invalidateQueries({ queryKey: ['tags', tag.regionId] }),
  });
}
