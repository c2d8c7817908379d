import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** A recorded call with the forms of its product and the caller's own evaluation of it (decision 1807). */
export async function getCallReview(callId: number, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/calls/{id}', { params: { path: { id: callId } }, signal }));
}

export type CallReview = Awaited<ReturnType<typeof getCallReview>>;
export type Evaluation = NonNullable<CallReview['mine']>;

export const callReviewQueryOptions = (callId: number) =>
  queryOptions({
    queryKey: ['quality', 'call', callId],
    queryFn: ({ signal }) => getCallReview(callId, signal),
  });

export function useCallReview(callId: number) {
  return useQuery(callReviewQueryOptions(callId));
}
