import { fileURLToPath } from 'node:url';
import { fileStoreOriginFromEnv } from '@umbrella/contract';

/** The gateway's configuration, read once from the environment (see the package README's table). */
export type GatewayConfig = {
  port: number;
  host: string;
  /** The back-office to proxy to; unset means embedded mode (back-office in this process). */
  upstreamUrl: string | undefined;
  /** The built web app (index.html, assets/, version.json). */
  webDir: string;
  /** The origin browsers use; when unset /config.json derives it from each request. */
  publicUrl: string | undefined;
  /** External OpenID issuer whose tokens are accepted; unset means the built-in issuer. */
  oidcIssuer: string | undefined;
  oidcAudience: string;
  /** Shared secret for the back-office's internal event stream (remote mode). */
  internalToken: string | undefined;
  proxyTimeoutMs: number;
  proxyRetries: number;
  proxyRetryDelayMs: number;
  /** Where the web app reports errors; handed to it through /config.json. */
  errorReportUrl: string | undefined;
  logLevel: string;
  /** Map tiles of the order modal ({z}/{x}/{y} template, MAP_TILE_URL); unset: the public OpenStreetMap tiles. */
  mapTileUrl?: string;
  /** The PBX's SIP WebSocket the softphone relay connects to (PBX_WS_URL); unset: telephony off. */
  pbxWsUrl?: string;
  /**
   * Which proxies in front of the gateway are believed about the client's address (TRUST_PROXY,
   * Fastify's `trustProxy`): unset means none, the socket's peer is the client; a number is how
   * many hops (1 behind one load balancer); otherwise a comma list of addresses or CIDRs.
   */
  trustProxy: boolean | number | string;
  /**
   * Per-user limits on the costly searches and on exports (decision 1725): at most `max` requests
   * of one route per `windowMs`; `max` 0 turns a limit off. RATE_LIMIT_SEARCH_MAX /
   * RATE_LIMIT_SEARCH_WINDOW_MS, RATE_LIMIT_EXPORT_MAX / RATE_LIMIT_EXPORT_WINDOW_MS and
   * RATE_LIMIT_PAYMENT_MAX / RATE_LIMIT_PAYMENT_WINDOW_MS.
   */
  rateLimits?: RateLimits;
  /** The S3-compatible bucket's origin (FILE_STORE=s3 and S3_*): browsers upload to it and load files from it. */
  fileStoreOrigin?: string;
};

export type RateLimit = { max: number; windowMs: number };
export type RateLimits = { search: RateLimit; export: RateLimit; payment: RateLimit };

/** Far above what a person clicking through the screens sends; a script looping on search hits them. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  search: { max: 30, windowMs: 10_000 },
  export: { max: 10, windowMs: 60_000 },
  // The customer's receipt uploads, per address (decision 1791): a family sharing a phone's network sends a few.
  payment: { max: 10, windowMs: 10 * 60_000 },
};

const defaultWebDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

const withoutTrailingSlash = (url: string | undefined) => (url ? url.replace(/\/+$/, '') : undefined);

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    upstreamUrl: withoutTrailingSlash(env.UPSTREAM_URL || undefined),
    webDir: env.WEB_DIR || defaultWebDir,
    publicUrl: withoutTrailingSlash(env.PUBLIC_URL || undefined),
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcAudience: env.OIDC_AUDIENCE || 'umbrella-api',
    internalToken: env.INTERNAL_TOKEN || undefined,
    proxyTimeoutMs: integer(env, 'PROXY_TIMEOUT_MS', 30_000),
    proxyRetries: integer(env, 'PROXY_RETRIES', 10),
    proxyRetryDelayMs: integer(env, 'PROXY_RETRY_DELAY_MS', 500),
    errorReportUrl: env.ERROR_REPORT_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    pbxWsUrl: env.PBX_WS_URL || undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: {
      search: {
        max: integer(env, 'RATE_LIMIT_SEARCH_MAX', DEFAULT_RATE_LIMITS.search.max),
        windowMs: integer(env, 'RATE_LIMIT_SEARCH_WINDOW_MS', DEFAULT_RATE_LIMITS.search.windowMs),
      },
      export: {
        max: integer(env, 'RATE_LIMIT_EXPORT_MAX', DEFAULT_RATE_LIMITS.export.max),
        windowMs: integer(env, 'RATE_LIMIT_EXPORT_WINDOW_MS', DEFAULT_RATE_LIMITS.export.windowMs),
      },
      payment: {
        max: integer(env, 'RATE_LIMIT_PAYMENT_MAX', DEFAULT_RATE_LIMITS.payment.max),
        windowMs: integer(env, 'RATE_LIMIT_PAYMENT_WINDOW_MS', DEFAULT_RATE_LIMITS.payment.windowMs),
      },
    },
    fileStoreOrigin: fileStoreOriginFromEnv(env),
  };
}
