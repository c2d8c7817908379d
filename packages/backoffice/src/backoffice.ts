/**
 * The back-office as a value: database, token verifier, event source and one Fastify plugin with
 * every back-office route. The standalone server (server.ts) and the gateway's embedded mode
 * both build it with createBackoffice and register `routes` at the root.
 */

import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { pino } from 'pino';
import type { ConnectionErrorListener } from './db/connection-errors.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.js';
import { createOutageLog } from './db/outage-log.js';
import { assertReachable } from './db/unreachable.js';
import { agreeOnIdentity } from './identity/deployment-identity.js';
import { createExternalIdentity } from './identity/external.js';
import { createIssuer, type Issuer } from './identity/issuer.js';
import { builtInIdentityAdmin } from './identity/revoke.js';
import { type Jobs, startJobs } from './jobs.js';
import { moduleApi } from './module-api.js';
import { PAYMENT_FILES } from './modules/payments/index.js';
import type { TokenVerifier } from './platform/caller.js';
import type { BackofficeConfig } from './platform/config.js';
import { listenForEvents } from './platform/events/notifier.js';
import { createEventSource, type EventSource } from './platform/events/source.js';
import { checkFileStoreAtStart, configuredFileStore } from './platform/file-store/index.js';
import { createLeadership, soleLeader } from './platform/leadership.js';
import { configuredTransports } from './platform/messaging/configured-transports.js';
import { createLiveness } from './platform/process-liveness.js';
import { TELEPHONY_OFF } from './platform/telephony-config.js';
import { errorHandler } from './plugins/errors.js';
import { releaseUnansweredClaims } from './plugins/idempotency-store.js';
import { requestValidatorCompiler } from './plugins/request-validator.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { seedReferenceData } from './seed/reference.js';

export type { EventSource } from './platform/events/source.js';

export type Backoffice = {
  config: BackofficeConfig;
  db: DatabaseHandle;
  verifyToken: TokenVerifier;
  events: EventSource;
  /** Fastify plugin with every back-office route: /module/** and (built-in issuer) /oidc/**. Register at root, no prefix. */
  routes: FastifyPluginAsync;
  /** Demo lead generator (when config.demo) and pruning of old outbox events, keys and sessions. */
  startBackgroundJobs(): void;
  /** Stops jobs and listeners and closes the database (also one passed in overrides). */
  close(): Promise<void>;
};

export type BackofficeOverrides = {
  /** Verifies bearer tokens instead of the built-in or external issuer (tests). */
  verifyToken?: TokenVerifier;
  /** An already opened database; it is still migrated. */
  db?: DatabaseHandle;
  /** Logger for work outside requests; defaults to pino at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Serve the built-in issuer under /oidc (default true when no external issuer is configured). */
  issuer?: boolean;
};

function openConfiguredDatabase(config: BackofficeConfig, onConnectionError: ConnectionErrorListener) {
  if (!config.databaseUrl) return openDatabase({ dataDir: config.dataDir });
  return openDatabase({
    databaseUrl: config.databaseUrl,
    ...(config.databaseQueryTimeoutSeconds ? { queryTimeoutMs: config.databaseQueryTimeoutSeconds * 1000 } : {}),
    ...(config.databasePreparedStatements === false ? { prepareStatements: false } : {}),
    onConnectionError,
  });
}

export async function createBackoffice(
  config: BackofficeConfig,
  overrides: BackofficeOverrides = {},
): Promise<Backoffice> {
  const logger = overrides.logger ?? pino({ level: config.logLevel, name: 'backoffice' });
  await checkFileStoreAtStart(config);
  configuredTransports(config.messaging);
  let opened: DatabaseHandle | undefined;
  // An outage is logged once, and its end (db/outage-log.ts); background work logs through it.
  const outage = createOutageLog(logger, () => sql`select 1`.execute((opened as DatabaseHandle).db));
  const handle = overrides.db ?? (await openConfiguredDatabase(config, outage.failed));
  opened = handle;
  // A server that cannot be reached or signed in to is one line for the operator, not a stack.
  if (handle.connectionString) await assertReachable(handle.unboundedDb, handle.connectionString);
  await migrateToLatest(handle.unboundedDb);
  if (handle.engine === 'pglite') {
    const released = await releaseUnansweredClaims(handle.db);
    if (released) logger.warn({ released }, 'released idempotency keys a stopped process left unanswered');
  }
  await agreeOnIdentity(handle, config, logger);
  await seedReferenceData(handle.db);
  if (config.demo) {
    // Imported here, not at the top: the demo's data pulls in faker and country-state-city, which a
    // production start has no use for.
    const [{ seedDemo }, { seedTelephonyDemo }, { seedDemoReceipts }] = await Promise.all([
      import('./seed/demo.js'),
      import('./seed/telephony.js'),
      import('./seed/receipts.js'),
    ]);
    await seedDemo(handle.db);
    await seedTelephonyDemo(handle.db, config.telephony ?? TELEPHONY_OFF);
    await seedDemoReceipts(handle.db, configuredFileStore(config, PAYMENT_FILES).store);
  }

  let issuer: Issuer | undefined;
  if (!config.oidcIssuer && overrides.issuer !== false) issuer = await createIssuer({ db: handle, config, logger });
  const verifyToken =
    overrides.verifyToken ??
    issuer?.verifyToken ??
    (config.oidcIssuer ? createExternalIdentity(config).verifyToken : undefined);
  if (!verifyToken) throw new Error('no token verifier: configure OIDC_ISSUER or keep the built-in issuer');

  const events = createEventSource(handle.db, { logger: outage.logger });
  const liveness = createLiveness();
  // Alone on PGlite this process leads; on PostgreSQL the instance whose session holds the lock.
  const leadership = handle.pglite || !handle.connectionString ? undefined : createLeadership();
  const listening = await listenForEvents(
    handle,
    events.wake,
    outage.logger,
    leadership ? [liveness, leadership] : [liveness],
  );
  let jobs: Jobs | undefined;

  const routes: FastifyPluginAsync = async (app) => {
    app.setValidatorCompiler(requestValidatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.setErrorHandler(errorHandler);
    await app.register(swaggerPlugin);
    if (issuer) await app.register(issuer.routes);
    // With an external provider its own admin API would end sessions (decision 1402); not wired yet.
    const identity = config.oidcIssuer ? undefined : builtInIdentityAdmin(handle.db);
    await app.register(moduleApi, {
      db: handle.db,
      engine: handle.engine,
      config,
      events,
      verifyToken,
      identity,
      liveness,
    });
  };

  return {
    config,
    db: handle,
    verifyToken,
    events,
    routes,
    startBackgroundJobs() {
      jobs ??= startJobs(handle.db, config, outage.logger, leadership ?? soleLeader);
    },
    async close() {
      await jobs?.stop();
      events.close();
      await listening.close();
      await issuer?.close();
      outage.close();
      await handle.close();
    },
  };
}
