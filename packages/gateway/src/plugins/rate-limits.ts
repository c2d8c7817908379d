import fastifyRateLimit from '@fastify/rate-limit';
import { type ApiReasonKey, ERROR_CODES, reasonText } from '@umbrella/contract';
import type { TokenVerifier } from '@umbrella/edge';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../auth/bearer.js';
import type { RateLimits } from '../config.js';

type Kind = keyof RateLimits;

/**
 * The back-office routes whose answer costs a scan of many rows or a whole file (decision 1725):
 * the order search and its sheet, the call records, the reconciliation reports' filtered list, the
 * lead search by phone digits and the documents' CSV export; and the public payment page's writes
 * (decision 1791), a path ending in / naming every path under it. Everything else is not limited here.
 */
export const COSTLY_ROUTES: ReadonlyArray<{ method: string; path: string; kind: Kind }> = [
  { method: 'POST', path: '/module/orders/api/v1/orders/search', kind: 'search' },
  { method: 'GET', path: '/module/resources/api/v1/cdr/calls', kind: 'search' },
  { method: 'GET', path: '/module/payments/api/v1/reports', kind: 'search' },
  { method: 'POST', path: '/module/leads/leads/search', kind: 'search' },
  { method: 'POST', path: '/module/orders/api/v1/orders/sheet', kind: 'export' },
  { method: 'GET', path: '/module/documents/documents/export', kind: 'export' },
  { method: 'POST', path: '/module/pay/', kind: 'payment' },
];

/** Why, as a key of API_REASONS with the seconds to wait, for the web to say in its language. */
const REASONS: Record<Kind, ApiReasonKey> = {
  search: 'tooManySearches',
  export: 'tooManyExports',
  payment: 'tooManyReceiptsSent',
};

export function costlyRoute(method: string, url: string) {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return COSTLY_ROUTES.find(
    (route) =>
      route.method === method && (route.path.endsWith('/') ? path.startsWith(route.path) : route.path === path),
  );
}

export type RateLimitsOptions = { limits: RateLimits; verifyToken: TokenVerifier };

/**
 * Per-user limits on the costly routes, with @fastify/rate-limit inside the gateway's one pipeline
 * — in the same scope as the token check and after it, so the key is the verified token's subject
 * (the verifier caches tokens: no second signature check); a request without one is keyed on the
 * client address (decision 1091). Each user has a budget per route. Over it: 429
 * `{ message, code: 'RATE_LIMITED' }` with Retry-After, the back-office never sees the request.
 */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (fastify, { limits, verifyToken }) => {
    async function callerKey(request: FastifyRequest): Promise<string> {
      const token = bearerToken(request.headers);
      const route = costlyRoute(request.method, request.url)?.path ?? '';
      if (token) {
        try {
          return `account:${(await verifyToken(token)).accountId} ${route}`;
        } catch {
          // Refused by the token check before this hook; keyed on the address as a fallback.
        }
      }
      return `address:${request.ip} ${route}`;
    }

    await fastify.register(fastifyRateLimit, { global: false, keyGenerator: callerKey });
    const limiters = new Map<Kind, onRequestAsyncHookHandler>();
    for (const kind of Object.keys(limits) as Kind[]) {
      const { max, windowMs } = limits[kind];
      if (max <= 0) continue;
      const limiter = fastify.rateLimit({
        max,
        timeWindow: windowMs,
        // Thrown by the limiter; the gateway's error handler answers with the house shape.
        errorResponseBuilder: (_request, context) => {
          const reason = { key: REASONS[kind], values: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } };
          return Object.assign(new Error(reasonText(reason)), {
            statusCode: context.statusCode,
            code: ERROR_CODES.rateLimited,
            reason,
          });
        },
      });
      limiters.set(kind, limiter as onRequestAsyncHookHandler);
    }

    fastify.addHook('onRequest', async function limit(request, reply) {
      const route = costlyRoute(request.method, request.url);
      const limiter = route && limiters.get(route.kind);
      if (limiter) await limiter.call(this, request, reply);
    });
  },
  { name: 'umbrella-gateway-rate-limits', fastify: '5.x' },
);
