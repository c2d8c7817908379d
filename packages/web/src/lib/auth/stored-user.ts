import type { AuthUser } from './auth-client';

/**
 * Reads the user oidc-client-ts keeps in sessionStorage (key `oidc.user:<authority>:<client>`)
 * without loading oidc-client-ts itself, so a signed-in page needs no auth library before it
 * paints. Read on every call: a token changed or removed in storage is noticed at once.
 */
export function storedUserKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

type StoredUser = {
  access_token?: unknown;
  id_token?: unknown;
  expires_at?: unknown;
  profile?: Record<string, unknown>;
};

export function readStoredUser(key: string, nowSeconds = Date.now() / 1000): AuthUser | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  let stored: StoredUser;
  try {
    stored = JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
  if (typeof stored.access_token !== 'string' || !stored.profile || typeof stored.profile.sub !== 'string') return null;
  const expiresAt = typeof stored.expires_at === 'number' ? stored.expires_at : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    accessToken: stored.access_token,
    idToken: text(stored.id_token),
    expiresAt,
    expired: expiresAt !== undefined && expiresAt <= nowSeconds,
    profile: {
      sub: stored.profile.sub,
      name: text(stored.profile.name),
      family_name: text(stored.profile.family_name),
      email: text(stored.profile.email),
      preferred_username: text(stored.profile.preferred_username),
    },
  };
}
