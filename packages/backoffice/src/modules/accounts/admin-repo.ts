/**
 * Accounts administration (AGENT-*): the page of accounts with its filters, creating, updating,
 * blocking and deleting accounts, and their group memberships. Region scope is the caller's: an
 * account is listed or touched only when it works in one of the caller's regions.
 */
import { type Kysely, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { fetchPage } from '../../platform/pagination.js';
import { containsPattern } from '../../platform/text-filter.js';
import { withTransaction } from '../../platform/transaction.js';
import { catalogProducts, catalogRegions, catalogWebmasters } from '../catalog/index.js';
import { scriptsOfCatalog } from '../scripts/index.js';
import { telephonyExtensions } from '../telephony/index.js';
import type { AccountPageQuery, AdminAccount } from './admin-schemas.js';

type Db = ModuleDb<'accounts'>;

/**
 * The other modules' rows the administration joins (decision 1823), bound once to the
 * application's handle: regions, products and webmasters (the catalog's), scripts, extensions.
 */
export function adminReads(app: Kysely<Database>) {
  return {
    regions: catalogRegions(app),
    products: catalogProducts(app),
    webmasters: catalogWebmasters(app),
    scripts: scriptsOfCatalog(app),
    extensions: telephonyExtensions(app),
  };
}
export type AdminReads = ReturnType<typeof adminReads>;

export type AccountPageFilter = Omit<AccountPageQuery, 'regionIds' | 'number' | 'size'> & {
  regionIds: readonly string[];
  number: number;
  size: number;
};

const inRegions = (regionIds: readonly string[]) =>
  sql<boolean>`exists (select 1 from account_regions ar where ar.account_id = accounts.id and ar.region_id in (${sql.join([...regionIds])}))`;

/** AGENT-04: one page of accounts, surname then name order, with the total that matches the filter. */
export async function accountPage(
  db: Db,
  reads: AdminReads,
  filter: AccountPageFilter,
): Promise<{ content: AdminAccount[]; totalSize: number }> {
  if (!filter.regionIds.length) return { content: [], totalSize: 0 };
  let query = db.selectFrom('accounts').where('deleted_at', 'is', null).where(inRegions(filter.regionIds));
  if (filter.query) {
    const like = containsPattern(filter.query);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('surname', 'ilike', like),
        eb('email', 'ilike', like),
        eb('identity_doc_number', 'ilike', like),
        eb(sql`name || ' ' || surname`, 'ilike', like),
      ]),
    );
  }
  if (filter.blocked !== undefined) query = query.where('blocked', '=', filter.blocked);
  if (filter.position) query = query.where('position', '=', filter.position);
  if (filter.groupIds?.length) {
    const groupIds = filter.groupIds;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_groups')
          .select('account_groups.account_id')
          .whereRef('account_groups.account_id', '=', 'accounts.id')
          .where('account_groups.group_id', 'in', groupIds),
      ),
    );
  }
  const { totalSize, content: rows } = await fetchPage(
    query
      .leftJoin(reads.extensions.as('voip_extensions'), 'voip_extensions.account_id', 'accounts.id')
      .select([
        'accounts.id',
        'accounts.name',
        'accounts.surname',
        'accounts.identity_doc_number',
        'accounts.email',
        'accounts.position',
        'accounts.salary_currency',
        'accounts.timezone',
        'accounts.blocked',
        'voip_extensions.extension',
      ])
      .orderBy('accounts.surname')
      .orderBy('accounts.name')
      .orderBy('accounts.id'),
    query,
    { page: filter.number, size: filter.size },
  );
  const ids = rows.map((r) => r.id);
  const [regions, groups] = ids.length
    ? await Promise.all([
        db
          .selectFrom('account_regions')
          .innerJoin(reads.regions.as('regions'), 'regions.id', 'account_regions.region_id')
          .select(['account_regions.account_id', 'regions.id', 'regions.name'])
          .where('account_regions.account_id', 'in', ids)
          .orderBy('regions.id')
          .execute(),
        db
          .selectFrom('account_groups')
          .innerJoin('groups', 'groups.id', 'account_groups.group_id')
          .select(['account_groups.account_id', 'groups.id', 'groups.name'])
          .where('account_groups.account_id', 'in', ids)
          .orderBy('groups.name')
          .execute(),
      ])
    : [[], []];
  return {
    totalSize,
    content: rows.map((r) => ({
      id: r.id,
      name: r.name,
      surname: r.surname,
      identityDocNumber: r.identity_doc_number,
      email: r.email,
      position: r.position,
      voipExtension: r.extension ?? null,
      salaryCurrency: r.salary_currency,
      timezone: r.timezone,
      blocked: r.blocked,
      regions: regions.filter((g) => g.account_id === r.id).map((g) => ({ id: g.id, name: g.name })),
      groups: groups.filter((g) => g.account_id === r.id).map((g) => ({ id: g.id, name: g.name })),
    })),
  };
}

