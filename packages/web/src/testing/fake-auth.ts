import type { AuthClient, AuthUser } from '@/lib/auth/auth-client';
import type { DemoAccount } from './accounts';
import { makeAccessToken } from './tokens';

export function authUserFor(account: DemoAccount, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    accessToken: makeAccessToken(account),
    idToken: `id-token-of-${account.username}`,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    expired: false,
    profile: {
      sub: String(account.accountId),
      name: account.name,
      family_name: account.surname,
      email: account.email,
      preferred_username: account.username,
    },
    ...overrides,
  };
}

/** An in-memory identity provider client that records what the app asked of it. */
export class FakeAuthClient implements AuthClient {
  signInCalls: (string | undefined)[] = [];
  signOutCalls: (string | undefined)[] = [];
  removeUserCalls = 0;
  renewCalls = 0;
  /** What completeSignIn hands back on /callback. */
  nextSignIn: { user: AuthUser; returnTo?: string } | Error | undefined;
  renewResult: AuthUser | Error = new Error('login_required');

  constructor(public user: AuthUser | null) {}

  async getUser() {
    return this.user;
  }
  async signIn(returnTo?: string) {
    this.signInCalls.push(returnTo);
  }
  async completeSignIn(_url: string) {
    const next = this.nextSignIn;
    if (!next) throw new Error('no sign-in in progress');
    if (next instanceof Error) throw next;
    this.user = next.user;
    return next;
  }
  async renew() {
    this.renewCalls++;
    if (this.renewResult instanceof Error) throw this.renewResult;
    this.user = this.renewResult;
    return this.renewResult;
  }
  async removeUser() {
    this.removeUserCalls++;
    this.user = null;
  }
  async signOutRedirect(idToken: string | undefined) {
    this.signOutCalls.push(idToken);
  }
  onTokenExpiring() {
    return () => undefined;
  }
}
