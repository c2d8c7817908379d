import { createPrivateKey, createPublicKey, type JsonWebKey } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createJwtVerifier, resourceIndicator } from '@umbrella/edge';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createLocalJWKSet, type JWK } from 'jose';
import type { DatabaseHandle } from '../db/database.js';
import { accountLookup } from '../modules/accounts/index.js';
import type { TokenVerifier } from '../platform/caller.js';
import type { BackofficeConfig } from '../platform/config.js';
import { pruneExpired } from './adapter.js';
import { interactionRoutes } from './interaction-routes.js';
import { loadOrCreateKeys } from './keys.js';
import { createKnownDevices } from './known-device.js';
import { providerRoutes } from './mount.js';
import { createProvider, resourceServerInfo } from './provider.js';
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './rate-limit.js';

/**
 * The built-in OpenID Connect issuer (oidc-provider) at `${publicUrl}/oidc`, over the accounts
 * table. See docs/identity.md.
 */
export type Issuer = {
  /** Fastify plugin that serves the whole issuer under /oidc/** (register at root, no prefix). */
  routes: FastifyPluginAsync;
  /** Verifies the issuer's access tokens against its own keys, without HTTP. */
  verifyToken: TokenVerifier;
  /** An access token with the same claims as a real sign-in; for tests and dev tools. */
  mintAccessToken(accountId: number): Promise<string>;
  /** The issuer identifier, `${publicUrl}/oidc`. */
  issuer: string;
  /** Stops the periodic clean-up of expired rows. */
  close(): Promise<void>;
};

export type IssuerOptions = {
  db: DatabaseHandle;
  config: BackofficeConfig;
  logger?: FastifyBaseLogger;
  /** Sign-in throttling (progressive delays per account and per account + address); see rate-limit.ts. */
  signInLimits?: SignInLimits;
};

const PRUNE_EVERY_MS = 10 * 60_000;

const publicJwk = (jwk: JWK): JWK => {
  const exported = createPublicKey(createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' })).export({
    format: 'jwk',
  });
  return { ...(exported as JWK), kid: jwk.kid, alg: jwk.alg, use: jwk.use };
};

export async function createIssuer({ db, config, logger, signInLimits }: IssuerOptions): Promise<Issuer> {
  const keys = await loadOrCreateKeys(db.db);
  const accounts = accountLookup(db.db);
  const provider = createProvider({ db: db.db, config, keys });
  const limiter = createSignInLimiter(db.db, signInLimits ?? DEFAULT_SIGN_IN_LIMITS);

  provider.on('server_error', (_ctx, err) => logger?.error({ err }, 'sign-in service error'));
  // Errors escaping the provider's own handler would otherwise go to Koa's console printer.
  const koa: EventEmitter = provider;
  koa.on('error', (err: Error) => logger?.error({ err }, 'sign-in service error'));
  // Client mistakes (an expired code, a spent refresh token) are expected; keep them at debug level.
  const clientError = (event: string) => (_ctx: unknown, err: Error) =>
    logger?.debug({ err: err.message }, `sign-in service ${event}`);
  provider.on('authorization.error', clientError('authorization.error'));
  provider.on('grant.error', clientError('grant.error'));
  provider.on('end_session.error', clientError('end_session.error'));
  provider.on('userinfo.error', clientError('userinfo.error'));

  const prune = () =>
    pruneExpired(db.db, limiter.limits.windowMs).catch((err: unknown) =>
      logger?.warn({ err }, 'pruning expired sign-in records failed'),
    );
  await prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();

  const verifyToken = createJwtVerifier({
    issuer: provider.issuer,
    audience: config.oidcAudience,
    keys: createLocalJWKSet({ keys: keys.signing.map(publicJwk) }),
  });

  const indicator = resourceIndicator(config.oidcAudience);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(interactionRoutes({ provider, db: db.db, limiter, devices: createKnownDevices(keys.cookies) }));
    await app.register(providerRoutes(provider));
  };

  return {
    routes,
    verifyToken,
    issuer: provider.issuer,
    async mintAccessToken(accountId) {
      const profile = await accounts.profile(accountId);
      if (!profile) throw new Error(`account ${accountId} not found`);
      const client = await provider.Client.find(config.oidcClientId);
      if (!client) throw new Error(`client ${config.oidcClientId} not configured`);
      const token = new provider.AccessToken({
        accountId: String(accountId),
        client,
        gty: 'authorization_code',
        // JWT access tokens are not stored, so no grant row is needed behind this one.
        grantId: `minted-${accountId}`,
      });
      token.resourceServer = new provider.ResourceServer(indicator, resourceServerInfo(config));
      return token.save();
    },
    async close() {
      clearInterval(timer);
    },
  };
}
