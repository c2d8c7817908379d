/**
 * Databases for tests. Every test file starts from a copy of one template, migrated and
 * demo-seeded once per run by the global setup: on PGlite a gzipped data dir (~0.6 s a file
 * instead of 3–5 s), with TEST_DATABASE_URL (a PostgreSQL server) a database on that server that
 * each file's own database is created from (`create database … template`, decision 0108), dropped
 * when the file ends.
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
    /** Name of the migrated, demo-seeded database on TEST_DATABASE_URL's server. */
    backofficePostgresTemplate?: string;
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

const databaseName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated, demo-seeded database on that server, for test files to copy; returns its name. */
export async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = databaseName('umbrella_template');
  const handle = await openDatabase({ databaseUrl: await createDatabase(serverUrl, name), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  await untilUnused(serverUrl, name);
  return name;
}

/**
 * Waits for a database's backends to exit: pg's pool reports "ended" before they are gone, and a
 * database still connected to cannot be a template.
 */
async function untilUnused(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`database ${name} is still in use`);
  } finally {
    await admin.end();
  }
}

function postgresTemplate(): string | undefined {
  try {
    return inject('backofficePostgresTemplate');
  } catch {
    return undefined;
  }
}

async function createPostgresDatabase(
  serverUrl: string,
  options: { onQuery?: (sql: string) => void },
): Promise<TestDatabase> {
  const name = databaseName('umbrella_test');
  const template = postgresTemplate();
  const handle = await openDatabase({
    databaseUrl: await createDatabase(serverUrl, name, template),
    poolSize: 5,
    ...options,
  });
  if (!template) {
    // Used without the global setup (e.g. from another package's tests): migrate and seed here.
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  }
  return {
    handle,
    drop: () => dropDatabaseWhenFree(serverUrl, name),
  };
}

/** A fresh, migrated, demo-seeded database for one test file. */
export async function openTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, options);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await template(), ...options });
  return { handle, drop: async () => {} };
}
