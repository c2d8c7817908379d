import { useQuery } from '@tanstack/react-query';
import { APP_BUILD, APP_VERSION, type VersionFile } from '@umbrella/contract';
import { useState } from 'react';
import { usePushedEvent } from '@/lib/events/events-context';
import { getVersion } from '../api/get-version';

export const VERSION_CHECK_INTERVAL_MS = 300_000;

/** A build differs from the one running in this tab (A-28: compared with the bundle's own build). */
export function isNewBuild(file: VersionFile): boolean {
  return file.build !== APP_BUILD || file.version !== APP_VERSION;
}

/**
 * Reads /version.json at load and every 5 minutes (VERSION-01, VERSION-06), and takes the
 * gateway's version.available push as a new reading. Returns the new build once one is seen.
 */
export function useVersionCheck(): VersionFile | undefined {
  const [pushed, setPushed] = useState<VersionFile>();
  const polled = useQuery({
    queryKey: ['version-file'],
    queryFn: () => getVersion(),
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });
  usePushedEvent('version.available', (payload) => setPushed(payload));
  if (pushed && isNewBuild(pushed)) return pushed;
  if (polled.data && isNewBuild(polled.data)) return polled.data;
  return undefined;
}
