import { resourceIndicator } from '@umbrella/edge';
import type { Kysely } from 'kysely';
import Provider, { type Configuration, errors, interactionPolicy, type ResourceServer } from 'oidc-provider';
import type { Database } from '../db/types.js';
import { accountLookup } from '../modules/accounts/index.js';
import type { BackofficeConfig } from '../platform/config.js';
import { findActiveAccount, type ProfileAccount } from './account.js';
import { createAdapterFactory } from './adapter.js';
import { accessTokenClaims, SCOPE_CLAIMS } from './claims.js';
import type { IssuerKeys } from './keys.js';
import { renderError, renderSignedOut, renderSignOut } from './provider-pages.js';

/** Lifetimes in seconds (docs/decisions/0201-token-lifetimes.md). */
export const LIFETIMES = {
  accessToken: 15 * 60,
  idToken: 15 * 60,
  authorizationCode: 60,
  interaction: 60 * 60,
  session: 24 * 60 * 60,
  refreshToken: 24 * 60 * 60,
  grant: 14 * 24 * 60 * 60,
};

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/** The browser addresses the web app may return to: publicUrl, and both loopback names when local. */
export function webOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : '';
    for (const host of ['localhost', '127.0.0.1']) origins.push(`${url.protocol}//${host}${port}`);
  }
  return [...new Set(origins)];
}

/**
 * The default prompts plus one check: a session whose account is gone or blocked must sign in
 * again (prompt=none then answers login_required), so a blocked agent's silent renewal stops.
 */
function interactionPolicyWithAccountCheck() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'account_unavailable',
        'the signed-in account is blocked or gone',
        'login_required',
        (ctx) => Boolean(ctx.oidc.session?.accountId && !ctx.oidc.account),
      ),
    );
  return policy;
}

/** The API as a resource server: JWT access tokens for its audience (only then are they JWTs). */
export function resourceServerInfo(config: BackofficeConfig): ResourceServer {
  return {
    scope: '',
    audience: config.oidcAudience,
    accessTokenTTL: LIFETIMES.accessToken,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
}

export type ProviderOptions = {
  db: Kysely<Database>;
  config: BackofficeConfig;
  keys: IssuerKeys;
};

export function createProvider({ db, config, keys }: ProviderOptions): Provider {
  const issuer = `${config.publicUrl}/oidc`;
  const indicator = resourceIndicator(config.oidcAudience);
  const resourceServer = resourceServerInfo(config);
  const origins = webOrigins(config.publicUrl);
  const accounts = accountLookup(db);

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: keys.cookies,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'Umbrella',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((origin) => [`${origin}/callback`, `${origin}/silent-renew`]),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
        scope: OIDC_SCOPES.join(' '),
      },
    ],
    scopes: OIDC_SCOPES,
    claims: SCOPE_CLAIMS,
    // The id token carries the profile and the namespaced claim (AUTH-13): the web app reads them
    // from it, because a JWT access token for the API cannot be used at userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => renderSignOut(ctx, form),
        postLogoutSuccessSource: (ctx) => renderSignedOut(ctx, `${config.publicUrl}/login`),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.includes(indicator) ? indicator : oneOf) : indicator,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, requested) => {
          if (requested !== indicator) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },
    findAccount: (_ctx, sub) => findActiveAccount(accounts, sub),
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const known = ctx?.oidc?.entities.Account as ProfileAccount | undefined;
      // The token endpoint has just loaded the account; a minted token (no request) loads it here,
      // blocked or not, so dev tools can show what a blocked account sees.
      const profile =
        known?.accountId === token.accountId ? known.profile : await accounts.profile(Number(token.accountId));
      return profile ? accessTokenClaims(profile) : undefined;
    },
    // The web app is first-party: it is granted what it asks for without a consent screen.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing?.accountId === accountId
          ? existing
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes]);
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      for (const [identifier, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        grant.addResourceScope(identifier, server.scope);
      }
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens end with the browser session: signing out (or the session expiring) ends them.
    expiresWithSession: () => true,
    rotateRefreshToken: () => true,
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    interactions: {
      policy: interactionPolicyWithAccountCheck(),
      url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: LIFETIMES.accessToken,
      AuthorizationCode: LIFETIMES.authorizationCode,
      IdToken: LIFETIMES.idToken,
      Interaction: LIFETIMES.interaction,
      Session: LIFETIMES.session,
      Grant: LIFETIMES.grant,
      // Rotation keeps the first token's end: a refresh chain never outlives a day.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? LIFETIMES.refreshToken,
    },
    renderError: (ctx, out) => renderError(ctx, out.error_description ?? out.error, `${config.publicUrl}/login`),
  };

  const provider = new Provider(issuer, configuration);
  // Behind the gateway or a load balancer the original scheme and host arrive as X-Forwarded-*.
  provider.proxy = true;
  return provider;
}
