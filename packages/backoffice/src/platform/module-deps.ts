import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { BackofficeConfig } from './config.js';
import type { EventSource } from './events/source.js';
import type { IdentityAdmin } from './identity-admin.js';

/** What every module is built from: its services' factories take these (or a subset). */
export type ModuleDeps = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: BackofficeConfig;
  events: EventSource;
  /** Ends an account's sign-in sessions (block, delete); absent means nothing to end. */
  identity?: IdentityAdmin;
};

/** A module as the module list (modules/index.ts) registers it. */
export type BackofficeModule = {
  name: string;
  /** URL prefixes it serves; where they differ from the folder name, the specification fixed the path. */
  prefixes: readonly string[];
  routes: FastifyPluginAsync<ModuleDeps>;
};
