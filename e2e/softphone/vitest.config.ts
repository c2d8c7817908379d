import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The softphone in Chromium (Debian's, with a fake microphone) against the built product
 * (`scripts/start.mjs`) with Kamailio as its PBX. Needs the Debian packages chromium, kamailio and
 * kamailio-websocket-modules. Run from the repository root:
 *   npx vitest run --config e2e/softphone/vitest.config.ts
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./harness/build.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
