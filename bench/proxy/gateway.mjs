/**
 * The benchmark's gateway: the real remote-mode gateway (packages/gateway/dist) in front of the
 * bench back-office, verifying the bench tokens from the key set in BENCH_JWKS.
 * BENCH_POOL is a JSON object of undici pool settings.
 */

import { createLocalJWKSet } from 'jose';
import { createJwtVerifier } from '../../packages/backoffice/dist/index.js';
import { buildRemoteGateway, loadGatewayConfig } from '../../packages/gateway/dist/index.js';

const config = loadGatewayConfig(process.env);
const verifyToken = createJwtVerifier({
  issuer: process.env.BENCH_ISSUER,
  audience: config.oidcAudience,
  keys: createLocalJWKSet(JSON.parse(process.env.BENCH_JWKS ?? '{"keys":[]}')),
});
const tuning = process.env.BENCH_POOL ? { pool: JSON.parse(process.env.BENCH_POOL) } : {};
const app = await buildRemoteGateway(config, { verifyToken, tuning });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
