/**
 * Gateways for tests: the real gateway around a real in-process back-office (embedded), or in
 * front of a real back-office listening on a port (remote). Logs are silent; timings are short.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackoffice, publishEvent, type TokenVerifier } from '@umbrella/backoffice';
import {
  buildTestBackoffice,
  createTestTokens,
  openTestDatabase,
  TEST_LOG_LEVEL,
  type TestBackoffice,
  testConfig,
} from '@umbrella/backoffice/testing';
import type { EventMap, EventType } from '@umbrella/contract';
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../app.js';
import type { GatewayConfig } from '../config.js';
import { buildEmbeddedGateway } from '../embedded-gateway.js';
import { buildRemoteGateway } from '../remote.js';

export const TEST_TUNING = { versionPollMs: 50, pingIntervalMs: 60_000 } satisfies GatewayDeps['tuning'];

export function gatewayTestConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    upstreamUrl: undefined,
    webDir: '/nonexistent',
    publicUrl: undefined,
    oidcIssuer: undefined,
    oidcAudience: 'umbrella-api',
    internalToken: undefined,
    proxyTimeoutMs: 5_000,
    proxyRetries: 10,
    proxyRetryDelayMs: 20,
    errorReportUrl: undefined,
    logLevel: TEST_LOG_LEVEL,
    trustProxy: false,
    ...overrides,
  };
}

/** A web build directory with index.html, a hashed asset and (optionally) version.json. */
export async function makeWebDir(version?: { version: string; build: number }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-web-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Umbrella</title><div id="root"></div>');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-3f2a1b.js'), 'console.log("umbrella")');
  if (version) await writeFile(join(dir, 'version.json'), JSON.stringify(version));
  return dir;
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

export type EmbeddedTestGateway = {
  app: FastifyInstance;
  url: string;
  db: TestBackoffice['db'];
  token(username: string, options?: Parameters<TestBackoffice['token']>[2]): Promise<string>;
  accountId(username: string): Promise<number>;
  /** Writes an event to the back-office's outbox, as a module would. */
  publish<T extends EventType>(type: T, accountId: number | null, payload: EventMap[T]): Promise<number>;
  close(): Promise<void>;
};

type Helpers = Pick<EmbeddedTestGateway, 'db' | 'accountId' | 'publish'>;

function helpers(db: EmbeddedTestGateway['db']): Helpers {
  return {
    db,
    async accountId(username) {
      const row = await db
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    publish: (type, accountId, payload) => publishEvent(db, type, accountId, payload),
  };
}

/**
 * Gateway + back-office in one Fastify instance on a cloned demo database, listening on a port.
 * `before` runs against the database before the gateway starts (e.g. to publish older events).
 */
export async function startEmbeddedGateway(
  overrides: Partial<GatewayConfig> = {},
  options: {
    tuning?: GatewayDeps['tuning'];
    before?: (helpers: Helpers) => Promise<void>;
    /** Serve the built-in issuer under /oidc too (default: tokens from the test signer only). */
    issuer?: boolean;
  } = {},
): Promise<EmbeddedTestGateway> {
  const config = testConfig();
  const tokens = await createTestTokens(config);
  const database = await openTestDatabase();
  const db = database.handle.db;
  await options.before?.(helpers(db));
  const backoffice = await createBackoffice(config, {
    db: database.handle,
    verifyToken: tokens.verifyToken,
    issuer: options.issuer ?? false,
  });
  const app = await buildEmbeddedGateway(gatewayTestConfig(overrides), backoffice, {
    tuning: { ...TEST_TUNING, ...options.tuning },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...helpers(db),
    app,
    url,
    token: (username, signOptions) => tokens.forAccount(db, username, {}, signOptions),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type RemoteTestGateway = {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
};

/** The gateway in remote mode in front of `upstreamUrl`, verifying with the given verifier. */
export async function startRemoteGateway(
  upstreamUrl: string,
  verifyToken: TokenVerifier,
  overrides: Partial<GatewayConfig> = {},
): Promise<RemoteTestGateway> {
  const app = await buildRemoteGateway(
    { ...gatewayTestConfig(overrides), upstreamUrl },
    { verifyToken, tuning: TEST_TUNING },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

/** A real back-office (its standalone app) listening on a port, for remote-mode tests. */
export async function startUpstreamBackoffice(): Promise<TestBackoffice & { url: string }> {
  const backoffice = await buildTestBackoffice();
  const url = await backoffice.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...backoffice, url };
}
