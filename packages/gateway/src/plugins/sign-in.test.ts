import { createHash, randomBytes } from 'node:crypto';
import { buildApp, createBackoffice } from '@umbrella/backoffice';
import { openTestDatabase, testConfig } from '@umbrella/backoffice/testing';
import { describe, expect, it } from 'vitest';
import { buildRemoteGateway } from '../remote.js';
import { CookieBrowser } from '../testing/browser.js';
import { gatewayTestConfig } from '../testing/gateway.js';
import { closedPortUrl } from '../testing/upstreams.js';

describe('signing in through a remote-mode gateway', () => {
  it('runs authorization code + PKCE against the built-in issuer behind the gateway, and the token opens the API', async () => {
    // The gateway's address is the public one: pick a free port first.
    const publicUrl = await closedPortUrl();
    const database = await openTestDatabase();
    const backoffice = await createBackoffice(testConfig({ publicUrl }), { db: database.handle });
    const upstream = await buildApp(backoffice);
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const gateway = await buildRemoteGateway({ ...gatewayTestConfig({ publicUrl }), upstreamUrl });
    await gateway.listen({ port: Number(new URL(publicUrl).port), host: '127.0.0.1' });
    try {
      const browser = new CookieBrowser();
      const verifier = randomBytes(32).toString('base64url');
      const redirectUri = `${publicUrl}/callback`;
      const authorize = new URLSearchParams({
        client_id: 'umbrella-web',
        response_type: 'code',
        scope: 'openid profile email offline_access',
        redirect_uri: redirectUri,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'st',
        nonce: 'n-1',
      });
      const interaction = await browser.follow(`${publicUrl}/oidc/auth?${authorize}`, `${publicUrl}/oidc/interaction/`);
      const page = await browser.request(interaction);
      // The sign-in page keeps its own, stricter policy under the gateway's headers.
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
      expect(action).toBeDefined();
      const posted = await browser.request(new URL(action as string, publicUrl).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'agent', password: 'umbrella' }).toString(),
      });
      expect(posted.status).toBe(303);
      const callback = await browser.follow(
        new URL(posted.headers.get('location') as string, publicUrl).toString(),
        redirectUri,
      );
      const code = new URL(callback).searchParams.get('code');
      expect(code).toBeTruthy();

      const tokenResponse = await fetch(`${publicUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'umbrella-web',
          grant_type: 'authorization_code',
          code: code as string,
          code_verifier: verifier,
          redirect_uri: redirectUri,
        }).toString(),
      });
      expect(tokenResponse.status).toBe(200);
      const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };

      // Verified at the gateway with the issuer's published keys, then again by the back-office.
      const me = await fetch(`${publicUrl}/module/account/api/v1/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.status).toBe(200);
      expect((await me.json()) as object).toMatchObject({ username: 'agent' });
    } finally {
      await gateway.close();
      await upstream.close();
      await backoffice.close();
      await database.drop();
    }
  });
});
