#!/usr/bin/env node
/**
 * `npm test`: every suite, in order — static checks, unit and route tests of each package, the
 * back-office suite again on real PostgreSQL, then end-to-end tests in Chromium against the built
 * product. Missing Debian packages are installed (as root) or named with the exact apt command.
 * Every supported Node.js runtime (package.json engines) runs the server suites and a start-up
 * of the built product; the two-of-everything suite runs on the runtime the Docker image ships.
 */
import { spawn, spawnSync } from 'node:child_process';
import { failuresIn } from './failures.mjs';
import { startPostgres } from './postgres.mjs';
import { currentMajor, imageMajor, runtimeBinary, runtimeEnv, supportedMajors } from './runtimes.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const only = process.argv.slice(2);
const results = [];

const selected = (title) => !only.length || only.some((o) => title.includes(o));

/**
 * Runs one step, its output passed through as it comes and kept: a failed step's failures are
 * printed again under the summary, where a CI log cut to its tail still shows them.
 */
async function run(title, command, args, env = {}) {
  if (!selected(title)) return;
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const output = [];
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    output.push(chunk);
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  const ok = status === 0;
  results.push({
    title,
    ok,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    failures: ok ? undefined : failuresIn(Buffer.concat(output).toString('utf8')),
  });
}

function vitest(title, dir, env) {
  return run(title, 'npx', ['vitest', 'run', '--root', dir], env);
}

/** Vitest on that runtime's node: its workers, and the servers its tests start, run on it too. */
async function vitestOn(major, title, args, env = {}) {
  if (!selected(title)) return;
  let node;
  try {
    node = runtimeBinary(major);
  } catch (error) {
    console.error(`\n━━ ${title}\n${error.message}`);
    results.push({ title, ok: false, seconds: '0.0' });
    return;
  }
  return run(title, node, ['node_modules/vitest/vitest.mjs', 'run', ...args], { ...runtimeEnv(node), ...env });
}

ensureSystemPackages();

// Production dependencies against the registry's advisories (decision 1727): high or critical
// fails unless allowed by id in .ci/audit-allowlist.json; "not checked" when the registry has no
// advisory service to ask (AUDIT_REQUIRED=1 makes that a failure).
if (selected('dependency audit')) {
  console.log('\n━━ dependency audit');
  const started = Date.now();
  const { status } = spawnSync('node', ['scripts/audit.mjs'], { stdio: 'inherit' });
  results.push({
    title: 'dependency audit',
    ok: status === 0 || status === 3,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    note: status === 3 ? 'not checked: no advisory service reachable' : undefined,
  });
}

await run('build', 'npm', ['run', 'build', '--silent']);
await run('type-check', 'npm', ['run', 'typecheck', '--silent']);
await run('lint', 'npm', ['run', 'lint', '--silent']);
await vitest('contract', 'packages/contract');
await vitest('back-office on PGlite', 'packages/backoffice');

if (!only.length || only.some((o) => 'back-office on PostgreSQL'.includes(o))) {
  const pg = await startPostgres();
  try {
    await vitest('back-office on PostgreSQL', 'packages/backoffice', { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
}

// Its own PostgreSQL server (on a free port), stopped and started under traffic.
await run('back-office database blip (PostgreSQL)', 'npx', [
  'vitest',
  'run',
  '--config',
  'packages/backoffice/test/blip/vitest.config.ts',
]);

await vitest('gateway', 'packages/gateway');
await vitestOn(currentMajor(), `start-up of the built product (Node ${currentMajor()})`, [
  '--config',
  'e2e/runtime/vitest.config.ts',
]);
for (const major of supportedMajors().filter((m) => m !== currentMajor())) {
  await vitestOn(major, `Node ${major}: contract`, ['--root', 'packages/contract']);
  await vitestOn(major, `Node ${major}: back-office on PGlite`, ['--root', 'packages/backoffice']);
  await vitestOn(major, `Node ${major}: gateway`, ['--root', 'packages/gateway']);
  await vitestOn(major, `Node ${major}: start-up of the built product`, ['--config', 'e2e/runtime/vitest.config.ts']);
}
// Its own PostgreSQL on CLUSTER_PG_PORT (54331), clear of the back-office suite's.
const cluster = 'two back-offices and two gateways on one PostgreSQL';
try {
  const image = imageMajor();
  await vitestOn(image, `${cluster} (Node ${image}, the image's)`, ['--config', 'e2e/cluster/vitest.config.ts']);
} catch (error) {
  console.error(`\n━━ ${cluster}\n${error.message}`);
  if (selected(cluster)) results.push({ title: cluster, ok: false, seconds: '0.0' });
}
await run('telephony (Kamailio, baresip)', 'npx', [
  'vitest',
  'run',
  '--config',
  'packages/gateway/test/telephony/vitest.config.ts',
]);
await vitest('web', 'packages/web');
await run('end to end (Chromium)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
await run('end to end softphone (Chromium, Kamailio)', 'npx', [
  'vitest',
  'run',
  '--config',
  'e2e/softphone/vitest.config.ts',
]);

// Failures again, then the summary: the end of a long log is what a reader sees first.
for (const r of results.filter((r) => r.failures)) console.log(`\n━━ what failed in ${r.title}\n${r.failures}`);
console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.title} (${r.seconds} s)${r.note ? ` — ${r.note}` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
