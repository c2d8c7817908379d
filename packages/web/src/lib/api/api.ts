import type { ApiClient } from './client';

/**
 * The one client instance, set at start-up (main.tsx, or the test harness). Query functions run
 * outside React, so they reach the client here rather than through context.
 */
let instance: ApiClient | undefined;

export function setApiClient(client: ApiClient): void {
  instance = client;
}

export function api(): ApiClient {
  if (!instance) throw new Error('The API client is used before start-up configured it');
  return instance;
}

/** The error branch never reaches callers (the client throws ApiError); this narrows the result. */
export function unwrap<D>(result: { data?: D; response: Response }): D {
  return result.data as D;
}
