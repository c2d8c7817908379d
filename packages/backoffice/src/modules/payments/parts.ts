/** What each part of the payments service works with: its own tables, the other modules' faces, time and files. */

import type { Clock } from '../../clock.js';
import type { ModuleDb } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import type { FileStore } from '../../platform/file-store/index.js';
import type { OtherModules } from './other-modules.js';

export type PaymentParts = { db: ModuleDb<'payments'>; others: OtherModules; clock: Clock; files: FileStore };

export type PaymentCaller = Pick<
  Caller,
  'accountId' | 'regionIds' | 'position' | 'features' | 'permissions' | 'email' | 'requestId'
>;
