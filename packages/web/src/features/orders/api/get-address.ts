import { api, unwrap } from '@/lib/api/api';

/** One dictionary address: edit mode loads the order's (ONEW-76). */
export async function getAddress(addressId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/delivery/api/v1/addresses/{addressId}', { params: { path: { addressId } }, signal }),
  );
}
