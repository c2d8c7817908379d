import type { Page } from 'playwright-core';
import { storedUser } from './sign-in.js';

/**
 * A back-office call made with the access token of the user signed in on `page` (through the
 * gateway, as the page would make it), for what the page does not show. Writes carry an
 * Idempotency-Key; a non-2xx answer throws with its body.
 */
export async function apiAs<T>(page: Page, baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${user.access_token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      'Idempotency-Key': crypto.randomUUID(),
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
