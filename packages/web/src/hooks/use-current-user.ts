import type { AccountInfo } from '@/lib/api/get-me';
import { useMe } from '@/lib/api/get-me';
import { useSessionUser } from '@/lib/auth/session-context';
import type { TokenClaims } from '@/lib/auth/token-claims';

/**
 * The current user, assembled from the tokens and the account-info call (AUTH-07..13, ADMIN-17).
 * Permissions come from the access token, because that is what the server checks; the account
 * info supplies them only when the token carries none.
 */
export type CurrentUser = Omit<AccountInfo, 'permissions' | 'features'> & {
  permissions: string[];
  features: string[];
  email: string;
  claim: TokenClaims['claim'];
};

export function useCurrentUser(): CurrentUser | undefined {
  const sessionUser = useSessionUser();
  const me = useMe(sessionUser !== null);
  if (!sessionUser || !me.data) return undefined;
  const { claims, auth } = sessionUser;
  return {
    ...me.data,
    name: me.data.name || auth.profile.name || '',
    surname: me.data.surname || auth.profile.family_name || '',
    permissions: claims.permissions ?? me.data.permissions,
    features: claims.claim.features.length ? claims.claim.features : me.data.features,
    email: claims.claim.email || auth.profile.email || me.data.personalEmail,
    claim: claims.claim,
  };
}

/** The permission list, available as soon as the token is, before account info arrives. */
export function usePermissions(): string[] {
  const sessionUser = useSessionUser();
  const me = useMe(sessionUser !== null);
  return sessionUser?.claims.permissions ?? me.data?.permissions ?? [];
}
