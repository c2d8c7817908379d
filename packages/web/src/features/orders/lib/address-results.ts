import { ADDRESS_SCORE_THRESHOLD, type AddressDto } from '@umbrella/contract';
import type { MapPoint } from './address-state';

/**
 * What the dictionary search shows (ONEW-43, ONEW-44): when any result scores above 20 only
 * those stay, otherwise all of them; results in a province containing "lima" (any case, accents
 * ignored) come first, each group keeping the server's order.
 */
export function shownAddressResults(results: readonly AddressDto[]): AddressDto[] {
  const strong = results.filter((r) => r.score > ADDRESS_SCORE_THRESHOLD);
  const kept = strong.length > 0 ? strong : [...results];
  const lima = kept.filter((r) => isLimaProvince(r.province));
  return [...lima, ...kept.filter((r) => !isLimaProvince(r.province))];
}

function isLimaProvince(province: string): boolean {
  return province.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('lima');
}

/**
 * The map search's order: nearest the map's point of view first (the region's capital until the
 * agent picks a province or a point), so a Lima order sees Lima's districts before Puno's
 * (decision 1773). Equal distances keep the dictionary's order.
 */
export function nearestFirst(results: readonly AddressDto[], center: MapPoint): AddressDto[] {
  const scale = Math.cos((center.latitude * Math.PI) / 180);
  const away = (a: AddressDto) => (a.latitude - center.latitude) ** 2 + ((a.longitude - center.longitude) * scale) ** 2;
  return results
    .map((address, index) => ({ address, index, distance: away(address) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ address }) => address);
}

/** The dictionary country of a region: the first two letters of its id, upper-cased (ONEW-64). */
export function countryOfRegion(regionId: string): string {
  return regionId.slice(0, 2).toUpperCase();
}
