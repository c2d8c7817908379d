/**
 * A gateway with telephony on, for the SIP relay's tests: the embedded back-office on a cloned
 * demo database with a PBX configured (so agent and agent2 have voip, voip:outbound and an
 * extension each), and the relay pointed at `pbxUrl`.
 */
import type { AddressInfo } from 'node:net';
import { createBackoffice } from '@umbrella/backoffice';
import {
  buildTestBackoffice,
  createTestTokens,
  openTestDatabase,
  type SignOptions,
  TEST_INTERNAL_TOKEN,
  type TestBackoffice,
  type TokenClaims,
  testConfig,
} from '@umbrella/backoffice/testing';
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../app.js';
import { buildEmbeddedGateway } from '../embedded-gateway.js';
import { buildRemoteGateway } from '../remote.js';
import { gatewayTestConfig, TEST_TUNING } from './gateway.js';

export type TelephonyTestGateway = {
  app: FastifyInstance;
  url: string;
  db: TestBackoffice['db'];
  token(username: string, overrides?: Partial<TokenClaims>, options?: SignOptions): Promise<string>;
  /** The extension the demo seed gave the account. */
  extensionOf(username: string): Promise<string>;
  /** Inserts a lead in the region with the phone, worked by `holder` (default agent), and returns its id. */
  insertLead(regionId: string, phone: string, holder?: string): Promise<number>;
  close(): Promise<void>;
};

async function extensionOf(db: TestBackoffice['db'], username: string): Promise<string> {
  const row = await db
    .selectFrom('voip_extensions')
    .innerJoin('accounts', 'accounts.id', 'voip_extensions.account_id')
    .select('voip_extensions.extension')
    .where('accounts.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.extension;
}

async function insertLead(
  db: TestBackoffice['db'],
  regionId: string,
  phone: string,
  holder = 'agent',
): Promise<number> {
  const account = await db.selectFrom('accounts').select('id').where('username', '=', holder).executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('region_id', '=', regionId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('leads')
    .values({
      region_id: regionId,
      product_id: product.id,
      name: 'Cliente Prueba',
      phone,
      status: 5,
      holder_account_id: account.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function startTelephonyGateway(
  pbxUrl: string | undefined,
  options: { sip?: NonNullable<GatewayDeps['tuning']>['sip']; logLevel?: string } = {},
): Promise<TelephonyTestGateway> {
  const config = testConfig({
    demo: true,
    telephony: { enabled: pbxUrl !== undefined, serverUrl: undefined, testNumber: '*43', domain: undefined },
  });
  const tokens = await createTestTokens(config);
  const database = await openTestDatabase();
  const db = database.handle.db;
  const backoffice = await createBackoffice(config, {
    db: database.handle,
    verifyToken: tokens.verifyToken,
    issuer: false,
  });
  const gatewayConfig = gatewayTestConfig({ pbxWsUrl: pbxUrl, logLevel: options.logLevel ?? 'silent' });
  const app = await buildEmbeddedGateway(gatewayConfig, backoffice, { tuning: { ...TEST_TUNING, sip: options.sip } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    db,
    token: (username, overrides, signOptions) => tokens.forAccount(db, username, overrides, signOptions),
    extensionOf: (username) => extensionOf(db, username),
    insertLead: (regionId, phone, holder) => insertLead(db, regionId, phone, holder),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type RemoteTelephonyTestGateway = TelephonyTestGateway & {
  /** Closes the gateway as SIGTERM does (app.close: sockets and streams ended); the back-office lives on. */
  stop(): Promise<void>;
  /** A new gateway on the same port, as a restarted process would listen; resolves once it listens. */
  start(): Promise<void>;
};

/**
 * The same with the back-office in its own server (remote mode): the relay asks it over HTTP and
 * the events come over its stream (INTERNAL_TOKEN), so the gateway can be stopped and started
 * again on its port while the back-office and its database stay up.
 */
export async function startRemoteTelephonyGateway(pbxUrl: string): Promise<RemoteTelephonyTestGateway> {
  const upstream = await buildTestBackoffice({
    config: {
      demo: true,
      telephony: { enabled: true, serverUrl: undefined, testNumber: '*43', domain: undefined },
    },
  });
  const upstreamUrl = await upstream.app.listen({ port: 0, host: '127.0.0.1' });
  const config = { ...gatewayTestConfig({ pbxWsUrl: pbxUrl, internalToken: TEST_INTERNAL_TOKEN }), upstreamUrl };
  let app: FastifyInstance | undefined;
  let port = 0;
  const start = async () => {
    const gateway = await buildRemoteGateway(config, { verifyToken: upstream.tokens.verifyToken, tuning: TEST_TUNING });
    await gateway.listen({ port, host: '127.0.0.1' });
    port = (gateway.server.address() as AddressInfo).port;
    app = gateway;
  };
  const stop = async () => {
    const running = app;
    app = undefined;
    await running?.close();
  };
  await start();
  const db = upstream.db;
  return {
    get app() {
      if (!app) throw new Error('the gateway is stopped');
      return app;
    },
    url: `http://127.0.0.1:${port}`,
    db,
    token: (username, overrides, signOptions) => upstream.tokens.forAccount(db, username, overrides, signOptions),
    extensionOf: (username) => extensionOf(db, username),
    insertLead: (regionId, phone, holder) => insertLead(db, regionId, phone, holder),
    stop,
    start,
    async close() {
      await stop();
      await upstream.close();
    },
  };
}
