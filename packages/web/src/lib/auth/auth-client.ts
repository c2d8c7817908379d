/**
 * What the app needs from an OpenID Connect client. The real one wraps oidc-client-ts
 * (oidc-auth-client.ts); screen tests use an in-memory fake with the same contract.
 */
export type AuthProfile = {
  sub: string;
  name?: string;
  family_name?: string;
  email?: string;
  preferred_username?: string;
};

export type AuthUser = {
  accessToken: string;
  idToken?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  expired: boolean;
  profile: AuthProfile;
};

export type SignInResult = { user: AuthUser; returnTo?: string };

export interface AuthClient {
  /** The stored user, read from storage on every call so that a tampered token is noticed. */
  getUser(): Promise<AuthUser | null>;
  /** Redirects to the issuer's sign-in page. */
  signIn(returnTo?: string): Promise<void>;
  /** Finishes the code flow on /callback. */
  completeSignIn(url: string): Promise<SignInResult>;
  /** Obtains a fresh access token (refresh token, or silent authorize in an iframe). */
  renew(): Promise<AuthUser>;
  /** Forgets the stored user without contacting the issuer. */
  removeUser(): Promise<void>;
  /** Ends the issuer's session and comes back to /login. */
  signOutRedirect(idToken: string | undefined): Promise<void>;
  /** Fires shortly before the access token expires. */
  onTokenExpiring(listener: () => void): () => void;
}

export function isCallbackUrl(url: string): boolean {
  const params = new URL(url).searchParams;
  return params.has('code') || params.has('error');
}
