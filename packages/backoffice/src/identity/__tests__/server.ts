import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import type { BackofficeConfig } from '../../platform/config.js';
import { createIssuer, type Issuer, type IssuerOptions } from '../issuer.js';
import { type AuthorizeOptions, authorizeUrl, type Browser, location, pkce, type TokenSet } from './browser.js';

/** The nominal public address: tokens name it; the test server itself listens on a random port. */
export const PUBLIC_URL = 'http://localhost:8080';
export const REDIRECT_URI = `${PUBLIC_URL}/callback`;

export function testConfig(overrides: Partial<BackofficeConfig> = {}): BackofficeConfig {
  return {
    databaseUrl: undefined,
    dataDir: 'memory://',
    demo: false,
    demoLeadIntervalMs: 0,
    publicUrl: PUBLIC_URL,
    oidcIssuer: undefined,
    oidcAudience: 'umbrella-api',
    oidcClientId: 'umbrella-web',
    logLevel: 'silent',
    internalToken: undefined,
    ...overrides,
  };
}

export type RunningIssuer = { issuer: Issuer; app: FastifyInstance; base: string; close(): Promise<void> };

/**
 * The issuer's routes registered in a Fastify instance that has other routes of its own, as the
 * gateway does in embedded mode, listening on 127.0.0.1.
 */
export async function startIssuer(
  db: DatabaseHandle,
  options: Partial<Omit<IssuerOptions, 'db'>> & { port?: number; trustProxy?: boolean } = {},
): Promise<RunningIssuer> {
  // LOG_LEVEL=debug shows the issuer's own log while debugging a test. trustProxy: the client
  // address comes from X-Forwarded-For, as behind the gateway (tests of several addresses).
  const app = Fastify({
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    trustProxy: options.trustProxy ?? false,
  });
  const issuer = await createIssuer({
    db,
    config: options.config ?? testConfig(),
    signInLimits: options.signInLimits,
    logger: app.log,
  });
  // The host's own setup, as in the back-office's routes plugin: TypeBox validation, another route.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.get('/module/health', async () => ({ ok: true }));
  await app.register(issuer.routes);
  const address = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return {
    issuer,
    app,
    base: address,
    async close() {
      await app.close();
      await issuer.close();
    },
  };
}

export type SignInResult = { page: Response; html: string; code?: string; state?: string };

/** authorize → the sign-in page → POST credentials → (resume) → redirect to the callback. */
export async function signIn(
  browser: Browser,
  base: string,
  credentials: { username: string; password: string },
  options: { challenge?: string; extra?: AuthorizeOptions['extra']; headers?: Record<string, string> } = {},
): Promise<SignInResult & { verifier: string }> {
  const { verifier, challenge } = options.challenge ? { verifier: '', challenge: options.challenge } : pkce();
  const authorize = await browser.get(
    authorizeUrl({ base, clientId: 'umbrella-web', redirectUri: REDIRECT_URI, challenge, extra: options.extra }),
    options.headers,
  );
  const interactionUrl = location(authorize, base);
  const form = await browser.get(interactionUrl, options.headers);
  const formHtml = await form.text();
  const action = /<form method="post" action="([^"]+)"/.exec(formHtml)?.[1];
  if (!action) throw new Error(`no sign-in form at ${interactionUrl}: ${form.status}`);
  const posted = await browser.postForm(new URL(action, base).toString(), credentials, options.headers);
  if (posted.status !== 303) return { page: posted, html: await posted.text(), verifier };
  const callback = await followToCallback(browser, location(posted, base));
  return { page: posted, html: '', verifier, ...callback };
}

/** Follows the provider's redirects until the web app's callback and reads its parameters. */
export async function followToCallback(
  browser: Browser,
  url: string,
): Promise<{ code?: string; state?: string; error?: string }> {
  let next = url;
  for (let hop = 0; hop < 5; hop++) {
    if (next.startsWith(REDIRECT_URI)) {
      const params = new URL(next).searchParams;
      return {
        code: params.get('code') ?? undefined,
        state: params.get('state') ?? undefined,
        error: params.get('error') ?? undefined,
      };
    }
    const response = await browser.get(next);
    if (response.status < 300 || response.status >= 400) throw new Error(`stopped at ${next} with ${response.status}`);
    next = location(response, next);
  }
  throw new Error('too many redirects');
}

export async function tokenRequest(
  base: string,
  form: Record<string, string>,
): Promise<{ status: number; body: TokenSet & { error?: string } }> {
  const response = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'umbrella-web', ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenSet & { error?: string } };
}

export function exchangeCode(base: string, code: string, verifier: string) {
  return tokenRequest(base, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  });
}

export function refresh(base: string, refreshToken: string) {
  return tokenRequest(base, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
