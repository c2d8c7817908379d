/**
 * Vitest global setup: builds the run's template database once — a gzipped PGlite data dir, or
 * with TEST_DATABASE_URL a migrated, demo-seeded database on that PostgreSQL server — and tells
 * the test files where it is; each file then starts from a copy (testing/database.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate, buildTemplate } from './database.js';
import { dropDatabaseWhenFree } from './drop-database.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = await buildPostgresTemplate(serverUrl);
    project.provide('backofficePostgresTemplate', name);
    return () => dropDatabaseWhenFree(serverUrl, name);
  }
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-template-'));
  const path = join(dir, 'backoffice.tar.gz');
  await writeFile(path, Buffer.from(await (await buildTemplate()).arrayBuffer()));
  project.provide('backofficeTemplate', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
