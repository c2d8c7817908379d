import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The database-blip suite: a standalone back-office process on its own PostgreSQL server, which
 * one test stops and starts again under traffic and another cuts off behind a TCP proxy. Needs Debian's `postgresql`. From the
 * repository root (after `npm run build`, for @umbrella/contract):
 *   npx vitest run --config packages/backoffice/test/blip/vitest.config.ts
 */
export default defineConfig({
  root: source('.'),
  test: {
    include: ['**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
