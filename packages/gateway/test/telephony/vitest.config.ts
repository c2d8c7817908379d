import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The telephony suite: the gateway's SIP relay between JsSIP (in Node) and real SIP software from
 * Debian — Kamailio as the PBX, baresip as the customer. Needs the packages kamailio,
 * kamailio-websocket-modules and baresip-core. Run from the repository root:
 *   npx vitest run --config packages/gateway/test/telephony/vitest.config.ts
 */
export default defineConfig({
  root: source('.'),
  resolve: {
    alias: [
      { find: /^@umbrella\/backoffice\/testing$/, replacement: source('../../../backoffice/src/testing/index.ts') },
      { find: /^@umbrella\/edge$/, replacement: source('../../../edge/src/index.ts') },
      { find: /^@umbrella\/backoffice$/, replacement: source('../../../backoffice/src/index.ts') },
      { find: /^@umbrella\/contract$/, replacement: source('../../../contract/src/index.ts') },
    ],
  },
  test: {
    include: ['**/*.test.ts'],
    globalSetup: [source('../../../backoffice/src/testing/global-setup.ts')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One Kamailio and one baresip per file; files run one after the other on a small machine.
    fileParallelism: false,
  },
});
