import { InvalidTokenError } from '../errors/app-errors';
import type { AuthClient, AuthUser } from './auth-client';
import { readTokenClaims, type TokenClaims } from './token-claims';

/**
 * The signed-in session: who is signed in (for React, through useSyncExternalStore), the access
 * token for every request, and the one place that ends a session and resets what belonged to it
 * (AUTH-22, AUTH-23).
 */
export type SessionUser = { auth: AuthUser; claims: TokenClaims };
export type SessionSnapshot = { user: SessionUser | null };

export type Session = {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  isSignedIn(): boolean;
  /** Resolves the current access token, renewing it when expired (AUTH-05, AUTH-06). */
  getAccessToken(): Promise<string>;
  setUser(user: AuthUser): void;
  signIn(returnTo?: string): Promise<void>;
  /** Ends the session in this browser: state, caches and session storage are reset. */
  endLocally(): Promise<void>;
  /** Ends the session here and at the issuer, then lands on /login. */
  signOut(): Promise<void>;
  /** Registers a reset that runs whenever a session ends (query cache, feature stores). */
  onEnd(reset: () => void): () => void;
  client: AuthClient;
};

export function createSession(client: AuthClient, initial: AuthUser | null): Session {
  let snapshot: SessionSnapshot = { user: initial ? toSessionUser(initial) : null };
  let lastIdToken = initial?.idToken;
  let renewing: Promise<AuthUser> | undefined;
  const listeners = new Set<() => void>();
  const resets = new Set<() => void>();

  const publish = (user: AuthUser | null) => {
    snapshot = { user: user ? toSessionUser(user) : null };
    if (user?.idToken) lastIdToken = user.idToken;
    for (const listener of listeners) listener();
  };

  const renew = () => {
    renewing ??= client.renew().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  const session: Session = {
    client,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSignedIn: () => snapshot.user !== null,
    async getAccessToken() {
      const stored = await client.getUser();
      if (!stored) throw new InvalidTokenError('login_required');
      if (!stored.expired) return stored.accessToken;
      try {
        const renewed = await renew();
        publish(renewed);
        return renewed.accessToken;
      } catch (error) {
        throw new InvalidTokenError('invalid_token', error);
      }
    },
    setUser: publish,
    signIn: (returnTo) => client.signIn(returnTo),
    async endLocally() {
      if (!snapshot.user) return;
      publish(null);
      for (const reset of resets) reset();
      await client.removeUser();
      try {
        sessionStorage.clear();
      } catch {
        // Storage blocked: nothing was kept there either.
      }
    },
    async signOut() {
      const idToken = snapshot.user?.auth.idToken ?? lastIdToken;
      await session.endLocally();
      await client.signOutRedirect(idToken);
    },
    onEnd(reset) {
      resets.add(reset);
      return () => resets.delete(reset);
    },
  };

  client.onTokenExpiring(() => {
    if (!snapshot.user) return;
    renew().then(publish, () => undefined);
  });
  return session;
}

function toSessionUser(auth: AuthUser): SessionUser {
  return { auth, claims: readTokenClaims(auth.accessToken) };
}
