/** Which profiles a caller reaches: an account that works in one of the caller's regions; any other answers as a missing one. */
import type { Caller } from '../../platform/caller.js';
import { notFound } from '../../platform/http-error.js';
import type { AccountLookup, AccountProfile } from '../accounts/index.js';

export type ProfileCaller = Pick<Caller, 'accountId' | 'regionIds'>;
const ACCOUNT_NOT_FOUND = 'Account not found';

export function profileAccess(accounts: AccountLookup) {
  /** The account when it works in one of the caller's regions; otherwise 404, as a missing one. */
  return async function visibleAccount(caller: ProfileCaller, accountId: number): Promise<AccountProfile> {
    const account = await accounts.profile(accountId);
    if (!account?.regionIds.some((r) => caller.regionIds.includes(r))) throw notFound(ACCOUNT_NOT_FOUND);
    return account;
  };
}
