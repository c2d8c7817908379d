/**
 * When a request may be sent again after a failure (decision 0301): only when a second copy
 * cannot do anything twice — an idempotent method, or a request carrying an Idempotency-Key (the
 * back-office answers a replay with the first result). One rule for the web client and the gateway.
 */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function isSafeToRepeat(method: string, hasIdempotencyKey: boolean): boolean {
  return hasIdempotencyKey || IDEMPOTENT_METHODS.has(method.toUpperCase());
}
