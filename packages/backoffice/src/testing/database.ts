/**
 * Databases for tests. On PGlite every test file starts from a copy of one template data dir
 * (migrated and demo-seeded once per run by the global setup): ~0.6 s instead of 3–5 s. With
 * TEST_DATABASE_URL (a PostgreSQL server) every test file gets its own fresh database instead,
 * created, migrated and seeded here and dropped afterwards.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.js';
import { seedDemo } from '../seed/demo.js';
import { dropDatabaseWhenFree } from './drop-database.js';

export type TestDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzipped PGlite template data dir built by the global setup. */
    backofficeTemplate?: string;
  }
}

/** A migrated, demo-seeded PGlite data dir, dumped. */
export async function buildTemplate(): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    if (!handle.pglite) throw new Error('expected PGlite');
    return await handle.pglite.dumpDataDir('gzip');
  } finally {
    await handle.close();
  }
}

let localTemplate: Promise<Blob> | undefined;

async function template(): Promise<Blob> {
  let path: string | undefined;
  try {
    path = inject('backofficeTemplate');
  } catch {
    path = undefined;
  }
  if (path) return new Blob([await readFile(path)]);
  // Used without the global setup (e.g. from another package's tests): build one per process.
  localTemplate ??= buildTemplate();
  return localTemplate;
}

let counter = 0;

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `umbrella_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  return {
    handle,
    drop: () => dropDatabaseWhenFree(serverUrl, name),
  };
}

/** A fresh, migrated, demo-seeded database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await template() });
  return { handle, drop: async () => {} };
}
