import { UMBRELLA_CLAIM } from '@umbrella/contract';
import type { AccountProfile } from '../modules/accounts/index.js';

/** The namespaced claim (AUTH-13), shaped as the contract's UmbrellaClaim schema. */
export type UmbrellaClaimValue = Pick<AccountProfile, 'features' | 'regionIds' | 'position' | 'productsIds' | 'email'>;

/** The namespaced claim (AUTH-13) carried by access tokens, id tokens and userinfo. */
export function umbrellaClaim(profile: AccountProfile): UmbrellaClaimValue {
  return {
    features: profile.features,
    regionIds: profile.regionIds,
    position: profile.position,
    productsIds: profile.productsIds,
    email: profile.email,
  };
}

/** Claims added to every access token: what guards need without another database read. */
export function accessTokenClaims(profile: AccountProfile): Record<string, unknown> {
  return { permissions: profile.permissions, [UMBRELLA_CLAIM]: umbrellaClaim(profile) };
}

/** Claims the id token and userinfo may release; oidc-provider filters them by granted scope. */
export function identityClaims(profile: AccountProfile): Record<string, unknown> {
  return {
    sub: String(profile.id),
    name: [profile.name, profile.surname].filter(Boolean).join(' '),
    given_name: profile.name,
    family_name: profile.surname,
    preferred_username: profile.username,
    email: profile.email,
    [UMBRELLA_CLAIM]: umbrellaClaim(profile),
  };
}

/** Which claims each scope releases (oidc-provider's `claims` setting). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', UMBRELLA_CLAIM],
  email: ['email'],
};
