import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';
import type { Quantities } from '../lib/quantities';

export type PriceRequest = { leadId: number; discountId: number | null; quantities: Quantities };

/**
 * calculate {discountId, productIdToQuantity, leadId} → {totalPrice, discountApplied} (ONEW-30).
 * A price creates nothing, so it carries no Idempotency-Key.
 */
export async function calculatePrice(request: PriceRequest, signal?: AbortSignal) {
  const productIdToQuantity = Object.fromEntries(Object.entries(request.quantities).map(([id, qty]) => [id, qty]));
  return unwrap(
    await api().POST('/module/orders/api/v1/orders/calculate', {
      body: { leadId: request.leadId, discountId: request.discountId, productIdToQuantity },
      signal,
      middleware: [withoutIdempotencyKey],
    }),
  );
}

export type PriceResult = Awaited<ReturnType<typeof calculatePrice>>;
