import type { CoverageFeature } from '@umbrella/contract';
import type { MapPoint } from './address-state';

/** The zoom a picked point is shown at (ONEW-71, OCONST-16). */
export const SELECTION_ZOOM = 15;
/** The zoom a chosen province or district is shown at. */
export const AREA_ZOOM = 11;

export type MapView = { center: MapPoint; zoom: number };

/**
 * Where the map opens per region: the capital, where most orders are, at the spec's zoom — 10 for
 * Chile and Peru (CONST-42), 11 for Colombia (CONST-43); Mexico, which the spec does not name, like
 * Chile and Peru. A region without a default opens on the whole world at zoom 2 (CONST-44).
 */
const REGION_VIEWS: Record<string, MapView> = {
  'pe-central': { center: { latitude: -12.0464, longitude: -77.0428 }, zoom: 10 },
  'cl-central': { center: { latitude: -33.4489, longitude: -70.6693 }, zoom: 10 },
  'co-central': { center: { latitude: 4.711, longitude: -74.0721 }, zoom: 11 },
  'mx-central': { center: { latitude: 19.4326, longitude: -99.1332 }, zoom: 10 },
};

const WORLD_VIEW: MapView = { center: { latitude: 0, longitude: 0 }, zoom: 2 };

export function regionView(regionId: string): MapView {
  return REGION_VIEWS[regionId] ?? WORLD_VIEW;
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
