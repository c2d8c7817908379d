/**
 * A stable fingerprint of a request: JSON with sorted object keys (undefined members left out),
 * hashed with SHA-256. The idempotency plugin and order creation both use it to tell a replay
 * from another request under the same key.
 */
import { createHash } from 'node:crypto';

/** JSON with sorted object keys, so that the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `scope` says what the body was sent to (a mode, or method and path); base64url SHA-256. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${canonicalJson(body)}`)
    .digest('base64url');
}
