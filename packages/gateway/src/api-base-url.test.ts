import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.js';
import { startRemoteGateway } from './testing/gateway.js';
import { startScriptedUpstream } from './testing/upstreams.js';

const tokens = await createTestTokens(testConfig());

/** One environment: its back-office (a scripted upstream) and its gateway, configured from the environment's variables. */
async function environment(name: string) {
  const upstream = await startScriptedUpstream(() => ({ status: 200, body: { environment: name } }));
  const config = loadGatewayConfig({
    UPSTREAM_URL: `${upstream.url}/`,
    PUBLIC_URL: `https://${name}.umbrella.example`,
  });
  const gateway = await startRemoteGateway(config.upstreamUrl as string, tokens.verifyToken, {
    publicUrl: config.publicUrl,
  });
  return {
    upstream,
    gateway,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
}

describe('the API base URL per environment', () => {
  it('CONST-35 each environment’s gateway sends the API calls to the back-office its UPSTREAM_URL names and gives the web app its own issuer', async () => {
    const staging = await environment('staging');
    const production = await environment('production');
    try {
      const headers = { authorization: `Bearer ${await tokens.sign({ accountId: 1 })}` };
      for (const [env, name] of [
        [staging, 'staging'],
        [production, 'production'],
      ] as const) {
        const answer = await request(`${env.gateway.url}/module/orders/api/v1/orders/7`, { headers });
        expect(answer.statusCode).toBe(200);
        expect(await answer.body.json()).toEqual({ environment: name });
        expect(env.upstream.received.map((r) => r.url)).toEqual(['/module/orders/api/v1/orders/7']);
        const config = (await (await request(`${env.gateway.url}/config.json`)).body.json()) as {
          oidc: { authority: string };
        };
        expect(config.oidc.authority).toBe(`https://${name}.umbrella.example/oidc`);
      }
    } finally {
      await staging.close();
      await production.close();
    }
  });
});
