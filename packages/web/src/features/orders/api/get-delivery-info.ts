import type { DeliveryInfo } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import type { MapPoint } from '../lib/address-state';

/** Delivery info for a dictionary address and the selected products (ONEW-48, ONEW-65). */
export async function getDeliveryInfoByAddress(
  address: { id: number; type: 'Starken' | 'Servientrega' | 'others' },
  productIds: number[],
  signal?: AbortSignal,
): Promise<DeliveryInfo> {
  return unwrap(
    await api().GET('/module/delivery/api/v1/delivery-info/by-address', {
      params: { query: { addressId: address.id, type: address.type, productIds } },
      signal,
    }),
  );
}

/** Delivery info for a map point (ONEW-70, ONEW-75). */
export async function getDeliveryInfoByCoordinates(
  point: MapPoint,
  regionId: string,
  productIds: number[],
  signal?: AbortSignal,
): Promise<DeliveryInfo> {
  return unwrap(
    await api().GET('/module/delivery/api/v1/delivery-info/by-coordinates', {
      params: { query: { latitude: point.latitude, longitude: point.longitude, regionId, productIds } },
      signal,
    }),
  );
}
