import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two back-offices and two gateways on one PostgreSQL, as docker-compose.yml runs them (issue 18,
 * "Two of everything"). Needs `npm run build` and Debian's postgresql; bounded to about a minute.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['e2e/cluster/**/*.test.ts'],
    globalSetup: ['e2e/cluster/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
