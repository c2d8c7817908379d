/**
 * A send the provider refused or that did not reach it, with the provider's reason. `permanent`
 * means sending the same message again cannot succeed (a 4xx other than 429: bad number, bad
 * credentials, a refused recipient), so the deliverer fails it at once instead of retrying.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Whether an HTTP status means the same request can never succeed (429 and 5xx are worth a retry). */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429 && status !== 408;
}

/** Whether a failure should stop the retries; anything not classified (a network error) is temporary. */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof TransportError && error.permanent;
}

/** The failure as the outbox row keeps it and the order page shows it. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
