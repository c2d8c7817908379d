import { isPermanentStatus, TransportError } from './transport-error.js';

/** How long a provider may take to answer before the send counts as failed (and is retried). */
const PROVIDER_TIMEOUT_MS = 30_000;

/**
 * Posts one request to a provider's HTTP API and returns its JSON answer; a refusal becomes a
 * TransportError carrying the provider's own reason (`describe` reads it from the error body).
 */
export async function postToProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  describe: (body: unknown) => string | undefined,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TransportError(
      `${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`,
      false,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const reason = describe(body) ?? (text.slice(0, 200) || response.statusText);
    throw new TransportError(`${provider} ${response.status}: ${reason}`, isPermanentStatus(response.status));
  }
  return body;
}
