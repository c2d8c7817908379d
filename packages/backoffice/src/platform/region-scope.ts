/**
 * Region scoping: a caller sees and touches only data of the regions in its token's regionIds
 * (AUTH-21, ADMIN-29). Repositories take the allowed list; routes check single records here.
 *
 * A record looked up by id answers another region's record exactly as a missing one (404, same
 * message), so ids cannot be enumerated across regions (decision 1034). A region the caller names
 * itself (a region id in a path, query or body) answers 403 REGION_FORBIDDEN: it discloses nothing,
 * since any region that is not the caller's, existing or not, gets the same answer.
 */
import { ERROR_CODES } from '@umbrella/contract';
import type { Caller } from './caller.js';
import { HttpError, notFound, type Refusal } from './http-error.js';

type RegionCaller = Pick<Caller, 'regionIds'>;

export function canSeeRegion(caller: RegionCaller, regionId: string): boolean {
  return caller.regionIds.includes(regionId);
}

/** Throws 403 REGION_FORBIDDEN when a region the caller named is not one of its own. */
export function assertRegion(caller: RegionCaller, regionId: string): void {
  if (!canSeeRegion(caller, regionId)) {
    throw new HttpError(403, ERROR_CODES.regionForbidden, 'This record belongs to a region you do not work in');
  }
}

/**
 * The record found by id when it exists in one of the caller's regions; otherwise 404 with
 * `message` — the same answer for a missing record and for another region's.
 */
export function foundInRegions<T>(
  caller: RegionCaller,
  record: T | null | undefined,
  regionOf: (record: T) => string,
  message: Refusal,
): T {
  if (record === null || record === undefined || !canSeeRegion(caller, regionOf(record))) throw notFound(message);
  return record;
}

/**
 * The regions a list query may cover: the caller's own, narrowed by an optional filter. An empty
 * result means "nothing", never "everything".
 */
export function scopedRegionIds(caller: RegionCaller, requested?: readonly string[]): string[] {
  if (!requested?.length) return [...caller.regionIds];
  return requested.filter((id) => caller.regionIds.includes(id));
}
