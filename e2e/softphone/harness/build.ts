/**
 * Global setup: builds the product once per run — the server packages (tsc -b, as `npm start`
 * does) and the web app into a directory of this run, so that the test never serves a stale or a
 * concurrently rebuilt bundle. With UMBRELLA_PREBUILT=1 (`npm test`, whose build step has just
 * built everything) it uses that build as it is: the packages' dist and packages/web/dist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
  }
}

const root = new URL('../../../', import.meta.url).pathname;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.UMBRELLA_PREBUILT === '1') {
    const webDir = join(root, 'packages/web/dist');
    for (const file of [join(root, 'packages/gateway/dist/embedded.js'), join(webDir, 'index.html')]) {
      if (!existsSync(file)) throw new Error(`UMBRELLA_PREBUILT=1 but ${file} is missing: run \`npm run build\` first`);
    }
    project.provide('webDir', webDir);
    return async () => {};
  }
  try {
    execFileSync('npx', ['tsc', '-b', 'packages/contract', 'packages/backoffice', 'packages/gateway'], {
      cwd: root,
      stdio: 'pipe',
    });
  } catch (error) {
    // Type errors elsewhere in the tree still leave emitted JavaScript; a missing file does not.
    if (!existsSync(join(root, 'packages/gateway/dist/embedded.js'))) throw error;
  }
  const webDir = await mkdtemp(join(tmpdir(), 'umbrella-e2e-web-'));
  execFileSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'packages/web'),
    stdio: 'pipe',
  });
  project.provide('webDir', webDir);
  return async () => {
    await rm(webDir, { recursive: true, force: true });
  };
}
