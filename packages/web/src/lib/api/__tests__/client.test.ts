// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareTime } from '@/lib/api/compare-time';
import { ApiError, InvalidTokenError, NetworkError, TimeoutError } from '@/lib/errors/app-errors';
import { server } from '@/testing/server';
import { api, setApiClient, unwrap } from '../api';
import { createApiClient } from '../client';
import { createPolicyFetch, DEFAULT_FETCH_POLICY, type FetchPolicy } from '../fetch-policy';

const ORIGIN = 'http://localhost:3000';
const seen: Request[] = [];

function useClient(policy: FetchPolicy = { timeoutMs: 30_000, retries: 10, retryDelayMs: 1 }, token = 'token-1') {
  setApiClient(
    createApiClient({
      baseUrl: ORIGIN,
      getAccessToken: async () => {
        if (!token) throw new InvalidTokenError('login_required');
        return token;
      },
      getLanguage: () => 'es',
      policy,
    }),
  );
}

afterEach(() => {
  seen.length = 0;
  vi.useRealTimers();
});

describe('HTTP layer', () => {
  it('CONST-36 ACONST-30 by default a request with no answer fails after 30 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hanging = (request: Request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    let outcome: unknown = 'pending';
    void createPolicyFetch(
      undefined,
      hanging,
    )(new Request(`${ORIGIN}/regions`)).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(TimeoutError);
  });

  it('CONST-37 LEAD-52 ACONST-31 ACONST-32 by default a network failure is retried 10 times, 500 ms apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const attempts: number[] = [];
    const failing = async () => {
      attempts.push(Date.now());
      throw new TypeError('fetch failed');
    };
    const sent = createPolicyFetch(undefined, failing)(new Request(`${ORIGIN}/regions`));
    const failure = sent.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10 * 500);
    expect(await failure).toBeInstanceOf(NetworkError);
    expect(attempts).toHaveLength(11);
    expect(attempts.slice(1).map((at, index) => at - (attempts[index] as number))).toEqual(Array(10).fill(500));
  });

  it('AUTH-05 ADMIN-34 I18N-06 every request carries the bearer token and the stored language', async () => {
    server.use(
      http.get('*/module/catalog/api/v1/regions', ({ request }) => {
        seen.push(request);
        return HttpResponse.json([]);
      }),
    );
    useClient();
    await api().GET('/module/catalog/api/v1/regions');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('es');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('AUTH-06 without an access token no request leaves and an invalid-token error is raised', async () => {
    server.use(
      http.get('*/module/catalog/api/v1/regions', ({ request }) => {
        seen.push(request);
        return HttpResponse.json([]);
      }),
    );
    useClient(undefined, '');
    await expect(api().GET('/module/catalog/api/v1/regions')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(seen).toHaveLength(0);
  });

  it('CONST-37 A-23 a creating call carries an Idempotency-Key and keeps it across network retries', async () => {
    let attempts = 0;
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/module/sessions/api/v1/ping', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        attempts++;
        return attempts < 3 ? HttpResponse.error() : new HttpResponse(null, { status: 204 });
      }),
    );
    useClient();
    await api().POST('/module/sessions/api/v1/ping', { body: { sessionId: 'abcdefgh' } });
    expect(attempts).toBe(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('CONST-38 A-23 a POST without a key is not retried; a GET is retried up to the limit', async () => {
    let posts = 0;
    let gets = 0;
    server.use(
      http.post('*/module/sessions/api/v1/ping', () => {
        posts++;
        return HttpResponse.error();
      }),
      http.get('*/module/catalog/api/v1/regions', () => {
        gets++;
        return HttpResponse.error();
      }),
    );
    useClient({ timeoutMs: 30_000, retries: 3, retryDelayMs: 1 });
    const unkeyed = api().POST('/module/sessions/api/v1/ping', {
      body: { sessionId: 'abcdefgh' },
      middleware: [{ onRequest: ({ request }) => void request.headers.delete('Idempotency-Key') }],
    });
    await expect(unkeyed).rejects.toBeInstanceOf(NetworkError);
    expect(posts).toBe(1);
    await expect(api().GET('/module/catalog/api/v1/regions')).rejects.toBeInstanceOf(NetworkError);
    expect(gets).toBe(4);
  });

  it('CONST-37 error responses are never retried by the client (the gateway already retries)', async () => {
    let gets = 0;
    server.use(
      http.get('*/module/catalog/api/v1/regions', () => {
        gets++;
        return HttpResponse.json({ message: 'boom', requestId: 'r-1' }, { status: 503 });
      }),
    );
    useClient();
    const failure = await api()
      .GET('/module/catalog/api/v1/regions')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, request: { method: 'GET', url: '/module/catalog/api/v1/regions' } });
    expect(gets).toBe(1);
  });

  it('CONST-36 a request with no answer within the timeout fails with a timeout error', async () => {
    server.use(http.get('*/module/catalog/api/v1/regions', () => new Promise<Response>(() => undefined)));
    useClient({ timeoutMs: 100, retries: 10, retryDelayMs: 1 });
    await expect(api().GET('/module/catalog/api/v1/regions')).rejects.toBeInstanceOf(TimeoutError);
  });

  // Its 30 s are the client's default, proven by the CONST-36 test above.
  it('CONST-39 the time-compare call is bound by the client’s timeout', async () => {
    server.use(http.get('*/module/account/api/v1/compare-time', () => new Promise<Response>(() => undefined)));
    useClient({ ...DEFAULT_FETCH_POLICY, timeoutMs: 100 });
    const failure = await compareTime().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TimeoutError);
  });

  it('returns the typed body of a successful call', async () => {
    useClient();
    const regions = unwrap(await api().GET('/module/catalog/api/v1/regions'));
    expect(regions.map((region) => region.id)).toEqual(['pe-central', 'cl-central']);
  });
});
