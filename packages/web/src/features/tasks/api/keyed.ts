import type { paths } from '@/lib/api/schema';

/** The JSON body a POST of the typed client takes. */
export type PostBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/**
 * One Idempotency-Key per attempt of an outcome: a retry of the same attempt (network failure,
 * double click, reload) reuses it, so the back-office answers it without applying it twice.
 */
export type AttemptKey = { idempotencyKey: string };

export const keyHeaders = ({ idempotencyKey }: AttemptKey) => ({ 'Idempotency-Key': idempotencyKey });
