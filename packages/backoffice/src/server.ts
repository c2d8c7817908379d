/**
 * The back-office as its own process (the production shape behind a remote gateway): listens on
 * PORT (default 8081), runs the background jobs, shuts down gracefully on SIGTERM/SIGINT.
 */

import { pino } from 'pino';
import { buildApp } from './app.js';
import { createBackoffice } from './backoffice.js';
import { DatabaseUnreachableError } from './db/unreachable.js';
import { DeploymentMismatchError } from './identity/deployment-identity.js';
import { loadBackofficeConfig } from './platform/config.js';
import { FileStoreConfigError } from './platform/file-store/index.js';
import { MessagingConfigError } from './platform/messaging/configured-transports.js';

const config = loadBackofficeConfig(process.env);
const logger = pino({ level: config.logLevel, name: 'backoffice' });
const backoffice = await createBackoffice(config, { logger }).catch((err: unknown) => {
  const forOperator =
    err instanceof DeploymentMismatchError ||
    err instanceof FileStoreConfigError ||
    err instanceof MessagingConfigError ||
    err instanceof DatabaseUnreachableError;
  if (!forOperator) throw err;
  // For the operator reading the container's output, not a log event: plain lines on stderr.
  console.error(err.message);
  process.exit(1);
});
const app = await buildApp(backoffice, { logger: { level: config.logLevel, name: 'backoffice' } });

const port = Number(process.env.PORT || 8081);
const host = process.env.HOST || '0.0.0.0';
await app.listen({ port, host });
backoffice.startBackgroundJobs();
logger.info({ port, engine: backoffice.db.engine, demo: config.demo }, 'back-office ready');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await backoffice.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
