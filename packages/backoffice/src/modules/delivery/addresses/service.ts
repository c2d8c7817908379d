/** Dictionary search, reads and reverse geocoding, limited to the countries of the caller's regions. */
import { type AddressDto, ERROR_CODES, findRegion, type ReverseGeocodeResult, regionCountry } from '@umbrella/contract';
import type { ModuleDb } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';
import { notFound, refusal } from '../../../platform/http-error.js';
import { assertRegion } from '../../../platform/region-scope.js';
import { distanceMeters } from '../geo.js';
import { queryTokens } from './normalize.js';
import { type AddressRow, findAddress, fullAddress, nearestAddress, searchCandidates, toAddressDto } from './repo.js';
import { addressScore } from './score.js';

const DEFAULT_LIMIT = 20;

export type RegionCaller = Pick<Caller, 'regionIds'>;

const worksInCountry = (caller: RegionCaller, country: string) =>
  caller.regionIds.some((id) => regionCountry(id) === country);

/** 403 unless one of the caller's regions is in this dictionary country (a country the caller names). */
export function assertCountry(caller: RegionCaller, country: string): void {
  if (!worksInCountry(caller, country)) {
    throw refusal(403, ERROR_CODES.regionForbidden, { key: 'noRegionInCountry', values: { country } });
  }
}

/** The dictionary country of a region the caller works in. */
export function regionDictionaryCountry(caller: RegionCaller, regionId: string): string {
  assertRegion(caller, regionId);
  if (!findRegion(regionId)) throw notFound({ key: 'notFoundRegion', values: { id: regionId } });
  return regionCountry(regionId);
}

export async function searchAddresses(
  db: ModuleDb<'delivery'>,
  caller: RegionCaller,
  query: { query: string; country: string; withDeliveryOnly?: boolean; limit?: number },
): Promise<AddressDto[]> {
  assertCountry(caller, query.country);
  const tokens = queryTokens(query.query);
  const rows = await searchCandidates(db, query.country, tokens, query.withDeliveryOnly ?? false);
  return rows
    .map((row) => ({ row, score: addressScore(row, tokens) }))
    .sort((a, b) => b.score - a.score || a.row.district.localeCompare(b.row.district) || a.row.id - b.row.id)
    .slice(0, query.limit ?? DEFAULT_LIMIT)
    .map(({ row, score }) => toAddressDto(row, score));
}

/**
 * A dictionary address the caller may use (its country is one of the caller's); another country's
 * answers 404 as a missing one (decision 1034).
 */
export async function readAddress(db: ModuleDb<'delivery'>, caller: RegionCaller, id: number): Promise<AddressRow> {
  const row = await findAddress(db, id);
  if (!row || !worksInCountry(caller, row.country)) throw notFound({ key: 'notFoundAddress', values: { id } });
  return row;
}

export async function reverseGeocode(
  db: ModuleDb<'delivery'>,
  caller: RegionCaller,
  point: { latitude: number; longitude: number; regionId: string },
): Promise<ReverseGeocodeResult> {
  const country = regionDictionaryCountry(caller, point.regionId);
  const row = await nearestAddress(db, country, point.latitude, point.longitude);
  if (!row) throw notFound({ key: 'noDictionaryAddress', values: { country } });
  const distance = distanceMeters(point, row);
  return { address: toAddressDto(row, 100), displayName: fullAddress(row), distanceMeters: Math.round(distance) };
}
