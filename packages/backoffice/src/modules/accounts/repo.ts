import type { ModuleDb } from '../../db/owners.js';

/** Everything known about an account that tokens, guards and the me call need. */
export type AccountProfile = {
  id: number;
  username: string;
  passwordHash: string;
  name: string;
  surname: string;
  email: string;
  personalEmail: string;
  personalPhone: string;
  personalTgLogin: string;
  timezone: string;
  position: 'Agent' | 'MANAGER';
  blocked: boolean;
  teamName: string | null;
  permissions: string[];
  features: string[];
  regionIds: string[];
  productsIds: number[];
  webmasterIds: number[];
};

export async function findAccountIdByUsername(db: ModuleDb<'accounts'>, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Loads an account with its permissions (through roles), features (own and from groups),
 * regions, and the products and webmasters of its groups.
 */
export async function loadAccountProfile(
  db: ModuleDb<'accounts'>,
  accountId: number,
): Promise<AccountProfile | undefined> {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!account) return undefined;
  const [permissions, ownFeatures, groupFeatures, regions, products, webmasters] = await Promise.all([
    db
      .selectFrom('account_roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'account_roles.role_id')
      .select('role_permissions.permission')
      .distinct()
      .where('account_roles.account_id', '=', accountId)
      .execute(),
    db.selectFrom('account_features').select('feature').where('account_id', '=', accountId).execute(),
    db
      .selectFrom('account_groups')
      .innerJoin('group_features', 'group_features.group_id', 'account_groups.group_id')
      .select('group_features.feature')
      .where('account_groups.account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('account_regions')
      .select('region_id')
      .where('account_id', '=', accountId)
      .orderBy('region_id')
      .execute(),
    db
      .selectFrom('account_groups')
      .innerJoin('group_products', 'group_products.group_id', 'account_groups.group_id')
      .select('group_products.product_id')
      .distinct()
      .where('account_groups.account_id', '=', accountId)
      .orderBy('group_products.product_id')
      .execute(),
    db
      .selectFrom('account_groups')
      .innerJoin('group_webmasters', 'group_webmasters.group_id', 'account_groups.group_id')
      .select('group_webmasters.webmaster_id')
      .distinct()
      .where('account_groups.account_id', '=', accountId)
      .orderBy('group_webmasters.webmaster_id')
      .execute(),
  ]);
  return {
    id: account.id,
    username: account.username,
    passwordHash: account.password_hash,
    name: account.name,
    surname: account.surname,
    email: account.email,
    personalEmail: account.personal_email,
    personalPhone: account.personal_phone,
    personalTgLogin: account.personal_tg_login,
    timezone: account.timezone,
    position: account.position,
    blocked: account.blocked,
    teamName: account.team_name,
    permissions: permissions.map((p) => p.permission).sort(),
    features: [...new Set([...ownFeatures, ...groupFeatures].map((f) => f.feature))].sort(),
    regionIds: regions.map((r) => r.region_id),
    productsIds: products.map((p) => p.product_id),
    webmasterIds: webmasters.map((w) => w.webmaster_id),
  };
}

/**
 * False for an unknown account: a token whose account is gone is refused by the routes themselves.
 * A deleted account counts as blocked: its tokens stop at once, like a blocked one's.
 */
export async function isAccountBlocked(db: ModuleDb<'accounts'>, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select(['blocked', 'deleted_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? row.blocked || row.deleted_at !== null : false;
}

export type AgentRow = {
  id: number;
  username: string;
  name: string;
  surname: string;
  position: 'Agent' | 'MANAGER';
  regionIds: string[];
  blocked: boolean;
};

export type AgentFilter = {
  /** Only accounts working in at least one of these regions; empty means none. */
  regionIds: readonly string[];
  position?: 'Agent' | 'MANAGER';
  blocked?: boolean;
};

/** Accounts that work in at least one of the given regions, each with all of its region ids. */
export async function listAgents(db: ModuleDb<'accounts'>, filter: AgentFilter): Promise<AgentRow[]> {
  if (!filter.regionIds.length) return [];
  let query = db
    .selectFrom('accounts')
    .select(['id', 'username', 'name', 'surname', 'position', 'blocked'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_regions')
          .select('account_regions.account_id')
          .whereRef('account_regions.account_id', '=', 'accounts.id')
          .where('account_regions.region_id', 'in', [...filter.regionIds]),
      ),
    )
    .orderBy('surname')
    .orderBy('name')
    .orderBy('id');
  if (filter.position) query = query.where('position', '=', filter.position);
  if (filter.blocked !== undefined) query = query.where('blocked', '=', filter.blocked);
  const accounts = await query.execute();
  if (!accounts.length) return [];
  const regions = await db
    .selectFrom('account_regions')
    .select(['account_id', 'region_id'])
    .where(
      'account_id',
      'in',
      accounts.map((a) => a.id),
    )
    .orderBy('region_id')
    .execute();
  return accounts.map((a) => ({
    ...a,
    regionIds: regions.filter((r) => r.account_id === a.id).map((r) => r.region_id),
  }));
}

/** Every account's display name, "Name Surname", keyed by account id. */
export async function accountDisplayNames(db: ModuleDb<'accounts'>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('accounts').select(['id', 'name', 'surname']).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), `${r.name} ${r.surname}`.trim()]));
}