/** The listed accounts that exist, are not deleted and work in one of the regions. */
export async function accountsInRegions(
  db: Db,
  ids: readonly number[],
  regionIds: readonly string[],
): Promise<number[]> {
  if (!ids.length || !regionIds.length) return [];
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .where(inRegions(regionIds))
    .execute();
  return rows.map((r) => r.id);
}

/** Each listed account's region ids (for the audit entries of an action on them). */
export async function regionsOfAccounts(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const regions = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return regions;
  const rows = await db
    .selectFrom('account_regions')
    .select(['account_id', 'region_id'])
    .where('account_id', 'in', [...ids])
    .execute();
  for (const row of rows) regions.get(row.account_id)?.push(row.region_id);
  return regions;
}

/** The groups among `groupIds` that lie in one of the regions. */
export async function groupsInRegions(
  db: Db,
  groupIds: readonly number[],
  regionIds: readonly string[],
): Promise<number[]> {
  if (!groupIds.length || !regionIds.length) return [];
  const rows = await db
    .selectFrom('groups')
    .select('id')
    .where('id', 'in', [...groupIds])
    .where('region_id', 'in', [...regionIds])
    .execute();
  return rows.map((r) => r.id);
}

export type AccountWrite = {
  name: string;
  surname: string;
  identityDocNumber: string;
  position: 'Agent' | 'MANAGER';
  regionIds: readonly string[];
  salaryCurrency: string;
  groupIds: readonly number[];
  timezone: string;
  passwordHash?: string;
};

async function writeMemberships(db: Db, accountId: number, account: AccountWrite): Promise<void> {
  await db.deleteFrom('account_regions').where('account_id', '=', accountId).execute();
  await db
    .insertInto('account_regions')
    .values(account.regionIds.map((region_id) => ({ account_id: accountId, region_id })))
    .execute();
  await db.deleteFrom('account_groups').where('account_id', '=', accountId).execute();
  if (account.groupIds.length) {
    await db
      .insertInto('account_groups')
      .values(account.groupIds.map((group_id) => ({ account_id: accountId, group_id })))
      .execute();
  }
}

const columns = (a: AccountWrite) => ({
  name: a.name,
  surname: a.surname,
  identity_doc_number: a.identityDocNumber,
  position: a.position,
  salary_currency: a.salaryCurrency,
  timezone: a.timezone,
});

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

/** Creates an account with the agent role's permissions of its position (role by position name). */
export async function insertAccount(
  db: Db,
  account: AccountWrite & { username: string; email: string; passwordHash: string },
): Promise<number> {
  return withTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('accounts')
      .values({
        ...columns(account),
        username: account.username,
        email: account.email,
        password_hash: account.passwordHash,
        team_name: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeMemberships(trx, id, account);
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', account.position === 'MANAGER' ? 'manager' : 'agent')
      .executeTakeFirst();
    if (role) await trx.insertInto('account_roles').values({ account_id: id, role_id: role.id }).execute();
    return id;
  });
}

export async function updateAccount(db: Db, id: number, account: AccountWrite): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx
      .updateTable('accounts')
      .set({
        ...columns(account),
        ...(account.passwordHash ? { password_hash: account.passwordHash } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await writeMemberships(trx, id, account);
  });
}

export async function setAccountsBlocked(db: Db, ids: readonly number[], blocked: boolean): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('accounts')
    .set({ blocked, updated_at: new Date() })
    .where('id', 'in', [...ids])
    .execute();
}

/** Marks the account deleted: it leaves every list and group, and its sign-ins and tokens stop (decision 1401). */
export async function markAccountDeleted(db: Db, id: number): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('account_groups').where('account_id', '=', id).execute();
  });
}

/** AGENT-18: adds the groups to the account (those it already has stay). */
export async function addAccountToGroups(db: Db, accountId: number, groupIds: readonly number[]): Promise<void> {
  if (!groupIds.length) return;
  await db
    .insertInto('account_groups')
    .values(groupIds.map((group_id) => ({ account_id: accountId, group_id })))
    .onConflict((oc) => oc.columns(['account_id', 'group_id']).doNothing())
    .execute();
}

/** AGENT-22: removes every listed account from every listed group. */
export async function removeAccountsFromGroups(
  db: Db,
  accountIds: readonly number[],
  groupIds: readonly number[],
): Promise<void> {
  if (!accountIds.length || !groupIds.length) return;
  await db
    .deleteFrom('account_groups')
    .where('account_id', 'in', [...accountIds])
    .where('group_id', 'in', [...groupIds])
    .execute();
}
