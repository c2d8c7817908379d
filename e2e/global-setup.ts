/**
 * The e2e run's demo data: seeded once here, copied for each file's product (harness/demo-data.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_DATA_ENV, seedDemoData } from './harness/demo-data';
import { seedDataDir } from './harness/product';

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'umbrella-e2e-demo-'));
  await seedDemoData(root, seedDataDir);
  // The test workers start after the global setup and inherit this process's environment.
  process.env[DEMO_DATA_ENV] = root;
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
