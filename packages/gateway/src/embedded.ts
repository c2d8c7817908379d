/**
 * `npm start`: gateway, back-office and the built-in issuer in one process on one port. The
 * back-office's routes are mounted in the gateway's Fastify instance (no loopback hop). With
 * UPSTREAM_URL set it runs the remote shape instead, like server.ts.
 */
import {
  createBackoffice,
  DatabaseUnreachableError,
  FileStoreConfigError,
  loadBackofficeConfig,
  MessagingConfigError,
} from '@umbrella/backoffice';
import { pino } from 'pino';
import { type GatewayConfig, loadGatewayConfig } from './config.js';
import { buildEmbeddedGateway } from './embedded-gateway.js';
import { serve } from './lifecycle.js';
import { buildRemoteGateway } from './remote.js';
import { refuseToStartUnlessAgreed } from './upstream-agreement.js';

const DEMO_ACCOUNTS = 'agent, agent2, manager, admin, finance, support, delivery';

async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const { upstreamUrl } = config;
  if (upstreamUrl) {
    await refuseToStartUnlessAgreed({ ...config, upstreamUrl }, pino({ level: config.logLevel }));
    const app = await buildRemoteGateway({ ...config, upstreamUrl });
    await serve(app, config.port, config.host);
    console.log(`Umbrella gateway is running at ${publicAddress(config)} (back-office at ${upstreamUrl})`);
    return;
  }
  const backofficeConfig = loadBackofficeConfig(process.env);
  const backoffice = await createBackoffice(backofficeConfig).catch((err: unknown) => {
    const forOperator =
      err instanceof FileStoreConfigError ||
      err instanceof MessagingConfigError ||
      err instanceof DatabaseUnreachableError;
    if (!forOperator) throw err;
    // For the operator reading the output (decision 1161): the message, not a stack.
    console.error(err.message);
    process.exit(1);
  });
  const app = await buildEmbeddedGateway(config, backoffice);
  await serve(app, config.port, config.host);
  backoffice.startBackgroundJobs();
  console.log(`Umbrella is running at ${publicAddress(config)}`);
  if (backofficeConfig.demo) console.log(`Demo accounts: ${DEMO_ACCOUNTS} — password "umbrella"`);
}

function publicAddress(config: GatewayConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

await main();
