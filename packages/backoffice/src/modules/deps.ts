import type { Kysely } from 'kysely';
import type { BackofficeConfig } from '../config.js';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { EventSource } from '../platform/events/source.js';

/** What every module's routes are given. */
export type ModuleDeps = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: BackofficeConfig;
  events: EventSource;
};
