/**
 * The benchmark's gateway: the real remote-mode gateway (packages/gateway/dist) in front of the
 * upstream. BENCH_VERIFY=0 makes the benchmark route public, to isolate token verification's cost.
 */
import { buildRemoteGateway, loadGatewayConfig } from '../../packages/gateway/dist/index.js';

const config = loadGatewayConfig(process.env);
const verify = process.env.BENCH_VERIFY !== '0';
const app = await buildRemoteGateway(config, {
  tuning: verify ? {} : { publicPrefixes: ['/module/docs', '/module/health', '/module/bench'] },
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
