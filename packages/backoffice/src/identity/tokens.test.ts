import { UMBRELLA_CLAIM } from '@umbrella/contract';
import { decodeJwt, decodeProtectedHeader, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { freshDatabase, insertAccount } from './__tests__/database.js';
import { PUBLIC_URL, type RunningIssuer, startIssuer, testConfig } from './__tests__/server.js';
import { createAdapterFactory, pruneExpired } from './adapter.js';
import { createExternalIdentity } from './external.js';
import { generateSigningKey, loadKeys, rotateSigningKey } from './keys.js';

let handle: DatabaseHandle;
let server: RunningIssuer;
let managerId: number;

beforeAll(async () => {
  handle = await freshDatabase();
  managerId = await insertAccount(handle, {
    username: 'manager',
    password: 'pw',
    position: 'MANAGER',
    email: 'boss@umbrella.test',
    permissions: ['owner:users', 'read:lead'],
    regionIds: ['mx-central'],
    features: ['TSS'],
  });
  server = await startIssuer(handle);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

/** A token signed with the issuer's own current key, with the claims given. */
async function signWithIssuerKey(claims: Record<string, unknown>, expiresAt: number): Promise<string> {
  const [key] = (await loadKeys(handle.db)).signing;
  const jwk = key as JWK;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(`${PUBLIC_URL}/oidc`)
    .setAudience('umbrella-api')
    .setSubject(String(managerId))
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(await importJWK(jwk, 'RS256'));
}

describe('access tokens', () => {
  it('AUTH-05 AUTH-13 mintAccessToken gives a JWT with the same claims as a sign-in', async () => {
    const token = await server.issuer.mintAccessToken(managerId);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: String(managerId),
      aud: 'umbrella-api',
      iss: `${PUBLIC_URL}/oidc`,
      client_id: 'umbrella-web',
      permissions: ['owner:users', 'read:lead'],
      [UMBRELLA_CLAIM]: {
        features: ['TSS'],
        regionIds: ['mx-central'],
        position: 'MANAGER',
        productsIds: [],
        email: 'boss@umbrella.test',
      },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(await server.issuer.verifyToken(token)).toMatchObject({ accountId: managerId, position: 'MANAGER' });
  });

  it('mintAccessToken refuses an unknown account', async () => {
    await expect(server.issuer.mintAccessToken(999_999)).rejects.toThrow(/not found/);
  });

  it('verifyToken rejects a forged token: a foreign key under the same kid, or an altered payload', async () => {
    const genuine = await server.issuer.mintAccessToken(managerId);
    const [kid] = [decodeProtectedHeader(genuine).kid];
    const foreign = await generateSigningKey();
    const forged = await new SignJWT({ permissions: ['*'] })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .setIssuer(`${PUBLIC_URL}/oidc`)
      .setAudience('umbrella-api')
      .setSubject(String(managerId))
      .setExpirationTime('10m')
      .sign(await importJWK(foreign, 'RS256'));
    await expect(server.issuer.verifyToken(forged)).rejects.toThrow();

    const [header, , signature] = genuine.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(genuine), permissions: ['*'] })).toString('base64url');
    await expect(server.issuer.verifyToken(`${header}.${payload}.${signature}`)).rejects.toThrow();
    await expect(server.issuer.verifyToken('not-a-jwt')).rejects.toThrow();
  });

  it('verifyToken rejects an expired token and a token for another audience or issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(server.issuer.verifyToken(await signWithIssuerKey({}, now - 60))).rejects.toThrow(/exp/);
    expect((await server.issuer.verifyToken(await signWithIssuerKey({}, now + 60))).accountId).toBe(managerId);

    const [key] = (await loadKeys(handle.db)).signing;
    const otherAudience = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: (key as JWK).kid })
      .setIssuer(`${PUBLIC_URL}/oidc`)
      .setAudience('someone-else')
      .setSubject(String(managerId))
      .setExpirationTime('10m')
      .sign(await importJWK(key as JWK, 'RS256'));
    await expect(server.issuer.verifyToken(otherAudience)).rejects.toThrow(/aud/);
  });
});

