import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyWebsocket from '@fastify/websocket';
import type { TokenVerifier } from '@umbrella/edge';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { type Logger, pino } from 'pino';
import { type AccessRules, DEFAULT_PUBLIC_PREFIXES } from './auth/access.js';
import { DEFAULT_RATE_LIMITS, type GatewayConfig } from './config.js';
import { errorHandler } from './errors.js';
import type { EventSource } from './events/event-source.js';
import { EventHub } from './events/hub.js';
import { GatewayLogController } from './log-controller.js';
import { authPlugin } from './plugins/auth.js';
import { eventsPlugin } from './plugins/events.js';
import { healthPlugin } from './plugins/health.js';
import { type ProxyOptions, proxyPlugin } from './plugins/proxy.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { reportsPlugin } from './plugins/reports.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { type SipOptions, sipPlugin } from './plugins/sip.js';
import { DEFAULT_MAP_TILE_URL, webPlugin } from './plugins/web.js';
import { remoteReadiness } from './proxy/readiness.js';
import { requestIdOf } from './request-id.js';
import { watchInlineScripts } from './web/inline-scripts.js';
import { watchVersionFile } from './web/version-file.js';

/** Where /module/** and /oidc/** are answered. */
export type Upstream =
  /** A back-office in another process, reached over HTTP. */
  | { kind: 'remote'; url: string }
  /** The back-office's route plugin mounted in this process (no loopback hop). */
  | { kind: 'embedded'; routes: FastifyPluginAsync; ready: () => Promise<boolean> };

export type GatewayDeps = {
  config: GatewayConfig;
  verifyToken: TokenVerifier;
  /** The event source, or a factory given the gateway's logger. */
  events: EventSource | ((log: FastifyBaseLogger) => EventSource);
  upstream: Upstream;
  /** Run when the gateway closes, after its sockets (e.g. the embedded back-office's close). */
  onClose?: () => Promise<void>;
  /** Knobs tests and the benchmark turn; production uses the defaults. */
  tuning?: {
    versionPollMs?: number;
    pingIntervalMs?: number;
    /** Paths under /module that need no token (default: docs and health). */
    publicPrefixes?: string[];
    /** The undici pool to the back-office (remote mode). */
    pool?: ProxyOptions['pool'];
    /** SIP relay limits and timers (ping interval, frame size, connections per account). */
    sip?: Omit<SipOptions, 'pbxUrl' | 'upstreamUrl' | 'verifyToken'>;
  };
  /** The pino logger to use (default: one at config.logLevel on stdout). */
  logger?: Logger;
};

const UPSTREAM_PREFIXES = ['/module', '/oidc'];

/**
 * The gateway as one Fastify instance: health, the back-office's paths (proxied or embedded)
 * behind token checks, the realtime endpoints under /gateway, and the web app last so that its
 * SPA fallback only sees what nothing else claimed.
 */
export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const { config, tuning = {}, upstream } = deps;
  const log = deps.logger ?? pino({ level: config.logLevel });
  const access: AccessRules = {
    verifyToken: deps.verifyToken,
    protectedPrefix: '/module/',
    publicPrefixes: tuning.publicPrefixes ?? DEFAULT_PUBLIC_PREFIXES,
  };
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new GatewayLogController(),
    // Longer than the usual load balancer's 60 s idle timeout, so that the balancer closes first.
    keepAliveTimeout: 72_000,
    routerOptions: { maxParamLength: 2048 },
    // A hop count becomes a function: Fastify's types take only strings, lists and functions.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let hub: EventHub | undefined;
  const inlineScripts = await watchInlineScripts(join(config.webDir, 'index.html'));
  const versions = await watchVersionFile(join(config.webDir, 'version.json'), {
    pollMs: tuning.versionPollMs ?? 10_000,
    log: app.log,
    onChange: (version) => {
      app.log.info({ version }, 'a new web build is served');
      void inlineScripts.refresh();
      hub?.announceVersion({ version: version.version, build: version.build });
    },
  });
  hub = new EventHub({
    source: typeof deps.events === 'function' ? deps.events(app.log) : deps.events,
    version: () => ({ version: versions.current().version, build: versions.current().build }),
    log: app.log,
    pingIntervalMs: tuning.pingIntervalMs ?? 25_000,
  });
  const eventHub = hub;

  await app.register(securityHeadersPlugin, {
    mapTileUrl: config.mapTileUrl ?? DEFAULT_MAP_TILE_URL,
    oidcIssuer: config.oidcIssuer,
    errorReportUrl: config.errorReportUrl,
    inlineScripts: inlineScripts.current,
    fileStoreOrigin: config.fileStoreOrigin,
  });

  await app.register(healthPlugin, {
    ready: upstream.kind === 'remote' ? remoteReadiness(upstream.url) : upstream.ready,
  });

  // The back-office's paths behind the token check: relayed to it (remote) or its own routes.
  await app.register(async (scope) => {
    await scope.register(authPlugin, access);
    await scope.register(rateLimitsPlugin, {
      limits: config.rateLimits ?? DEFAULT_RATE_LIMITS,
      verifyToken: deps.verifyToken,
    });
    if (upstream.kind === 'embedded') await scope.register(upstream.routes);
    else {
      await scope.register(proxyPlugin, {
        upstreamUrl: upstream.url,
        prefixes: UPSTREAM_PREFIXES,
        timeoutMs: config.proxyTimeoutMs,
        retries: config.proxyRetries,
        retryDelayMs: config.proxyRetryDelayMs,
        pool: tuning.pool,
      });
    }
  });

  // /gateway/**: realtime endpoints share one @fastify/websocket registration (a second one would
  // route every upgrade twice). /gateway/sip (the softphone relay) and /gateway/reports/**
  // (spreadsheet uploads) register in this scope too.
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: 64 * 1024 },
      preClose(done) {
        eventHub.close();
        for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
        done();
      },
    });
    await scope.register(eventsPlugin, { hub: eventHub, verifyToken: deps.verifyToken });
    await scope.register(sipPlugin, {
      pbxUrl: config.pbxWsUrl,
      upstreamUrl: upstream.kind === 'remote' ? upstream.url : undefined,
      verifyToken: deps.verifyToken,
      ...tuning.sip,
    });
    await scope.register(reportsPlugin, { verifyToken: deps.verifyToken });
  });

  await app.register(webPlugin, {
    webDir: config.webDir,
    versions,
    publicUrl: config.publicUrl,
    oidcIssuer: config.oidcIssuer,
    oidcAudience: config.oidcAudience,
    errorReportUrl: config.errorReportUrl,
    sipEnabled: config.pbxWsUrl !== undefined,
    mapTileUrl: config.mapTileUrl,
    apiPrefixes: ['/module/', '/oidc/', '/gateway/', '/healthz', '/readyz'],
  });

  app.addHook('onReady', async () => eventHub.start());
  app.addHook('onClose', async () => {
    versions.close();
    eventHub.close();
    await deps.onClose?.();
  });
  return app;
}
