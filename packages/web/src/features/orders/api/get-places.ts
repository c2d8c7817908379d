import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The states of a region's country, the cities of a state, or the districts of a city (ORDER-31). */
export async function getPlaces(regionId: string, state?: string, city?: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/delivery/api/v1/addresses/places', {
      params: { query: { regionId, ...(state ? { state } : {}), ...(state && city ? { city } : {}) } },
      signal,
    }),
  );
}

export type Place = Awaited<ReturnType<typeof getPlaces>>[number];

export const placesQueryOptions = (regionId: string, state?: string, city?: string) =>
  queryOptions({
    queryKey: ['orders', 'places', regionId, state ?? null, city ?? null],
    queryFn: ({ signal }) => getPlaces(regionId, state, city, signal),
    staleTime: 30 * 60_000,
  });
