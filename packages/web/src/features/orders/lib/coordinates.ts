import { COORDINATES_PATTERN } from '@umbrella/contract';
import type { MapPoint } from './address-state';

const pattern = new RegExp(COORDINATES_PATTERN);

/** "lat, lng" with decimals (ONEW-84), e.g. "-12.1211, -77.0297"; null when it is not that. */
export function parseCoordinates(text: string): MapPoint | null {
  const trimmed = text.trim();
  if (!pattern.test(trimmed)) return null;
  const [latitude, longitude] = trimmed.split(',').map((part) => Number(part.trim()));
  if (latitude === undefined || longitude === undefined) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A point as the coordinates field shows it: "latitude, longitude" with six decimals. */
export function formatCoordinates(point: MapPoint): string {
  return `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;
}
