import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import type { IdentityAdmin } from '../platform/identity-admin.js';

/** oidc-provider models that belong to a signed-in account and keep it signed in. */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AccessToken', 'AuthorizationCode'];

/**
 * The built-in issuer's side of account administration: a blocked or deleted account's sessions,
 * grants and tokens are deleted, so its silent renewal and refresh fail at once (AGENT-15).
 */
export function builtInIdentityAdmin(db: Kysely<Database>): IdentityAdmin {
  return {
    async endSessions(accountIds) {
      if (!accountIds.length) return;
      await db
        .deleteFrom('oidc_payloads')
        .where('model', 'in', SIGNED_IN_MODELS)
        .where(sql<string>`payload->>'accountId'`, 'in', accountIds.map(String))
        .execute();
    },
  };
}
