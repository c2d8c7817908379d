import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests run against the sibling packages' sources, so a stale dist never hides a change.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@umbrella\/backoffice\/testing$/, replacement: source('../backoffice/src/testing/index.ts') },
      { find: /^@umbrella\/edge\/spreadsheet$/, replacement: source('../edge/src/spreadsheet/index.ts') },
      { find: /^@umbrella\/edge$/, replacement: source('../edge/src/index.ts') },
      { find: /^@umbrella\/backoffice$/, replacement: source('../backoffice/src/index.ts') },
      { find: /^@umbrella\/contract$/, replacement: source('../contract/src/index.ts') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['../backoffice/src/testing/global-setup.ts'],
    // Files share their worker's modules (decision 1746); each starts from a clean environment and clock.
    isolate: false,
    setupFiles: ['../backoffice/src/testing/file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
