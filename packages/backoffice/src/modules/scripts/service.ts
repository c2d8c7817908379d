/**
 * Scripts: the list and editor with publishing (script-editing.ts) and the agents' confirmations
 * (script-confirmations.ts). A script's region is its product's: another region's script answers
 * as a missing one (script-access.ts).
 */
import { ownTables } from '../../db/owners.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { accountLookup } from '../accounts/index.js';
import { createCatalogService } from '../catalog/index.js';
import { createScriptAccess } from './script-access.js';
import { createScriptConfirmations } from './script-confirmations.js';
import { createScriptEditing } from './script-editing.js';

export type ScriptServiceDeps = Pick<ModuleDeps, 'db'> & { now?: () => Date };

export function createScriptService({ db: appDb, now = () => new Date() }: ScriptServiceDeps) {
  const catalog = createCatalogService({ db: appDb });
  const db = ownTables(appDb, 'scripts');
  const access = createScriptAccess(db, catalog);
  return {
    ...createScriptEditing({ db, catalog, access, now }),
    ...createScriptConfirmations({ db, appDb, accounts: accountLookup(appDb), catalog, access, now }),
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
