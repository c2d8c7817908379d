/**
 * Vitest global setup: builds the PGlite template once per run (skipped when the suite runs on
 * PostgreSQL, where each file creates its own database).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './database.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-template-'));
  const path = join(dir, 'backoffice.tar.gz');
  await writeFile(path, Buffer.from(await (await buildTemplate()).arrayBuffer()));
  project.provide('backofficeTemplate', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
