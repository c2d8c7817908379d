/** The sessions module's service: heartbeats, who is online, and pruning of old sessions. */
import { ownTables } from '../../db/owners.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { endAccountSessions, listOnlineSessions, onlineAccountIds, pruneSessions, recordPing } from './repo.js';

export type SessionServiceDeps = Pick<ModuleDeps, 'db'>;

export function createSessionService(deps: SessionServiceDeps) {
  const db = ownTables(deps.db, 'sessions');
  return {
    ping: (sessionId: string, accountId: number) => recordPing(db, sessionId, accountId),
    /** Sessions seen within the online window, of accounts working in one of the given regions. */
    online: (regionIds: readonly string[]) => listOnlineSessions(db, regionIds),
    /** Those of these accounts with a browser open on Umbrella now. */
    onlineAccounts: (accountIds: readonly number[]) => onlineAccountIds(db, accountIds),
    /** Deletes sessions not seen for SESSION_RETENTION_DAYS; the number deleted. */
    prune: () => pruneSessions(db),
    /** Ends the browser sessions of blocked or deleted accounts. */
    endForAccounts: (accountIds: readonly number[]) => endAccountSessions(db, accountIds),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
