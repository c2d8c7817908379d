/**
 * The benchmark's upstream: a minimal Fastify back-office stand-in on 127.0.0.1 answering a cheap
 * authenticated-shaped route (GET /module/bench/echo) and the issuer endpoints the gateway reads
 * (discovery, JWKS). Keeping the upstream cheap makes the proxy the thing being measured.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 18081);
const issuer = process.env.BENCH_ISSUER;
const jwks = JSON.parse(process.env.BENCH_JWKS ?? '{"keys":[]}');

const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
app.get('/module/bench/echo', async () => ({ ok: true, service: 'umbrella-backoffice' }));
app.get('/module/health', async () => ({ status: 'ok', engine: 'pglite' }));
app.get('/oidc/.well-known/openid-configuration', async () => ({ issuer, jwks_uri: `${issuer}/jwks` }));
app.get('/oidc/jwks', async () => jwks);
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
