import { defineConfig } from 'vitest/config';

/**
 * Files whose behaviour depends on the database engine — PGlite in the one process of the
 * embedded default, PostgreSQL over a pool in production: opening and migrating, the demo seed,
 * readiness, events (LISTEN/NOTIFY or in-process), atomic claims and idempotency under
 * concurrency, an unreachable database (query plans are production's: PostgreSQL's alone).
 * `npm test` runs the whole suite on PostgreSQL and, with TEST_ENGINE_SPECIFIC set, these again on
 * PGlite (decision 1746); without either variable the whole suite runs on PGlite.
 */
const ENGINE_SPECIFIC = [
  'src/db/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/modules/health/**/*.test.ts',
  'src/modules/events/**/*.test.ts',
  'src/platform/events/**/*.test.ts',
  'src/modules/workspace/tasks/__tests__/race.test.ts',
  'src/modules/orders/idempotency.test.ts',
  'src/plugins/idempotency.test.ts',
  'src/plugins/database-unavailable.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.TEST_ENGINE_SPECIFIC ? ENGINE_SPECIFIC : ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // Files share their worker's modules; each starts from a clean environment and clock.
    isolate: false,
    setupFiles: ['./src/testing/file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
