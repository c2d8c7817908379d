import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** How the evaluators of a call scored it apart, per question (decision 1809). */
export async function getCalibration(callId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/quality/api/v1/calls/{id}/calibration', { params: { path: { id: callId } }, signal }),
  );
}

export type Calibration = Awaited<ReturnType<typeof getCalibration>>;

export const calibrationQueryOptions = (callId: number) =>
  queryOptions({
    queryKey: ['quality', 'calibration', callId],
    queryFn: ({ signal }) => getCalibration(callId, signal),
  });

export function useCalibration(callId: number, enabled: boolean) {
  return useQuery({ ...calibrationQueryOptions(callId), enabled });
}
