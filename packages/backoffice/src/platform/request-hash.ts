/**
 * A stable fingerprint of a request: JSON with sorted object keys (undefined members left out),
 * hashed with SHA-256. The idempotency plugin and order creation both use it to tell a replay
 * from another request under the same key.
 */
import { createHash } from 'node:crypto';

/**
 * JSON with sorted object keys, so that the same body always hashes the same. Stored hashes must
 * keep matching (a replay within the key's window), so the text is exactly what it always was:
 * keys in code-unit order, undefined members left out, an array's holes left empty. Written as
 * loops because it runs on every keyed request's body.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      if (i in value) text += canonicalJson(value[i]);
    }
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort compares UTF-16 code units, as `<` does on strings.
  const keys = Object.keys(record).sort();
  let text = '{';
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${text}}`;
}

/** `scope` says what the body was sent to (a mode, or method and path); base64url SHA-256. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${canonicalJson(body)}`)
    .digest('base64url');
}
