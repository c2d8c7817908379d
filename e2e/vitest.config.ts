import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end suites: the built product (`npm run build`) started per file by e2e/harness on a copy
 * of demo data seeded once per run (e2e/global-setup.ts), driven through Debian's Chromium with
 * playwright-core. One file at a time: the machine has two cores.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // the softphone suite needs Kamailio and runs on its own (e2e/softphone/vitest.config.ts)
    exclude: ['e2e/softphone/**'],
    environment: 'node',
    // one seeded demo data directory, copied for each file's product
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
