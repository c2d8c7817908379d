import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.js';

// Accounts (0001-initial): accounts, roles and permissions, regions, features, groups.
export interface AccountsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  surname: Generated<string>;
  email: string;
  personal_email: Generated<string>;
  personal_phone: Generated<string>;
  personal_tg_login: Generated<string>;
  timezone: Generated<string>;
  position: ColumnType<'Agent' | 'MANAGER', 'Agent' | 'MANAGER' | undefined>;
  blocked: Generated<boolean>;
  team_name: string | null;
  // 0026-account-admin
  identity_doc_number: Generated<string>;
  salary_currency: ColumnType<string | null, string | null | undefined, string | null>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface RolesTable {
  id: Generated<number>;
  name: string;
}
export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}
export interface AccountRolesTable {
  account_id: number;
  role_id: number;
}
export interface AccountRegionsTable {
  account_id: number;
  region_id: string;
}
export interface AccountFeaturesTable {
  account_id: number;
  feature: string;
}
export interface GroupsTable {
  id: Generated<number>;
  name: string;
  region_id: string;
  task_type: 'LEAD' | 'CALL_BACK' | 'RECALL' | null;
  /** 0062-group-dialing-mode */
  dialing_mode: ColumnType<'manual' | 'progressive', 'manual' | 'progressive' | undefined>;
  preview_seconds: ColumnType<number, number | undefined>;
}
export interface GroupProductsTable {
  group_id: number;
  product_id: number;
  /** 0026-account-admin: the script the group's agents sell this product with. */
  script_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface GroupWebmastersTable {
  group_id: number;
  webmaster_id: number;
}
export interface GroupFeaturesTable {
  group_id: number;
  feature: string;
}
export interface AccountGroupsTable {
  account_id: number;
  group_id: number;
}

/** The accounts tables, by table name; db/types.ts composes Database from these. */
export interface AccountsTables {
  accounts: AccountsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  account_roles: AccountRolesTable;
  account_regions: AccountRegionsTable;
  account_features: AccountFeaturesTable;
  groups: GroupsTable;
  group_products: GroupProductsTable;
  group_webmasters: GroupWebmastersTable;
  group_features: GroupFeaturesTable;
  account_groups: AccountGroupsTable;
}