/** A kept-alive socket to the stopped instance may fail once after the restart: try again, as a client would. */
const reconnectingFetch: typeof fetch = (input, init) => fetch(input, init).catch(() => fetch(input, init));

describe('external identity', () => {
  it('verifies tokens through discovery and JWKS, and picks up a rotated signing key', async () => {
    const port = Number(new URL(server.base).port);
    const external = createExternalIdentity(testConfig({ oidcIssuer: `${PUBLIC_URL}/oidc` }), {
      discoveryUrl: `${server.base}/oidc/.well-known/openid-configuration`,
      jwksCooldownMs: 0,
      fetch: reconnectingFetch,
    });
    const before = await server.issuer.mintAccessToken(managerId);
    expect((await external.verifyToken(before)).permissions).toEqual(['owner:users', 'read:lead']);

    // Rotate: a new key signs after the restart, the old one is still published.
    await rotateSigningKey(handle.db);
    await server.close();
    server = await startIssuer(handle, { port });
    const after = await server.issuer.mintAccessToken(managerId);
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
    expect((await external.verifyToken(after)).accountId).toBe(managerId);
    expect((await server.issuer.verifyToken(before)).accountId).toBe(managerId);
  });

  it('rejects tokens of its issuer meant for another audience', async () => {
    const external = createExternalIdentity(
      testConfig({ oidcIssuer: `${PUBLIC_URL}/oidc`, oidcAudience: 'other-api' }),
      {
        discoveryUrl: `${server.base}/oidc/.well-known/openid-configuration`,
      },
    );
    await expect(external.verifyToken(await server.issuer.mintAccessToken(managerId))).rejects.toThrow(/aud/);
  });

  it('reports an unreachable discovery document as "could not check", not as a bad token', async () => {
    const external = createExternalIdentity(testConfig({ oidcIssuer: 'http://127.0.0.1:9/oidc' }));
    const error = await external.verifyToken(await server.issuer.mintAccessToken(managerId)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe('storage', () => {
  it('stores, consumes, finds by uid and revokes by grant, and hides expired rows', async () => {
    const adapter = createAdapterFactory(handle.db)('RefreshToken');
    await adapter.upsert('rt-1', { jti: 'rt-1', grantId: 'g-1', uid: 'u-1', kind: 'RefreshToken' }, 60);
    await adapter.upsert('rt-2', { jti: 'rt-2', grantId: 'g-1', kind: 'RefreshToken' }, 60);
    await adapter.upsert('rt-3', { jti: 'rt-3', grantId: 'g-2', kind: 'RefreshToken' }, -1);
    expect(await adapter.find('rt-1')).toMatchObject({ jti: 'rt-1', grantId: 'g-1' });
    expect(await adapter.findByUid('u-1')).toMatchObject({ jti: 'rt-1' });
    expect(await adapter.find('rt-3')).toBeUndefined();

    await adapter.consume('rt-1');
    expect((await adapter.find('rt-1'))?.consumed).toBeGreaterThan(0);

    await adapter.revokeByGrantId('g-1');
    expect(await adapter.find('rt-1')).toBeUndefined();
    expect(await adapter.find('rt-2')).toBeUndefined();

    await pruneExpired(handle.db, 60_000);
    const left = await handle.db.selectFrom('oidc_payloads').select('id').where('id', '=', 'rt-3').execute();
    expect(left).toEqual([]);
  });

  it('keeps one model apart from another with the same id', async () => {
    const factory = createAdapterFactory(handle.db);
    await factory('Session').upsert('same', { kind: 'Session', accountId: '1' }, 60);
    await factory('Grant').upsert('same', { kind: 'Grant', accountId: '2' }, 60);
    expect(await factory('Session').find('same')).toMatchObject({ accountId: '1' });
    await factory('Grant').destroy('same');
    expect(await factory('Session').find('same')).toMatchObject({ accountId: '1' });
  });
});
