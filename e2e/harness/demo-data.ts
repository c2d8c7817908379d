import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * One seeded demo data directory per run instead of one per file. The e2e global setup seeds it
 * once (the built product started on an empty PGlite directory and stopped again: migrations,
 * reference and demo data, as `npm start` makes them); startProduct starts each file's product on
 * a copy, whose own start-up seed then finds everything there and adds nothing (seed/demo.ts and
 * seed/workspace.ts insert only what is missing).
 *
 * Part of the demo data is relative to when it was seeded: a lead to call back a quarter of an
 * hour later, follow-ups due after half an hour, "today" and last month. A copy is therefore at
 * most MAX_AGE_MS old and of the same day (local and UTC) as the test; an older one is seeded
 * again first, so a file starts on data no older than its own later tests see anyway.
 */
export const DEMO_DATA_ENV = 'UMBRELLA_E2E_DEMO_DATA';

const MAX_AGE_MS = 5 * 60_000;

/** Seeds an empty data directory and stops the product again, cleanly. */
export type Seed = (dataDir: string) => Promise<void>;

const dataOf = (root: string) => join(root, 'data');
const stampOf = (root: string) => join(root, 'seeded-at');

/** Seeds `root`'s data directory (again), recording when seeding began. */
export async function seedDemoData(root: string, seed: Seed): Promise<void> {
  const seededAt = new Date();
  const next = await mkdtemp(join(root, 'seeding-'));
  try {
    await seed(next);
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  await rm(dataOf(root), { recursive: true, force: true });
  await rename(next, dataOf(root));
  await writeFile(stampOf(root), seededAt.toISOString());
}

const day = (d: Date) => [d.toDateString(), d.toISOString().slice(0, 10)].join(' ');

function fresh(seededAt: Date, now = new Date()): boolean {
  const age = now.getTime() - seededAt.getTime();
  return age >= 0 && age <= MAX_AGE_MS && day(seededAt) === day(now);
}

/**
 * A new data directory holding a copy of this run's demo data (seeded again first when it has
 * grown stale), or an empty one outside a run that prepared demo data (bench scripts, another
 * config): then the product seeds it at start-up, as before.
 */
export async function demoDataCopy(seed: Seed): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'umbrella-e2e-'));
  const root = process.env[DEMO_DATA_ENV];
  if (!root) return dataDir;
  const stamp = await readFile(stampOf(root), 'utf8').catch(() => '');
  if (!stamp || !fresh(new Date(stamp))) await seedDemoData(root, seed);
  // cp(1): a few times faster than fs.cp on PGlite's 1 500 files.
  await promisify(execFile)('cp', ['-R', `${dataOf(root)}/.`, dataDir]);
  return dataDir;
}
