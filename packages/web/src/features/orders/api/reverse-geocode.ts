import { api, unwrap } from '@/lib/api/api';
import type { MapPoint } from '../lib/address-state';

/** The dictionary entry nearest to a map point and its text (ONEW-69). */
export async function reverseGeocode(point: MapPoint, regionId: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/delivery/api/v1/geocode/reverse', {
      params: { query: { latitude: point.latitude, longitude: point.longitude, regionId } },
      signal,
    }),
  );
}
