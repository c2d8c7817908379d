import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/errors/app-errors';
import { raiseError } from '@/lib/errors/error-store';
import { calculatePrice, type PriceResult } from '../api/calculate-price';
import type { Quantities } from '../lib/quantities';

/** The price calculation runs this long after the last change (ONEW-20, OCONST-13). */
export const PRICE_DELAY_MS = 500;

export type PriceState =
  | { status: 'idle' | 'pending' }
  | { status: 'ready'; price: PriceResult }
  /** A 400: the selection or discount is refused; its own handler shows why (ONEW-30). */
  | { status: 'invalid'; error: ApiError }
  | { status: 'failed' };

/** The total of the selection, recalculated 500 ms after the quantities or the discount change. */
export function usePrice(input: {
  leadId: number;
  quantities: Quantities;
  discountId: number | null;
  enabled: boolean;
}) {
  const [state, setState] = useState<PriceState>({ status: 'idle' });
  const signature = JSON.stringify([input.leadId, input.quantities, input.discountId]);

  useEffect(() => {
    if (!input.enabled) return;
    const [leadId, quantities, discountId] = JSON.parse(signature) as [number, Quantities, number | null];
    setState({ status: 'pending' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      calculatePrice({ leadId, quantities, discountId }, controller.signal).then(
        (price) => setState({ status: 'ready', price }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 400) {
            setState({ status: 'invalid', error });
            return;
          }
          raiseError(error);
          setState({ status: 'failed' });
        },
      );
    }, PRICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [signature, input.enabled]);

  return state;
}
