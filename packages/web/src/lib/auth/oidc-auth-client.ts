import type { RuntimeConfig } from '../config/runtime-config';
import { storedLanguage } from '../i18n/languages';
import type { AuthClient, AuthUser } from './auth-client';
import { readStoredUser, storedUserKey } from './stored-user';

type OidcModule = typeof import('oidc-client-ts');
type UserManager = InstanceType<OidcModule['UserManager']>;
type OidcUser = InstanceType<OidcModule['User']>;

/**
 * oidc-client-ts against the configured issuer: authorization code + PKCE, the `resource`
 * indicator on the authorize and token requests (so the access token is the API's JWT), the
 * user kept in sessionStorage (one session per tab; cleared by Sign out). The library is loaded
 * only when a redirect, a code exchange or a renewal needs it.
 */
export function createOidcAuthClient(config: RuntimeConfig['oidc'], origin: string): AuthClient {
  const resource = { resource: config.resource };
  const key = storedUserKey(config.authority, config.clientId);
  const expiring = new Set<() => void>();
  let manager: Promise<UserManager> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const load = () => {
    manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
      const store = new WebStorageStateStore({ store: window.sessionStorage });
      return new UserManager({
        authority: config.authority,
        client_id: config.clientId,
        scope: config.scope,
        redirect_uri: `${origin}/callback`,
        silent_redirect_uri: `${origin}/silent-renew`,
        post_logout_redirect_uri: `${origin}/login`,
        response_type: 'code',
        extraQueryParams: resource,
        extraTokenParams: resource,
        // Renewal is driven here so that the refresh request carries the resource too.
        automaticSilentRenew: false,
        // A tab opened without a session asks the issuer silently first (services.ts): a signed-out
        // visitor should not wait long for the sign-in page.
        silentRequestTimeoutInSeconds: 5,
        loadUserInfo: false,
        userStore: store,
        stateStore: store,
      });
    });
    return manager;
  };

  /** Fires the "expiring" listeners a minute before the stored token runs out. */
  const scheduleExpiring = (user: AuthUser | null) => {
    clearTimeout(expiryTimer);
    if (!user?.expiresAt) return;
    const delay = Math.max(0, user.expiresAt * 1000 - Date.now() - 60_000);
    expiryTimer = setTimeout(
      () => {
        for (const listener of expiring) listener();
      },
      Math.min(delay, 2 ** 31 - 1),
    );
  };

  return {
    async getUser() {
      return readStoredUser(key);
    },
    async signIn(returnTo) {
      await (await load()).signinRedirect({ state: returnTo ? { returnTo } : undefined, ui_locales: uiLocales() });
    },
    async completeSignIn(url) {
      const user = await (await load()).signinRedirectCallback(url);
      const state = user.state as { returnTo?: unknown } | undefined;
      const authUser = toAuthUser(user);
      scheduleExpiring(authUser);
      return { user: authUser, returnTo: typeof state?.returnTo === 'string' ? state.returnTo : undefined };
    },
    async renew() {
      const user = await (await load()).signinSilent({ resource: config.resource, extraTokenParams: resource });
      if (!user) throw new Error('silent sign-in returned no user');
      const authUser = toAuthUser(user);
      scheduleExpiring(authUser);
      return authUser;
    },
    async removeUser() {
      clearTimeout(expiryTimer);
      sessionStorage.removeItem(key);
    },
    async signOutRedirect(idToken) {
      await (await load()).signoutRedirect({ id_token_hint: idToken, extraQueryParams: { ui_locales: uiLocales() } });
    },
    onTokenExpiring(listener) {
      expiring.add(listener);
      scheduleExpiring(readStoredUser(key));
      return () => expiring.delete(listener);
    },
  };
}

/**
 * The issuer's pages follow the app's language (OIDC `ui_locales`, decision 0401), not the
 * browser's; Russian, shown in English here, asks for English after it.
 */
function uiLocales(): string {
  const language = storedLanguage();
  return language === 'ru' ? 'ru en' : language;
}

function toAuthUser(user: OidcUser): AuthUser {
  return {
    accessToken: user.access_token,
    idToken: user.id_token,
    expiresAt: user.expires_at,
    expired: user.expired === true,
    profile: {
      sub: user.profile.sub,
      name: user.profile.name,
      family_name: user.profile.family_name,
      email: user.profile.email,
      preferred_username: user.profile.preferred_username,
    },
  };
}

/** The /silent-renew iframe: hands the issuer's answer back to the app and renders nothing. */
export async function completeSilentRenew(config: RuntimeConfig['oidc'], origin: string): Promise<void> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  await new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/callback`,
    userStore: store,
    stateStore: store,
  }).signinSilentCallback();
}
