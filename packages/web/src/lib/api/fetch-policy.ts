import { IDEMPOTENCY_KEY_HEADER, isSafeToRepeat } from '@umbrella/contract';
import { NetworkError, type RequestInfo, TimeoutError } from '../errors/app-errors';

/**
 * The client's request policy (CONST-36..38, A-23): a 30 s timeout, and retries only for network
 * failures of requests that are safe to repeat — idempotent methods or calls carrying an
 * Idempotency-Key. Error responses are never retried here: the gateway already retries upstream.
 */
export type FetchPolicy = {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
};

export const DEFAULT_FETCH_POLICY: FetchPolicy = { timeoutMs: 30_000, retries: 10, retryDelayMs: 500 };

export function isRetryable(request: Request): boolean {
  return isSafeToRepeat(request.method, request.headers.has(IDEMPOTENCY_KEY_HEADER));
}

export function requestInfo(request: Request): RequestInfo {
  const url = new URL(request.url);
  return { method: request.method, url: `${url.pathname}${url.search}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPolicyFetch(
  policy: FetchPolicy = DEFAULT_FETCH_POLICY,
  fetchImpl: (request: Request) => Promise<Response> = (request) => fetch(request),
): (request: Request) => Promise<Response> {
  return async (request) => {
    const info = requestInfo(request);
    const retryable = isRetryable(request);
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, policy.timeoutMs);
      const forwardAbort = () => controller.abort();
      request.signal?.addEventListener('abort', forwardAbort);
      try {
        return await fetchImpl(new Request(request.clone(), { signal: controller.signal }));
      } catch (error) {
        if (timedOut) throw new TimeoutError(info, policy.timeoutMs);
        if (request.signal?.aborted) throw error;
        if (!retryable || attempt >= policy.retries) throw new NetworkError(info, error);
        await sleep(policy.retryDelayMs);
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', forwardAbort);
      }
    }
  };
}
