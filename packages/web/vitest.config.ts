import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
    pool: 'threads',
    maxWorkers: 2,
    // A test may end while a page it opened is still importing its lazily loaded chunks; vitest
    // then closes the worker's module channel under them and counts the refused import as an error
    // of the run, every test having passed. Only that error is dropped; any other still fails.
    onUnhandledError: (error) => !isImportCutByTeardown(error),
  },
});

/** vitest words it two ways: the module channel closed under a pending import, or an import asked after. */
const IMPORT_CUT = [
  /Closing rpc while "(fetch|resolve)" was pending/,
  /^Cannot load '[^']+'( imported from .+)? after the environment was torn down/,
];

function isImportCutByTeardown(error: { name?: string; message?: string }): boolean {
  return error.name === 'EnvironmentTeardownError' && IMPORT_CUT.some((cut) => cut.test(error.message ?? ''));
}
