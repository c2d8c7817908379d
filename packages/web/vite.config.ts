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
 *   requests;
 * - the data screens' heavy parts (Table, Form, the date pickers, Select, Tabs, Upload, …) are a
 *   second shared chunk, `antd-data`. Once most screens used them they passed the share count and
 *   landed in `antd-shared`, which the frame loads on every screen: /welcome carried 289 KB of
 *   antd for a menu and a dropdown (decision 1819). Their locale files stay out of `antd-data`
 *   because antd's locale, which the frame needs, imports them.
 * The rest stays split by the screens that use it.
 */
const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/;
const DATA_PARTS =
  /node_modules[\\/](antd[\\/]es[\\/](table|date-picker|calendar|time-picker|form|tabs|tree|upload|select|auto-complete|pagination|input-number|progress|descriptions|list|card|skeleton|radio|checkbox|steps|segmented|collapse|drawer|result|statistic|image|input|alert|tag|empty|spin|popconfirm|popover)[\\/](?!locale)|@rc-component[\\/](table|picker|form|async-validator|tabs|tree|upload|select|pagination|input-number|input|textarea|progress|virtual-list|steps|segmented|collapse|drawer|image|checkbox|mentions)[\\/](?!(es[\\/])?locale))/;
const CHUNKS = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 30 },
    {
      name: 'antd-shared',
      test: (id: string) => ANTD.test(id) && !DATA_PARTS.test(id),
      minShareCount: 6,
      priority: 20,
    },
    { name: 'antd-data', test: DATA_PARTS, minShareCount: 6, priority: 10 },
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
