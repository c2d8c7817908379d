/**
 * The benchmark's back-office: the real standalone back-office (its Fastify app, PGlite with the
 * demo data) on 127.0.0.1, verifying tokens of a bench key (so that the gateways can verify the
 * same tokens from the key set it prints). Prepares what the routes need: the agent's shift is
 * started, and one fresh lead per order the run will create. Prints one JSON line, then serves.
 *
 * Environment: PORT, BENCH_LEADS (leads for order creation).
 */
import { buildApp, createBackoffice } from '@umbrella/backoffice';
import { createTestTokens, openTestDatabase, testConfig } from '@umbrella/backoffice/testing';
import { createJwtVerifier } from '@umbrella/edge';
import { createLocalJWKSet, decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { pino } from 'pino';

const port = Number(process.env.PORT ?? 18181);
const leadCount = Number(process.env.BENCH_LEADS ?? 5000);
const config = testConfig({ publicUrl: 'http://127.0.0.1' });
const issuer = `${config.publicUrl}/oidc`;

const { publicKey, privateKey } = await generateKeyPair('ES256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' }] };
const verifyToken = createJwtVerifier({
  issuer,
  audience: config.oidcAudience,
  keys: createLocalJWKSet(jwks),
});

const database = await openTestDatabase();
const db = database.handle.db;
const backoffice = await createBackoffice(config, {
  db: database.handle,
  verifyToken,
  issuer: false,
  logger: pino({ level: 'silent' }),
});
const app = await buildApp(backoffice);
await app.listen({ port, host: '127.0.0.1' });
const url = `http://127.0.0.1:${port}`;

/** The agent's real claims (from the database, as the issuer would put them), signed with the bench key. */
const testTokens = await createTestTokens(config);
async function tokenFor(username: string, overrides = {}): Promise<string> {
  const claims = decodeJwt(await testTokens.forAccount(db, username, overrides, { expiresIn: 4 * 3600 }));
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'bench', typ: 'at+jwt' }).sign(privateKey);
}
const agent = await tokenFor('agent');
// Order creation as the order-fault test does it: no task needed for the lead.
const orders = await tokenFor('agent', { features: [] });

const started = await fetch(`${url}/module/shifts/api/v1/shifts/start`, {
  method: 'POST',
  headers: { authorization: `Bearer ${agent}` },
});
if (!started.ok) throw new Error(`shift start answered ${started.status}`);

const product = await db
  .selectFrom('products')
  .select(['id'])
  .where('sku', '=', 'PE-COLAGENO')
  .executeTakeFirstOrThrow();
const leads = await db
  .insertInto('leads')
  .values(
    Array.from({ length: leadCount }, (_, i) => ({
      region_id: 'pe-central',
      product_id: product.id,
      name: `Cliente ${i}`,
      phone: `+5198${String(i).padStart(7, '0')}`,
    })),
  )
  .returning('id')
  .execute();
const address = await db
  .selectFrom('addresses')
  .select('id')
  .where('country', '=', 'PE')
  .where('district', '=', 'Miraflores')
  .executeTakeFirstOrThrow();
const info = (await (
  await fetch(`${url}/module/delivery/api/v1/delivery-info/by-address?addressId=${address.id}`, {
    headers: { authorization: `Bearer ${orders}` },
  })
).json()) as {
  payOnDelivery: { providerName: string; providerId: number; id: number; schedule: Record<string, string[]> }[];
};
const olva = info.payOnDelivery.find((o) => o.providerName === 'Olva Courier');
if (!olva) throw new Error('no Olva delivery option');
const [date, times] = Object.entries(olva.schedule).at(-1) as [string, string[]];

console.log(
  JSON.stringify({
    url,
    jwks,
    issuer,
    audience: config.oidcAudience,
    tokens: { agent, orders },
    leadIds: leads.map((row) => row.id),
    order: {
      fullName: 'Cliente de prueba',
      items: [{ id: product.id, qty: 1 }],
      address: 'Av. José Larco 812',
      deposit: false,
      deliveryProviderId: olva.providerId,
      addressReferenceId: address.id,
      deliveryInfo: {
        preferredDate: date,
        preferredDeliveryTime: times[0],
        addressIdxDeliveryId: olva.id,
        latitude: -12.1211,
        longitude: -77.0297,
      },
    },
  }),
);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
