import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The start-up smoke test of the built product, run by `npm test` once per supported Node.js
 * runtime (scripts/runtimes.mjs): whichever node runs vitest runs the product too.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['e2e/runtime/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
