import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes a .gz and a .br beside every text asset, so a static server that serves pre-compressed
 * files (@fastify/static `preCompressed: true`) sends 30 % of the bytes at no CPU cost per request.
 */
export function precompress(): Plugin {
  return {
    name: 'umbrella:precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (!COMPRESSIBLE.test(item.fileName) || item.fileName.startsWith('.vite/')) continue;
          const source = item.type === 'chunk' ? item.code : item.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < MIN_BYTES) continue;
          this.emitFile({ type: 'asset', fileName: `${item.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
          this.emitFile({
            type: 'asset',
            fileName: `${item.fileName}.br`,
            source: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          });
        }
      },
    },
  };
}
