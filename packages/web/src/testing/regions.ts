import { findRegion, type RegionDto, type RegionId } from '@umbrella/contract';

function region(id: RegionId) {
  const found = findRegion(id);
  if (!found) throw new Error(`no region ${id}`);
  return found;
}

/** A region as the catalog's calls answer it (RegionDto), from the contract's regions. */
export function regionDto(id: RegionId): RegionDto {
  const { name, fullName, country, phonePrefix, timezone, currency } = region(id);
  return { id, name, fullName, country, phonePrefix, timezone, currency };
}

/** A lead's region as the lead calls carry it (id, countryCode, phonePrefix, timezone). */
export function leadRegion(id: RegionId) {
  const { country, phonePrefix, timezone } = region(id);
  return { id, countryCode: country, phonePrefix, timezone };
}
