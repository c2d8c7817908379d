import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

/**
 * A call's recording (CDR-12), fetched with the bearer token (an audio element cannot send it)
 * and played from memory, where seeking needs no further request. Shared: /cdr plays it, and the
 * quality screens play it while a call is scored (decision 1807).
 */
export async function getCallAudio(callAudioSrc: string, signal?: AbortSignal): Promise<Blob> {
  const result = await api().GET('/module/resources/api/v1/cdr/audio/{callAudioSrc}', {
    params: { path: { callAudioSrc } },
    parseAs: 'blob',
    signal,
  });
  return result.data as Blob;
}

export function useCallAudio(callAudioSrc: string | null) {
  return useQuery({
    queryKey: ['cdr', 'audio', callAudioSrc],
    enabled: Boolean(callAudioSrc),
    queryFn: ({ signal }) => getCallAudio(callAudioSrc as string, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorMode: 'silent' },
  });
}
