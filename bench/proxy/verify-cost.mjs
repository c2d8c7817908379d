/**
 * CPU of the gateway's token check for a token it has seen before (the steady state: the
 * verifier caches verified tokens until they expire), measured in-process over many calls.
 * Prints one JSON line: { microsPerCheck }.
 */

import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createJwtVerifier } from '../../packages/backoffice/dist/index.js';
import { refusal } from '../../packages/gateway/dist/auth/access.js';

const { publicKey, privateKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256' };
const issuer = 'http://127.0.0.1/oidc';
const verifyToken = createJwtVerifier({ issuer, audience: 'umbrella-api', keys: createLocalJWKSet({ keys: [jwk] }) });
const token = await new SignJWT({ permissions: ['orders:read'] })
  .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
  .setIssuer(issuer)
  .setAudience('umbrella-api')
  .setSubject('1')
  .setExpirationTime('2h')
  .sign(privateKey);
const rules = { verifyToken, protectedPrefix: '/module/', publicPrefixes: [] };
const N = 200_000;
const samples = [];
for (let round = 0; round < 5; round++) {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    // A new header string per request, as parsed from the socket (its hash is not cached).
    const headers = { authorization: `Bearer ${token.slice(0, 8)}${token.slice(8)}` };
    if (await refusal(headers, rules)) throw new Error('the token was refused');
  }
  const used = process.cpuUsage(start);
  samples.push((used.user + used.system) / N);
}
samples.sort((a, b) => a - b);
console.log(JSON.stringify({ microsPerCheck: Math.round(samples[2] * 100) / 100 }));
