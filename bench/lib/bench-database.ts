/**
 * The database a bench runs on: an in-memory PGlite, or — given a PostgreSQL server URL — a fresh
 * database on that server, dropped when the bench closes it.
 */
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../packages/backoffice/src/db/database.js';

export type BenchDatabase = { handle: DatabaseHandle; engine: string; close(): Promise<void> };

export async function openBenchDatabase(options: {
  url?: string;
  prefix: string;
  poolSize: number;
  /** A query unanswered after this long fails (the product's default when not given); seeding a million rows in one statement needs more. */
  queryTimeoutMs?: number;
}): Promise<BenchDatabase> {
  if (!options.url) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, engine: 'PGlite', close: () => handle.close() };
  }
  const admin = await openDatabase({ databaseUrl: options.url, poolSize: 1 });
  const name = `${options.prefix}_${Date.now().toString(36)}`;
  await sql.raw(`create database ${name}`).execute(admin.db);
  const target = new URL(options.url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: target.toString(),
    poolSize: options.poolSize,
    queryTimeoutMs: options.queryTimeoutMs,
  });
  return {
    handle,
    engine: 'PostgreSQL',
    async close() {
      await handle.close();
      await sql.raw(`drop database ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}
