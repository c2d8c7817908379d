import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, type LogEvent, type MigrationResultSet, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ConnectionErrorListener, guardPool } from './connection-errors.js';
import { migrations } from './migrations/index.js';
import { statementNames } from './prepared-statements.js';
import type { Database } from './types.js';
import { answeredWithin } from './unanswered-queries.js';

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseOptions =
  /** PostgreSQL server at this URL; a query unanswered after queryTimeoutMs (default 30 s) fails. */
  (
    | {
        databaseUrl: string;
        poolSize?: number;
        queryTimeoutMs?: number;
        onConnectionError?: ConnectionErrorListener;
        /** Send statements prepared once per connection (default); off behind a transaction-mode pooler. */
        prepareStatements?: boolean;
      }
    /** PGlite in this directory; `memory://` keeps it in memory. */
    | { dataDir: string; loadDataDir?: Blob | File }
  ) & {
    /** Told the SQL of every statement sent (tests count a request's round trips with it). */
    onQuery?: (sql: string) => void;
  };

/** Kysely's log option for `onQuery`: none at all without one, so nothing is paid for it. */
const queryLog = (onQuery: ((sql: string) => void) | undefined) =>
  onQuery
    ? {
        log: (event: LogEvent) => {
          if (event.level === 'query') onQuery(event.query.sql);
        },
      }
    : {};

export type DatabaseHandle = {
  db: Kysely<Database>;
  /** The same database without the query timeout, for migrations: a long index build must finish. */
  unboundedDb: Kysely<Database>;
  engine: DatabaseEngine;
  /** The PGlite instance when the engine is pglite (for dumps in tests). */
  pglite?: PGlite;
  /** The server URL when the engine is postgres (the event LISTEN connection needs its own). */
  connectionString?: string;
  /** How long a query may go unanswered on postgres (the LISTEN connection's heartbeat too). */
  queryTimeoutMs?: number;
  close(): Promise<void>;
};

// int8 (count(*), bigserial) comes back from pg as a string: make it a number. Our int8 values
// (event ids, counts) stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A calendar date (a guarantee's effective day, a payslip period) has no time zone: read it as the
// YYYY-MM-DD text it is, never as a Date at some zone's midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export const CONNECT_TIMEOUT_MS = 5_000;
/** As long as the gateway waits for an answer: a query still unanswered then helps nobody. */
export const QUERY_TIMEOUT_MS = 30_000;

/** Opens the database the configuration names. Queries must work on both engines. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that does not answer at all fails the request (503) instead of hanging it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    guardPool(pool, options.onConnectionError ?? (() => {}));
    const timeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
    // One set of names for both handles: they share the pool's connections, and a name must mean
    // one text on a connection.
    const names = options.prepareStatements === false ? undefined : statementNames();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: answeredWithin(pool, timeoutMs, names) }),
      ...queryLog(options.onQuery),
    });
    // Destroying either Kysely ends the pool they share; only `db` is destroyed (by close).
    const unboundedDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: answeredWithin(pool, undefined, names) }),
    });
    return {
      db,
      unboundedDb,
      engine: 'postgres',
      connectionString: options.databaseUrl,
      queryTimeoutMs: timeoutMs,
      close: () => db.destroy(),
    };
  }
  const pglite = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  // node-postgres over PGlite's own adapter, one connection (PGlite is one session): the same
  // driver, type parsers and prepared statements as on a server (decision 1883).
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: answeredWithin(pool, undefined, statementNames()) }),
    ...queryLog(options.onQuery),
  });
  return {
    db,
    unboundedDb: db,
    engine: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function assertSucceeded({ error, results }: MigrationResultSet): void {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}

/** Brings the schema to the newest migration; runs at every start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  assertSucceeded(await migrator(db).migrateToLatest());
}

/** Undoes every migration (used by the migration round-trip test). */
export async function migrateDownAll(db: Kysely<Database>): Promise<void> {
  const m = migrator(db);
  for (;;) {
    const result = await m.migrateDown();
    assertSucceeded(result);
    if (!result.results?.length) return;
  }
}
