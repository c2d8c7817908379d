/**
 * How a bench fills its database: the migrations, the demo's accounts and reference data, then the
 * bench's own rows, timed together so the README can say how long seeding took.
 */
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../packages/backoffice/src/db/database.js';
import type { Database } from '../../packages/backoffice/src/db/types.js';
import { seedDemo } from '../../packages/backoffice/src/seed/demo.js';

export async function seedDemoThen<T>(
  db: Kysely<Database>,
  seedRows: () => Promise<T>,
): Promise<{ seeded: T; seconds: number }> {
  const started = performance.now();
  await migrateToLatest(db);
  await seedDemo(db);
  const seeded = await seedRows();
  return { seeded, seconds: (performance.now() - started) / 1000 };
}
