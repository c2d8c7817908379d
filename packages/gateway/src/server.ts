/**
 * The gateway as its own process in front of a remote back-office (the production shape):
 * `UPSTREAM_URL=http://backoffice:8081 node dist/server.js`. `npm start` uses embedded.ts.
 */
import { pino } from 'pino';
import { loadGatewayConfig } from './config.js';
import { serve } from './lifecycle.js';
import { buildRemoteGateway } from './remote.js';
import { refuseToStartUnlessAgreed } from './upstream-agreement.js';

const config = loadGatewayConfig(process.env);
const { upstreamUrl } = config;
if (!upstreamUrl) {
  console.error(
    'UPSTREAM_URL is not set. Run dist/embedded.js (npm start) for gateway and back-office in one process.',
  );
  process.exit(1);
}
await refuseToStartUnlessAgreed({ ...config, upstreamUrl }, pino({ level: config.logLevel }));
const app = await buildRemoteGateway({ ...config, upstreamUrl });
await serve(app, config.port, config.host);
app.log.info({ port: config.port, upstreamUrl }, 'gateway ready');
