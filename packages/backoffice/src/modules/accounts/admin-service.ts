/**
 * The accounts administration service (AGENT-*, GROUP-*): region-scoped checks around the admin
 * repositories, one use case per file. An account or group outside the caller's regions answers
 * like a missing one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createAccountsAdmin } from './account-admin-service.js';
import { createGroupsAdmin } from './group-admin-service.js';

export { CURRENCY_CODES } from './account-admin-service.js';

export function createAccountAdminService(appDb: Kysely<Database>) {
  return { ...createAccountsAdmin(appDb), ...createGroupsAdmin(appDb) };
}

export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
