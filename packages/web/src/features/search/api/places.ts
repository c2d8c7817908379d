import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiBody, ApiSchema } from '@/lib/api/types';

export type DeliveryPlace = ApiSchema<'DeliveryPlace'>;
export type ForceLinkBody = ApiBody<'/module/delivery/api/v1/schedules/force-link', 'post'>;
export type Address = ApiSchema<'Address'>;

const SCHEDULES = '/module/delivery/api/v1/schedules';
const key = (addressId: number | undefined) => ['delivery', 'places', addressId] as const;

/** Addresses to link (DSCHED-16): the country is the region id's first two letters; all addresses, not only served ones. */
export async function searchLinkAddresses(query: string, regionId: string, signal?: AbortSignal) {
  const country = regionId.slice(0, 2).toUpperCase() as 'PE';
  return unwrap(
    await api().GET('/module/delivery/api/v1/addresses/search', {
      params: { query: { query, country, withDeliveryOnly: false } },
      signal,
    }),
  );
}

/** schedules by address (DSCHED-17). */
export function usePlacesOfAddress(addressId: number | undefined) {
  return useQuery({
    queryKey: key(addressId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET(`${SCHEDULES}/by-address/{addressId}`, {
          params: { path: { addressId: addressId as number } },
          signal,
        }),
      ),
    enabled: addressId !== undefined,
  });
}

/** force-link, unlink and delete (DSCHED-18, DSCHED-19); each answer refreshes the address's places. */
export function usePlaceChanges(addressId: number | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(addressId) });
  const meta = { errorMode: 'silent' } as const;
  return {
    forceLink: useMutation({
      mutationFn: async (body: ForceLinkBody) => unwrap(await api().POST(`${SCHEDULES}/force-link`, { body })),
      onSuccess: refresh,
      meta,
    }),
    unlink: useMutation({
      mutationFn: async (deliveryProviderId: number) =>
        unwrap(
          await api().POST(`${SCHEDULES}/unlink`, { body: { addressId: addressId as number, deliveryProviderId } }),
        ),
      onSuccess: refresh,
      meta,
    }),
    remove: useMutation({
      mutationFn: async (placeId: number) => {
        await api().DELETE(`${SCHEDULES}/places/{placeId}`, { params: { path: { placeId } } });
      },
      onSuccess: refresh,
      meta,
    }),
  };
}
