import { APP_BUILD, APP_VERSION, type VersionFile } from '@umbrella/contract';
import type { Plugin } from 'vite';

/** Emits dist/version.json from the contract's release constants, so the file always matches the bundle. */
export function versionFile(): Plugin {
  const body: VersionFile = { version: APP_VERSION, build: APP_BUILD };
  return {
    name: 'umbrella:version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(body)}\n` });
    },
  };
}
