/**
 * The accounts as sign-in, the guards, other modules and the flows read and change them, bound
 * once to a handle that reaches the accounts' tables (the application's, a flow's transaction or
 * this module's own) and narrowed here: another module's narrowed handle does not compile, so a
 * module holding only its own tables asks its wiring for these objects instead.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { loadAccountGroupRules } from './groups.js';
import {
  type AgentFilter,
  accountEmailsInRegions,
  accountsInRegions,
  agentsSellingProduct,
  findAccountDisplayName,
  findAccountIdByUsername,
  groupsOfAccounts,
  isAccountBlocked,
  listAgents,
  loadAccountProfile,
} from './repo.js';
import { accountSummaries, renameAccount } from './staff-accounts.js';
import { accountTeams, findTeam, setAccountTimezone, teamsInRegions, usersInfoByEmail } from './teams.js';

type AccountsHandle<DB extends ModuleTables<'accounts'>> = Kysely<DB> | Transaction<DB>;

export function accountLookup<DB extends ModuleTables<'accounts'>>(handle: AccountsHandle<DB>) {
  const db = ownTables(handle, 'accounts');
  return {
    /** The account with its permissions, features, regions, products and webmasters; undefined when deleted. */
    profile: (accountId: number) => loadAccountProfile(db, accountId),
    /** The (not deleted) account signing in with this username. */
    idByUsername: (username: string) => findAccountIdByUsername(db, username),
    /** Blocked or deleted; false for an unknown account. */
    isBlocked: (accountId: number) => isAccountBlocked(db, accountId),
    /** "Name Surname", or undefined. */
    displayName: (accountId: number) => findAccountDisplayName(db, accountId),
    /** Name, blocked state and salary currency by id (deleted accounts too). */
    summaries: (accountIds: readonly number[]) => accountSummaries(db, accountIds),
    /** The e-mail of each listed account that works in one of the regions. */
    emailsInRegions: (accountIds: readonly number[], regionIds: readonly string[]) =>
      accountEmailsInRegions(db, accountIds, regionIds),
    /** Not blocked accounts of these regions, by name, at most `size`. */
    inRegions: (regionIds: readonly string[], size: number) => accountsInRegions(db, regionIds, size),
    /** Accounts working in one of the filter's regions, each with all of its region ids. */
    agents: (filter: AgentFilter) => listAgents(db, filter),
    /** The active agents of the region who sell the product. */
    sellingProduct: (regionId: string, productId: number) => agentsSellingProduct(db, regionId, productId),
    /** Each account's groups, by name. */
    groupsOf: (accountIds: readonly number[]) => groupsOfAccounts(db, accountIds),
    /** The account's groups as the task queue applies them. */
    groupRules: (accountId: number) => loadAccountGroupRules(db, accountId),
    /** The teams the account belongs to, with its role in each and each team's lead. */
    teams: (accountId: number) => accountTeams(db, accountId),
    /** A team with its members, or undefined. */
    team: (groupId: number) => findTeam(db, groupId),
    /** The teams of these regions with their members. */
    teamsInRegions: (regionIds: readonly string[]) => teamsInRegions(db, regionIds),
    /** Name, surname and blocked of every account of these regions, keyed by e-mail. */
    usersInfoByEmail: (regionIds: readonly string[]) => usersInfoByEmail(db, regionIds),
  };
}

export type AccountLookup = ReturnType<typeof accountLookup>;

/** What other modules and flows change of an account, in their transaction. */
export function accountChanges<DB extends ModuleTables<'accounts'>>(handle: AccountsHandle<DB>) {
  const db = ownTables(handle, 'accounts');
  return {
    /** The timezone its dates are shown in. */
    setTimezone: (accountId: number, timezone: string) => setAccountTimezone(db, accountId, timezone),
    /** Renames an account; false when it is not there. */
    rename: (accountId: number, name: string, surname: string) => renameAccount(db, accountId, name, surname),
  };
}

export type AccountChanges = ReturnType<typeof accountChanges>;
