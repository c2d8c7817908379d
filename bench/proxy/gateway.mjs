/**
 * The benchmark's gateway: the real remote-mode gateway (packages/gateway/dist) in front of the
 * bench back-office, verifying the bench tokens from the key set in BENCH_JWKS.
 * BENCH_POOL is a JSON object of undici pool settings. BENCH_GATEWAY_ROOT runs the gateway built
 * in another checkout (e.g. the former home-made client at commit bd7bfcf, in a worktree outside
 * the repository), and BENCH_CLIENT=home-made turns that client on there.
 */

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalJWKSet } from 'jose';
import { createJwtVerifier } from '../../packages/backoffice/dist/index.js';

const gatewayRoot = process.env.BENCH_GATEWAY_ROOT
  ? resolve(process.env.BENCH_GATEWAY_ROOT)
  : new URL('../..', import.meta.url).pathname;
const { buildRemoteGateway, loadGatewayConfig } = await import(
  pathToFileURL(join(gatewayRoot, 'packages/gateway/dist/index.js')).href
);

const config = loadGatewayConfig(process.env);
const verifyToken = createJwtVerifier({
  issuer: process.env.BENCH_ISSUER,
  audience: config.oidcAudience,
  keys: createLocalJWKSet(JSON.parse(process.env.BENCH_JWKS ?? '{"keys":[]}')),
});
const tuning = {
  ...(process.env.BENCH_CLIENT === 'home-made' ? { homeMadeClient: true } : {}),
  ...(process.env.BENCH_POOL ? { pool: JSON.parse(process.env.BENCH_POOL) } : {}),
};
const app = await buildRemoteGateway(config, { verifyToken, tuning });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
