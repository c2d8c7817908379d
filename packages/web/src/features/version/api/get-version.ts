import type { VersionFile } from '@umbrella/contract';

/** The static version file, cache-busted so no cache can hide a new build (VERSION-02). */
export async function getVersion(now: number = Date.now()): Promise<VersionFile> {
  const response = await fetch(`/version.json?t=${now}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  return (await response.json()) as VersionFile;
}
