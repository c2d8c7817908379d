/**
 * The benchmark's gateway: the real remote-mode gateway (packages/gateway/dist) in front of the
 * bench back-office, verifying the bench tokens from the key set in BENCH_JWKS.
 * BENCH_POOL is a JSON object of undici pool settings. BENCH_GATEWAY_ROOT runs the gateway built
 * in another checkout (e.g. the former home-made client at commit bd7bfcf, in a worktree outside
 * the repository), and BENCH_CLIENT=home-made turns that client on there. BENCH_PROFILE names a
 * file for a V8 CPU profile of the gateway from the moment it is ready (start-up left out) until
 * it is stopped.
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalJWKSet } from 'jose';
import { createJwtVerifier } from '../../packages/edge/dist/index.js';

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
const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
console.log('ready');
process.on('SIGTERM', async () => {
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  await app.close();
  process.exit(0);
});
