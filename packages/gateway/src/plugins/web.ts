import { access } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_CODES } from '@umbrella/contract';
import { resourceIndicator } from '@umbrella/edge';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { VersionWatcher } from '../web/version-file.js';

export type WebOptions = {
  webDir: string;
  versions: VersionWatcher;
  publicUrl: string | undefined;
  oidcIssuer: string | undefined;
  oidcAudience: string;
  errorReportUrl: string | undefined;
  /** Whether the softphone relay has a PBX behind it (PBX_WS_URL is set). */
  sipEnabled: boolean;
  /** The order modal's map tiles; unset: DEFAULT_MAP_TILE_URL. */
  mapTileUrl?: string;
  /** Path prefixes that never fall back to the app (API answers stay JSON). */
  apiPrefixes: string[];
};

/** The public OpenStreetMap tiles (their usage policy suits light use; set MAP_TILE_URL for production). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const RuntimeConfig = Type.Object({
  oidc: Type.Object({
    authority: Type.String(),
    clientId: Type.String(),
    scope: Type.String(),
    resource: Type.String(),
  }),
  errorReportUrl: Type.Union([Type.String(), Type.Null()]),
  sipEnabled: Type.Boolean(),
  mapTileUrl: Type.String(),
});

const ServedVersion = Type.Object({ version: Type.String(), build: Type.Integer() }, { additionalProperties: true });

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The built web app: hashed assets cached for good, index.html revalidated, unknown page
 * addresses answered with the app (SPA fallback), plus the files the app reads at run time.
 */
export const webPlugin: FastifyPluginAsyncTypebox<WebOptions> = async (fastify, options) => {
  const indexFile = join(options.webDir, 'index.html');

  await fastify.register(fastifyStatic, {
    root: options.webDir,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);
    },
  });

  fastify.get('/version.json', { schema: { response: { 200: ServedVersion } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache, no-store');
    return options.versions.current();
  });

  fastify.get('/config.json', { schema: { response: { 200: RuntimeConfig } } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const authority = options.oidcIssuer ?? `${options.publicUrl ?? origin(request)}/oidc`;
    return {
      oidc: {
        authority,
        clientId: 'umbrella-web',
        scope: 'openid profile email offline_access',
        // The built-in issuer takes the audience as an RFC 8707 indicator (docs/decisions/0203).
        resource: resourceIndicator(options.oidcAudience),
      },
      errorReportUrl: options.errorReportUrl ?? null,
      sipEnabled: options.sipEnabled,
      mapTileUrl: options.mapTileUrl ?? DEFAULT_MAP_TILE_URL,
    };
  });

  fastify.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !options.apiPrefixes.some((prefix) => url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && (await exists(indexFile))) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ message: `Nothing at ${request.method} ${url.split('?')[0]}`, code: ERROR_CODES.notFound });
  });
};

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
