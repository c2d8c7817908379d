import { buildTestBackoffice, TEST_INTERNAL_TOKEN, type TestBackoffice } from '@umbrella/backoffice/testing';
import { EVENT_STREAM_PATH } from '@umbrella/edge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedUpstream } from './testing/upstreams.js';
import { type AgreementConfig, checkUpstreamAgreement, UpstreamMismatchError } from './upstream-agreement.js';

const PUBLIC_URL = 'https://umbrella.example.com';
let backoffice: TestBackoffice;
let upstreamUrl: string;

beforeAll(async () => {
  backoffice = await buildTestBackoffice({ issuer: true, config: { publicUrl: PUBLIC_URL } });
  upstreamUrl = await backoffice.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => backoffice.close());

const agreed: Omit<AgreementConfig, 'upstreamUrl'> = {
  publicUrl: PUBLIC_URL,
  oidcIssuer: undefined,
  internalToken: TEST_INTERNAL_TOKEN,
};

async function refusal(config: Partial<AgreementConfig>): Promise<string> {
  const error = await checkUpstreamAgreement({ ...agreed, ...config, upstreamUrl }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(UpstreamMismatchError);
  return (error as Error).message;
}

describe('issue 18: a gateway refuses to start in front of a back-office it disagrees with', () => {
  it('starts when the issuer is its own PUBLIC_URL/oidc and the back-office accepts its INTERNAL_TOKEN', async () => {
    await expect(checkUpstreamAgreement({ ...agreed, upstreamUrl })).resolves.toBeUndefined();
  });

  it('refuses another PUBLIC_URL, naming both issuers', async () => {
    const message = await refusal({ publicUrl: 'http://10.0.0.7:8080' });
    expect(message).toContain('PUBLIC_URL=http://10.0.0.7:8080 makes the issuer http://10.0.0.7:8080/oidc');
    expect(message).toContain(`issues tokens as ${PUBLIC_URL}/oidc`);
  });

  it('refuses an INTERNAL_TOKEN the back-office does not accept', async () => {
    expect(await refusal({ internalToken: 'not-the-secret' })).toContain("refuses this gateway's INTERNAL_TOKEN");
  });

  it('refuses an external OIDC_ISSUER while the back-office runs the built-in issuer', async () => {
    const message = await refusal({ oidcIssuer: 'https://sso.example.com/realms/umbrella' });
    expect(message).toContain('OIDC_ISSUER=https://sso.example.com/realms/umbrella');
    expect(message).toContain(`runs its built-in issuer ${PUBLIC_URL}/oidc`);
  });

  it('waits while the back-office answers 503 or nothing, then checks', async () => {
    const upstream = await startScriptedUpstream((request, n) => {
      if (n <= 2) return { status: 503 };
      if (request.url === '/oidc/.well-known/openid-configuration') {
        return { status: 200, body: { issuer: `${PUBLIC_URL}/oidc`, jwks_uri: `${PUBLIC_URL}/oidc/jwks` } };
      }
      if (request.url === EVENT_STREAM_PATH) {
        const known = request.headers['x-internal-token'] === TEST_INTERNAL_TOKEN;
        return known ? { status: 200, body: ': connected\n\n' } : { status: 401 };
      }
      return { status: 404 };
    });
    try {
      await checkUpstreamAgreement({ ...agreed, upstreamUrl: upstream.url }, { retryDelayMs: 10 });
      expect(upstream.received.map((r) => r.url)).toEqual([
        '/oidc/.well-known/openid-configuration',
        '/oidc/.well-known/openid-configuration',
        '/oidc/.well-known/openid-configuration',
        EVENT_STREAM_PATH,
      ]);
    } finally {
      await upstream.close();
    }
  });
});
