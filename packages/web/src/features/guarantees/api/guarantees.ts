import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

const G = '/module/guarantees/api/v1';
const LIST = `${G}/guarantees` as const;
export type GuaranteesQuery = NonNullable<paths[typeof LIST]['get']['parameters']['query']>;
export type GuaranteePeriod = { periodFrom: string; periodTo: string };

/** getGuaranteesList({statusValue, webmasterName, agencyName, partner, offerId, pageable}) (GUAR-08). */
export async function getGuarantees(query: GuaranteesQuery, signal?: AbortSignal) {
  return unwrap(await api().GET(LIST, { params: { query }, signal }));
}

export type GuaranteeRow = Awaited<ReturnType<typeof getGuarantees>>['content'][number];

/** A set still being computed lists as one row without an id (GUAR-29). */
export const isComputing = (row: GuaranteeRow) => row.id === null;

/** While a set is computing, the list is read again every few seconds until its rows are there. */
const COMPUTING_POLL_MS = 5_000;

export const guaranteesQueryOptions = (query: GuaranteesQuery) =>
  queryOptions({
    queryKey: ['guarantees', 'list', query],
    queryFn: ({ signal }) => getGuarantees(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.content.some(isComputing) ? COMPUTING_POLL_MS : false),
  });

export function useGuarantees(query: GuaranteesQuery) {
  return useQuery(guaranteesQueryOptions(query));
}

/** guaranteeSetExists({periodFrom, periodTo}): true when a set exists for the period (GUAR-25). */
export async function guaranteeSetExists(period: GuaranteePeriod) {
  return unwrap(await api().GET(`${G}/guarantee-sets/exists`, { params: { query: period } }));
}

/** A guarantee change, then the list is read again. */
function useGuaranteeMutation<Args>(action: (args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['guarantees', 'list'] }),
    meta: { errorMode: 'silent' },
  });
}

/** createGuaranteeSet({periodFrom, periodTo}) (GUAR-27): answered at once, computed in the background. */
export const useCreateGuaranteeSet = () =>
  useGuaranteeMutation(async (body: GuaranteePeriod) => unwrap(await api().POST(`${G}/guarantee-sets`, { body })));

/** approveGuarantee({guaranteeId}) (GUAR-18). */
export const useApproveGuarantee = () =>
  useGuaranteeMutation(async (guaranteeId: number) =>
    unwrap(await api().POST(`${G}/guarantees/{guaranteeId}/approve`, { params: { path: { guaranteeId } } })),
  );

/** declineGuarantee({guaranteeId, declineComment}) (GUAR-20). */
export const useDeclineGuarantee = () =>
  useGuaranteeMutation(async ({ guaranteeId, declineComment }: { guaranteeId: number; declineComment: string }) =>
    unwrap(
      await api().POST(`${G}/guarantees/{guaranteeId}/decline`, {
        params: { path: { guaranteeId } },
        body: { declineComment },
      }),
    ),
  );
