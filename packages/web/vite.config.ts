import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './build/first-paint.ts';
import { precompress } from './build/precompress.ts';
import { versionFile } from './build/version-file.ts';

/** The gateway the dev server proxies to (`npm start` at the repository root serves one on 8080). */
const gateway = process.env.UMBRELLA_GATEWAY_URL ?? 'http://localhost:8080';

/**
 * On a slow link every request costs a round trip (HTTP/1.1 opens six at a time):
 * - everything the first paint needs is one chunk (`app`);
 * - the antd/rc building blocks that six or more chunks share (button, typography, dropdown,
 *   tooltip, locale, …) are one chunk instead of dozens of small ones: /order went from ~40 to 21
 *   requests. A lower share count merges route-specific parts (Table, Form) into every screen and
 *   breaks the 350 KB closure budget; a higher one brings the request count back.
 * The rest stays split by the screens that use it.
 */
const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/;
const CHUNKS = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 30 },
    { name: 'antd-shared', test: ANTD, minShareCount: 6, priority: 20 },
  ],
};

export default defineConfig({
  plugins: [react(), versionFile(), firstPaint(), precompress()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: CHUNKS } },
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/module': gateway,
      '/oidc': gateway,
      '/config.json': gateway,
      '/version.json': gateway,
      '/gateway': { target: gateway, ws: true },
    },
  },
});
