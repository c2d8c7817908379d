#!/usr/bin/env node
/**
 * `npm test`: every suite, in order — static checks, unit and route tests of each package, the
 * back-office suite again on real PostgreSQL, then end-to-end tests in Chromium against the built
 * product. Missing Debian packages are installed (as root) or named with the exact apt command.
 */
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const only = process.argv.slice(2);
const results = [];

function run(title, command, args, env = {}) {
  if (only.length && !only.some((o) => title.includes(o))) return;
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ title, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

function vitest(title, dir, env) {
  run(title, 'npx', ['vitest', 'run', '--root', dir], env);
}

ensureSystemPackages();

run('build', 'npm', ['run', 'build', '--silent']);
run('type-check', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
vitest('contract', 'packages/contract');
vitest('back-office on PGlite', 'packages/backoffice');

if (!only.length || only.some((o) => 'back-office on PostgreSQL'.includes(o))) {
  const pg = await startPostgres();
  try {
    vitest('back-office on PostgreSQL', 'packages/backoffice', { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
}

// Its own PostgreSQL server (on a free port), stopped and started under traffic.
run('back-office database blip (PostgreSQL)', 'npx', [
  'vitest',
  'run',
  '--config',
  'packages/backoffice/test/blip/vitest.config.ts',
]);

vitest('gateway', 'packages/gateway');
run('telephony (Kamailio, baresip)', 'npx', [
  'vitest',
  'run',
  '--config',
  'packages/gateway/test/telephony/vitest.config.ts',
]);
vitest('web', 'packages/web');
run('end to end (Chromium)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
run('end to end softphone (Chromium, Kamailio)', 'npx', [
  'vitest',
  'run',
  '--config',
  'e2e/softphone/vitest.config.ts',
]);

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.title} (${r.seconds} s)${r.note ? ` — ${r.note}` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
