import type { OrderPayload } from '@umbrella/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/errors/app-errors';
import { type SaveRoute, saveOrder } from '../api/save-order';
import type { OrderSaved } from '../types';

type Attempt = { signature: string; key: string };

/** A definitive refusal: the same body would be refused again, so the next Approve gets a new key. */
const isDefinitive = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Approve (ONEW-104..107): one Idempotency-Key per Approve, reused while the same order is
 * re-approved after an answer that leaves its fate unknown (network, timeout, 5xx) — so a
 * retried Approve never creates a second order (docs/decisions/0701, 0902).
 */
export function useApprove(onSaved: (saved: OrderSaved) => void, onFailed: (error: unknown) => void) {
  const attempt = useRef<Attempt | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const approve = useCallback(
    async (route: SaveRoute, payload: OrderPayload) => {
      if (busy.current) return;
      const signature = JSON.stringify([route, payload]);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
      busy.current = true;
      setPending(true);
      try {
        const saved = await saveOrder(route, payload, attempt.current.key);
        attempt.current = null;
        onSaved(saved);
      } catch (error) {
        if (isDefinitive(error)) attempt.current = null;
        onFailed(error);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [onSaved, onFailed],
  );

  return { approve, pending };
}
