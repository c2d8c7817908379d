import type { CoverageFeature } from '@umbrella/contract';
import type { MapPoint } from './address-state';

/** The zoom a picked point is shown at (ONEW-71, OCONST-16). */
export const SELECTION_ZOOM = 15;
export const START_ZOOM = 11;

/** Where the map opens per region: the capital, where most orders are. */
const CENTERS: Record<string, MapPoint> = {
  'pe-central': { latitude: -12.0464, longitude: -77.0428 },
  'cl-central': { latitude: -33.4489, longitude: -70.6693 },
  'co-central': { latitude: 4.711, longitude: -74.0721 },
  'mx-central': { latitude: 19.4326, longitude: -99.1332 },
};

export function regionCenter(regionId: string): MapPoint {
  return CENTERS[regionId] ?? { latitude: -12.0464, longitude: -77.0428 };
}

/** The public OpenStreetMap tiles, used when the site configures no tile URL. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const COVERAGE_COLORS: Record<CoverageFeature['properties']['coverage'], string> = {
  DTK: '#1677ff',
  Rappi: '#fa541c',
  TCC: '#52c41a',
};

/** TCC's polygons are drawn only with the TSS feature (ONEW-73); the server filters too. */
export function visibleCoverage(
  features: readonly CoverageFeature[],
  userFeatures: readonly string[],
): CoverageFeature[] {
  const tss = userFeatures.includes('TSS');
  return features.filter((f) => f.properties.coverage !== 'TCC' || tss);
}
