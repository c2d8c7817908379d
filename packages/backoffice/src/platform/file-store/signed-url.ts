/**
 * HMAC-signed URLs for files: a URL names one key, one method and an expiry, and carries an
 * HMAC-SHA256 of the three under the server's secret, so the browser can upload or download
 * without a bearer token and without being able to reach any other file or outlive the expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FileMethod = 'GET' | 'PUT';
export type SignedRequest = { key: string; method: FileMethod; expires: number; signature: string };

function signature(secret: string, key: string, method: FileMethod, expires: number): string {
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
}

/** `${baseUrl}/${key}?expires=<epoch seconds>&signature=<hmac>`. */
export function signUrl(
  secret: string,
  baseUrl: string,
  request: { key: string; method: FileMethod; expires: number },
): string {
  const { key, method, expires } = request;
  const path = key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams({ expires: String(expires), signature: signature(secret, key, method, expires) });
  return `${baseUrl.replace(/\/+$/, '')}/${path}?${query}`;
}

/** True when the signature matches and `now` (epoch seconds) is not past the expiry. */
export function verifySignedRequest(secret: string, request: SignedRequest, now: number): boolean {
  if (!Number.isInteger(request.expires) || request.expires < now) return false;
  const expected = Buffer.from(signature(secret, request.key, request.method, request.expires));
  const given = Buffer.from(request.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signed URL of `key` for `method`, valid `expiresInSeconds` from the clock's now (what every store's signedUrl is). */
export function signUrlFor(
  secret: string,
  baseUrl: string,
  now: Date,
  request: { key: string; method: FileMethod; expiresInSeconds: number },
): string {
  const expires = Math.floor(now.getTime() / 1000) + request.expiresInSeconds;
  return signUrl(secret, baseUrl, { key: request.key, method: request.method, expires });
}
