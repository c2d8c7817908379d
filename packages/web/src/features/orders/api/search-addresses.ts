import { api, unwrap } from '@/lib/api/api';

/** Dictionary search (ONEW-64): the country from the region id, withDeliveryOnly false. */
export async function searchAddresses(query: string, country: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/delivery/api/v1/addresses/search', {
      params: { query: { query, country: country as 'PE', withDeliveryOnly: false } },
      signal,
    }),
  );
}
