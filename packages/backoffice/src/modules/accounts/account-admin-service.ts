/**
 * Administering accounts (AGENT-*): the page, create, update, block, delete and group membership,
 * each audited. An account outside the caller's regions answers like a missing one.
 */
import { COMPANY_EMAIL_DOMAIN, REGIONS } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { type AuditEntry, audited, recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { invalid, notFound } from '../../platform/http-error.js';
import { hashPassword } from '../../platform/password.js';
import { assertRegion, scopedRegionIds } from '../../platform/region-scope.js';
import { withTransaction } from '../../platform/transaction.js';
import { conflictField, GROUP_NOT_FOUND } from './admin-errors.js';
import {
  type AccountWrite,
  accountPage,
  accountsInRegions,
  addAccountToGroups,
  adminReads,
  groupsInRegions,
  insertAccount,
  markAccountDeleted,
  regionsOfAccounts,
  removeAccountsFromGroups,
  setAccountsBlocked,
  updateAccount,
  usernameTaken,
} from './admin-repo.js';
import { type AccountPageQuery, type CreateAccountBody, PAGE_SIZE, type UpdateAccountBody } from './admin-schemas.js';
import { groupRulesNotice } from './group-rules-notice.js';

type Db = Kysely<Database>;
const ACCOUNT_NOT_FOUND = 'Account not found';

/** AGENT-32: the salary currencies, one per region's currency plus US dollars. */
export const CURRENCY_CODES: readonly string[] = [...new Set([...REGIONS.map((r) => r.currency), 'USD'])].sort();

export function createAccountsAdmin(appDb: Db) {
  const db = ownTables(appDb, 'accounts');
  const reads = adminReads(appDb);
  // An account's groups and regions are what its rules in the task queue are made of.
  const rules = groupRulesNotice(appDb);
  /** The accounts among `ids` in the caller's regions; a 404 when any is missing or elsewhere. */
  async function ownAccounts(caller: Caller, ids: readonly number[]): Promise<number[]> {
    const found = await accountsInRegions(db, ids, caller.regionIds);
    if (found.length !== new Set(ids).size) throw notFound(ACCOUNT_NOT_FOUND);
    return found;
  }

  /** One entry per account, each carrying the account's regions. */
  async function accountEntries(
    trx: Db,
    ids: readonly number[],
    action: AuditEntry['action'],
    details?: AuditEntry['details'],
  ): Promise<AuditEntry[]> {
    const regions = await regionsOfAccounts(trx, ids);
    return ids.map((id) => ({ action, targetType: 'account', targetId: id, regionIds: regions.get(id), details }));
  }

  async function checkWrite(caller: Caller, body: CreateAccountBody | UpdateAccountBody) {
    for (const regionId of body.regionIds) assertRegion(caller, regionId);
    if (!CURRENCY_CODES.includes(body.salaryCurrency)) invalidCurrency();
    const groupIds = body.groupIds ?? [];
    const groups = await groupsInRegions(db, groupIds, body.regionIds);
    if (groups.length !== groupIds.length) throw invalid('groupIds', "must be groups of the account's regions");
  }

  const write = async (body: CreateAccountBody | UpdateAccountBody): Promise<AccountWrite> => ({
    name: body.name.trim(),
    surname: body.surname.trim(),
    identityDocNumber: body.identityDocNumber?.trim() ?? '',
    position: body.position,
    regionIds: body.regionIds,
    salaryCurrency: body.salaryCurrency,
    groupIds: body.groupIds ?? [],
    timezone: body.timezone ?? 'America/Lima',
    passwordHash: body.password ? await hashPassword(body.password) : undefined,
  });

  return {
    page: (caller: Caller, query: AccountPageQuery) =>
      accountPage(db, reads, {
        ...query,
        number: query.number ?? 0,
        size: query.size ?? PAGE_SIZE,
        regionIds: scopedRegionIds(caller, query.regionIds),
      }),

    async create(caller: Caller, body: CreateAccountBody): Promise<{ id: number; email: string }> {
      await checkWrite(caller, body);
      const username = body.email;
      if (await usernameTaken(db, username)) throw conflictField('email', 'An account with this e-mail already exists');
      const email = `${username}@${COMPANY_EMAIL_DOMAIN}`;
      const account = await write(body);
      const id = await audited(
        db,
        caller,
        (created: number) => ({
          action: 'ACCOUNT_CREATED',
          targetType: 'account',
          targetId: created,
          regionIds: body.regionIds,
          details: { email, position: body.position },
        }),
        (trx) => insertAccount(trx, { ...account, username, email, passwordHash: account.passwordHash as string }),
      );
      return { id, email };
    },

    async update(caller: Caller, id: number, body: UpdateAccountBody): Promise<void> {
      await ownAccounts(caller, [id]);
      await checkWrite(caller, body);
      const account = await write(body);
      const entry = (action: AuditEntry['action']): AuditEntry => ({
        action,
        targetType: 'account',
        targetId: id,
        regionIds: body.regionIds,
        details: action === 'ACCOUNT_UPDATED' ? { position: body.position, regionIds: body.regionIds } : undefined,
      });
      const entries = [entry('ACCOUNT_UPDATED'), ...(account.passwordHash ? [entry('ACCOUNT_PASSWORD_RESET')] : [])];
      await audited(db, caller, entries, async (trx) => {
        await updateAccount(trx, id, account);
        await rules.announce(trx, [id]);
      });
      rules.forget([id]);
    },

    /** Blocks or unblocks; the ids that changed (all of them, each in the caller's regions). */
    async setBlocked(caller: Caller, ids: readonly number[], blocked: boolean): Promise<number[]> {
      const own = await ownAccounts(caller, ids);
      await withTransaction(db, async (trx) => {
        await setAccountsBlocked(trx, own, blocked);
        await recordAudit(
          trx,
          caller,
          await accountEntries(trx, own, blocked ? 'ACCOUNT_BLOCKED' : 'ACCOUNT_UNBLOCKED'),
        );
      });
      return own;
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (id === caller.accountId) throw invalid('id', 'cannot be your own account');
      await ownAccounts(caller, [id]);
      await withTransaction(db, async (trx) => {
        await recordAudit(trx, caller, await accountEntries(trx, [id], 'ACCOUNT_DELETED'));
        await markAccountDeleted(trx, id);
        await rules.announce(trx, [id]);
      });
      rules.forget([id]);
    },

    async addToGroups(caller: Caller, accountId: number, groupIds: readonly number[]): Promise<void> {
      await ownAccounts(caller, [accountId]);
      const groups = await groupsInRegions(db, groupIds, caller.regionIds);
      if (groups.length !== groupIds.length) throw notFound(GROUP_NOT_FOUND);
      await withTransaction(db, async (trx) => {
        await addAccountToGroups(trx, accountId, groups);
        await recordAudit(
          trx,
          caller,
          await accountEntries(trx, [accountId], 'ACCOUNT_GROUPS_ADDED', { groupIds: groups }),
        );
        await rules.announce(trx, [accountId]);
      });
      rules.forget([accountId]);
    },

    async removeFromGroups(caller: Caller, accountIds: readonly number[], groupIds: readonly number[]): Promise<void> {
      await ownAccounts(caller, accountIds);
      const groups = await groupsInRegions(db, groupIds, caller.regionIds);
      if (groups.length !== groupIds.length) throw notFound(GROUP_NOT_FOUND);
      await withTransaction(db, async (trx) => {
        await removeAccountsFromGroups(trx, accountIds, groups);
        await recordAudit(
          trx,
          caller,
          await accountEntries(trx, accountIds, 'ACCOUNT_GROUPS_REMOVED', { groupIds: groups }),
        );
        await rules.announce(trx, accountIds);
      });
      rules.forget(accountIds);
    },
  };
}

function invalidCurrency(): never {
  throw invalid('salaryCurrency', { key: 'mustBeOneOf', values: { values: CURRENCY_CODES.join(', ') } });
}
