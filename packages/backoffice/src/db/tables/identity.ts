import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './columns.js';

// Identity (0002-identity): the OIDC provider's payloads and keys, sign-in throttling, deployment settings.
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}
export interface OidcKeysTable {
  kid: string;
  use: 'sig' | 'cookie';
  key: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  retired_at: Date | null;
}
export interface SignInFailuresTable {
  id: ColumnType<number, never, never>;
  key: string;
  failed_at: CreatedAt;
}
/** 0010-deployment-settings: what every back-office on this database must agree on. */
export interface DeploymentSettingsTable {
  name: string;
  value: string;
  recorded_at: UpdatedAt;
}

// 0011-sign-in-known-addresses
export interface SignInKnownAddressesTable {
  account_id: number;
  address: string;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The identity tables, by table name; db/types.ts composes Database from these. */
export interface IdentityTables {
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  sign_in_failures: SignInFailuresTable;
  deployment_settings: DeploymentSettingsTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
}
