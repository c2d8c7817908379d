import type { Account } from 'oidc-provider';
import type { AccountLookup, AccountProfile } from '../modules/accounts/index.js';
import { identityClaims } from './claims.js';

/** An oidc-provider account that keeps the profile it was built from (for the token claims). */
export type ProfileAccount = Account & {
  profile: AccountProfile;
};

/**
 * oidc-provider's findAccount: the account behind a session or token, or undefined when it no
 * longer exists or is blocked, so that its refresh tokens and silent renewals stop working.
 */
export async function findActiveAccount(accounts: AccountLookup, sub: string): Promise<ProfileAccount | undefined> {
  const id = Number(sub);
  if (!Number.isInteger(id) || id < 1) return undefined;
  const profile = await accounts.profile(id);
  if (!profile || profile.blocked) return undefined;
  const claims = { ...identityClaims(profile), sub };
  return { accountId: sub, profile, claims: () => claims };
}