/** The display name ("Name Surname") of one account, or undefined. */
export async function findAccountDisplayName(db: ModuleDb<'accounts'>, accountId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['name', 'surname'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? `${row.name} ${row.surname}`.trim() : undefined;
}

/** The e-mail of each listed account that works in one of the regions, keyed by account id. */
export async function accountEmailsInRegions(
  db: ModuleDb<'accounts'>,
  accountIds: readonly number[],
  regionIds: readonly string[],
): Promise<Map<number, string>> {
  if (!accountIds.length || !regionIds.length) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(accountIds)])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_regions')
          .select('account_regions.account_id')
          .whereRef('account_regions.account_id', '=', 'accounts.id')
          .where('account_regions.region_id', 'in', [...regionIds]),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Accounts (not blocked) of any of these regions, by name: the documents' people pickers (DOC-22). */
export async function accountsInRegions(db: ModuleDb<'accounts'>, regionIds: readonly string[], size: number) {
  if (!regionIds.length) return [];
  return db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.name', 'a.surname'])
    .where('a.blocked', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_regions as ar')
          .select('ar.account_id')
          .whereRef('ar.account_id', '=', 'a.id')
          .where('ar.region_id', 'in', [...regionIds]),
      ),
    )
    .orderBy('a.name')
    .orderBy('a.surname')
    .limit(size)
    .execute();
}

/**
 * The agents who sell a product (decision 1201's "who must confirm"): active agent-position
 * accounts of the product's region with task:current whose groups list the product, or whose
 * groups list no products at all (they sell every product of their regions).
 */
export async function agentsSellingProduct(db: ModuleDb<'accounts'>, regionId: string, productId: number) {
  return db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.name', 'a.surname'])
    .where('a.blocked', '=', false)
    .where('a.deleted_at', 'is', null)
    .where('a.position', '=', 'Agent')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_regions as ar')
          .select('ar.account_id')
          .whereRef('ar.account_id', '=', 'a.id')
          .where('ar.region_id', '=', regionId),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_roles as ro')
          .innerJoin('role_permissions as rp', 'rp.role_id', 'ro.role_id')
          .select('ro.account_id')
          .whereRef('ro.account_id', '=', 'a.id')
          .where('rp.permission', '=', 'task:current'),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('account_groups as ag')
              .innerJoin('group_products as gp', 'gp.group_id', 'ag.group_id')
              .select('ag.account_id')
              .whereRef('ag.account_id', '=', 'a.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('account_groups as ag')
            .innerJoin('group_products as gp', 'gp.group_id', 'ag.group_id')
            .select('ag.account_id')
            .whereRef('ag.account_id', '=', 'a.id')
            .where('gp.product_id', '=', productId),
        ),
      ]),
    )
    .orderBy('a.name')
    .orderBy('a.surname')
    .orderBy('a.id')
    .execute();
}

/** The groups of each of these accounts, by name (the wallboard's group filter). */
export async function groupsOfAccounts(
  db: ModuleDb<'accounts'>,
  accountIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const groups = new Map<number, { id: number; name: string }[]>();
  if (!accountIds.length) return groups;
  const rows = await db
    .selectFrom('account_groups as ag')
    .innerJoin('groups as g', 'g.id', 'ag.group_id')
    .select(['ag.account_id', 'g.id', 'g.name'])
    .where('ag.account_id', 'in', [...accountIds])
    .orderBy('g.name')
    .execute();
  for (const row of rows)
    groups.set(row.account_id, [...(groups.get(row.account_id) ?? []), { id: row.id, name: row.name }]);
  return groups;
}
