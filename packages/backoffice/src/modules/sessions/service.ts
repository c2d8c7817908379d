/** The sessions module's service: heartbeats, who is online, and pruning of old sessions. */
import { ownTables } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { floorChanged } from '../../platform/floor-changes.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { accountLookup } from '../accounts/index.js';
import { endAccountSessions, listOnlineSessions, onlineAccountIds, pruneSessions, recordPing } from './repo.js';

export type SessionServiceDeps = Pick<ModuleDeps, 'db'>;

export function createSessionService(deps: SessionServiceDeps) {
  const db = ownTables(deps.db, 'sessions');
  const accounts = accountLookup(deps.db);
  return {
    /** Records a heartbeat; a browser coming online with it is a change of the live floor. */
    async ping(sessionId: string, caller: Pick<Caller, 'accountId' | 'regionIds'>): Promise<void> {
      if (await recordPing(db, sessionId, caller.accountId)) floorChanged(deps.db, caller.regionIds);
    },
    /** Sessions seen within the online window, of accounts working in one of the given regions. */
    online: (regionIds: readonly string[]) => listOnlineSessions(db, accounts, regionIds),
    /** Those of these accounts with a browser open on Umbrella now. */
    onlineAccounts: (accountIds: readonly number[]) => onlineAccountIds(db, accountIds),
    /** Deletes sessions not seen for SESSION_RETENTION_DAYS; the number deleted. */
    prune: () => pruneSessions(db),
    /** Ends the browser sessions of blocked or deleted accounts. */
    endForAccounts: (accountIds: readonly number[]) => endAccountSessions(db, accountIds),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
