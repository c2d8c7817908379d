import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, type ErrorBodyLike } from '../errors/app-errors';
import { createPolicyFetch, DEFAULT_FETCH_POLICY, type FetchPolicy, requestInfo } from './fetch-policy';
import type { paths } from './schema';

/** The typed back-office client (generated from the OpenAPI document, STYLE: one client, many requests). */
export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  baseUrl: string;
  /** Resolves the current access token or rejects with InvalidTokenError (AUTH-05, AUTH-06). */
  getAccessToken: () => Promise<string>;
  /** The stored interface language (I18N-06). */
  getLanguage: () => string;
  policy?: FetchPolicy;
};

const CREATING_METHODS = new Set(['POST']);

/** Every creating call carries an Idempotency-Key so a retry can never create twice (DESIGN). */
const idempotencyKey: Middleware = {
  onRequest({ request }) {
    if (CREATING_METHODS.has(request.method) && !request.headers.has('Idempotency-Key')) {
      request.headers.set('Idempotency-Key', crypto.randomUUID());
    }
  },
};

/** Per-request opt-out for POSTs that create nothing (a heartbeat ping). */
export const withoutIdempotencyKey: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Idempotency-Key');
  },
};

/** Non-2xx answers become ApiError, so react-query (and the global dialog) see one error type. */
const errorResponses: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const body = await readErrorBody(response.clone());
    throw new ApiError(response.status, requestInfo(request), body, response.headers.get('x-request-id') ?? undefined);
  },
};

async function readErrorBody(response: Response): Promise<ErrorBodyLike> {
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) return parsed as ErrorBodyLike;
  } catch {
    // Not JSON (a proxy's HTML page): fall through to the status text.
  }
  return { message: response.statusText || `HTTP ${response.status}` };
}

/**
 * The customer's payment page API (decision 1791): its link's token is the credential, so no
 * bearer token is asked for (a visitor has none) or sent (a staff session stays its own).
 */
const PUBLIC_PATHS = ['/module/pay/'];
const isPublic = (url: string) => PUBLIC_PATHS.some((path) => new URL(url).pathname.startsWith(path));

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: createPolicyFetch(options.policy ?? DEFAULT_FETCH_POLICY),
  });
  client.use(
    {
      async onRequest({ request }) {
        if (!isPublic(request.url)) request.headers.set('Authorization', `Bearer ${await options.getAccessToken()}`);
        request.headers.set('Accept-Language', options.getLanguage());
      },
    },
    idempotencyKey,
    errorResponses,
  );
  return client;
}
