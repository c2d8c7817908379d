/**
 * Region scoping: a caller sees and touches only data of the regions in its token's regionIds
 * (AUTH-21, ADMIN-29). Repositories take the allowed list; routes check single records here.
 */
import { ERROR_CODES } from '@umbrella/contract';
import type { Caller } from './caller.js';
import { HttpError } from './http-error.js';

export function canSeeRegion(caller: Pick<Caller, 'regionIds'>, regionId: string): boolean {
  return caller.regionIds.includes(regionId);
}

/** Throws 403 REGION_FORBIDDEN when the record's region is not one of the caller's. */
export function assertRegion(caller: Pick<Caller, 'regionIds'>, regionId: string): void {
  if (!canSeeRegion(caller, regionId)) {
    throw new HttpError(403, ERROR_CODES.regionForbidden, 'This record belongs to a region you do not work in');
  }
}

/**
 * The regions a list query may cover: the caller's own, narrowed by an optional filter. An empty
 * result means "nothing", never "everything".
 */
export function scopedRegionIds(caller: Pick<Caller, 'regionIds'>, requested?: readonly string[]): string[] {
  if (!requested?.length) return [...caller.regionIds];
  return requested.filter((id) => caller.regionIds.includes(id));
}
