/**
 * The map-mode rollout (ONEW-33..35): the first 4 bytes of SHA-256(account id), read as an
 * unsigned big-endian integer, modulo 100; map mode when that is below the region's threshold.
 */
export const MAP_ROLLOUT_THRESHOLDS: Readonly<Record<string, number>> = { 'pe-central': 10, 'cl-central': 100 };

export function mapRolloutThreshold(regionId: string): number {
  return MAP_ROLLOUT_THRESHOLDS[regionId] ?? 0;
}

export async function rolloutBucket(accountId: number | string): Promise<number> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(String(accountId)));
  return new DataView(digest).getUint32(0, false) % 100;
}

/** Strictly below the threshold (Ambiguity 12): 0 never gives map mode, 100 always does. */
export async function mapModeByRollout(accountId: number | string, regionId: string): Promise<boolean> {
  return (await rolloutBucket(accountId)) < mapRolloutThreshold(regionId);
}
