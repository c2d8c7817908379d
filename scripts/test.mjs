#!/usr/bin/env node
/**
 * `npm test`: every suite, on the one supported Node.js runtime (re-run on it when started on
 * another node) — the build, static checks (type-check and lint side by side), the contract's
 * and the edge package's tests; end to end in Chromium against the built product beside the server suites (the whole
 * back-office suite on real PostgreSQL, its engine-specific files again on PGlite, the gateway);
 * two of everything, the database blip and telephony side by side (they mostly wait); the web
 * app; the softphone end to end. Missing Debian packages are installed (as
 * root) or named with the exact apt command. Per-step seconds, the machine's load and each step's
 * slowest tests go to test-results/timings.md (decision 1746).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { failuresIn } from './failures.mjs';
import { startPostgres } from './postgres.mjs';
import { currentMajor, imageMajor, runtimeBinary, runtimeEnv, runtimeMajor } from './runtimes.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

if (currentMajor() !== runtimeMajor()) {
  const node = runtimeBinary();
  console.log(`· Node ${process.versions.node} is not the supported runtime: running the suites on ${node}`);
  const { status } = spawnSync(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...runtimeEnv(node) },
  });
  process.exit(status ?? 1);
}

const only = process.argv.slice(2);
const results = [];
const REPORTS = `${process.cwd()}/test-results/steps`;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const suiteStarted = Date.now();

const selected = (title) => !only.length || only.some((o) => title.includes(o));
// CI stops a run at 5 400 s and prints nothing of what it cut. The suite stops itself first: a step
// still running when the budget is spent is ended, later ones are not started, and both are
// failures named in the summary and timings.md, so the log's tail says what was slow.
const BUDGET_SECONDS = Number(process.env.TEST_BUDGET_SECONDS ?? 4800);
const remainingSeconds = () => BUDGET_SECONDS - (Date.now() - suiteStarted) / 1000;
// Steps run in process groups of their own (for the budget); Ctrl-C or a stop ends them too.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }
    process.exit(130);
  });
}
const slug = (title) =>
  title
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const load = () => loadavg()[0].toFixed(1);

/**
 * Runs one step. Alone, its output passes through as it comes; beside others (`buffered`), it is
 * printed whole when the step ends. Either way it is kept: a failed step's failures are printed
 * again under the summary, where a CI log cut to its tail still shows them.
 */
async function run(title, command, args, { env = {}, buffered = false } = {}) {
  if (!selected(title)) return;
  if (remainingSeconds() <= 0) {
    results.push({
      title,
      ok: false,
      seconds: 0,
      load: load(),
      note: `not run: the ${BUDGET_SECONDS} s budget was spent`,
    });
    return;
  }
  if (!buffered) console.log(`\n━━ ${title}`);
  const started = Date.now();
  const loadBefore = load();
  const output = [];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true, // its own process group, so the budget can end the step with all it started
  });
  running.add(child.pid);
  let cut = false;
  const budget = setTimeout(() => {
    cut = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, remainingSeconds() * 1000);
  child.stdout.on('data', (chunk) => {
    if (!buffered) process.stdout.write(chunk);
    output.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    if (!buffered) process.stderr.write(chunk);
    output.push(chunk);
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  clearTimeout(budget);
  running.delete(child.pid);
  const text = Buffer.concat(output).toString('utf8');
  if (buffered) console.log(`\n━━ ${title} (ran beside other steps)\n${text}`);
  const ok = status === 0;
  results.push({
    title,
    ok,
    seconds: (Date.now() - started) / 1000,
    load: `${loadBefore} → ${load()}`,
    failures: ok ? undefined : failuresIn(text),
    note: cut ? `ended: the ${BUDGET_SECONDS} s budget was spent` : undefined,
  });
}

/**
 * Vitest with the default reporter, and a JSON report kept for the slowest-tests list. Steps that
 * drive a browser or jsdom on this shared machine (`retry`) give a failed test a second try; one
 * that passes only then is named under the summary with its first failure (decision 1871).
 */
function vitest(title, args, { retry = false, env = {}, ...options } = {}) {
  const report = `${REPORTS}/${slug(title)}.json`;
  const flaky = `${REPORTS}/${slug(title)}.flaky.jsonl`;
  return run(
    title,
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...args,
      ...(retry ? ['--retry=1'] : []),
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/flaky-reporter.mjs',
      `--outputFile.json=${report}`,
    ],
    { ...options, env: { ...env, UMBRELLA_FLAKY_REPORT: flaky } },
  );
}

/** Tests that passed only on their second try, per step title. */
function flakyTests(title) {
  try {
    return readFileSync(`${REPORTS}/${slug(title)}.flaky.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/** Steps side by side: those that mostly wait (on servers, timers, the network), or use one core each. */
const together = (...steps) => Promise.all(steps.map((step) => step({ buffered: true })));
/** Steps one after another, as one branch of `together`. */
const oneAfterAnother =
  (...steps) =>
  async (options) => {
    for (const step of steps) await step(options);
  };

ensureSystemPackages();

// Production dependencies against the registry's advisories (decision 1727): high or critical
// fails unless allowed by id in .ci/audit-allowlist.json; "not checked" when the registry has no
// advisory service to ask (AUDIT_REQUIRED=1 makes that a failure).
if (selected('dependency audit')) {
  console.log('\n━━ dependency audit');
  const started = Date.now();
  const { status } = spawnSync(process.execPath, ['scripts/audit.mjs'], { stdio: 'inherit' });
  results.push({
    title: 'dependency audit',
    ok: status === 0 || status === 3,
    seconds: (Date.now() - started) / 1000,
    load: load(),
    note: status === 3 ? 'not checked: no advisory service reachable' : undefined,
  });
}

try {
  imageMajor();
} catch (error) {
  console.error(`\n━━ runtime\n${error.message}`);
  results.push({ title: 'runtime', ok: false, seconds: 0, load: load() });
}

// The end-to-end set-ups use what this step builds instead of building again.
const prebuilt = { UMBRELLA_PREBUILT: '1' };

await run('build', 'npm', ['run', 'build', '--silent']);
// tsc and eslint each keep one core busy: side by side they take the time of the longer.
await together(
  (o) => run('type-check', 'npm', ['run', 'typecheck', '--silent'], o),
  (o) => run('lint', 'npm', ['run', 'lint', '--silent'], o),
);
await vitest('contract', ['--root', 'packages/contract']);
await vitest('edge', ['--root', 'packages/edge']);

// The whole back-office suite on production's engine, from a template database built once; the
// files whose behaviour depends on the engine again on the embedded default's (decision 1746).
const postgresTitle = 'back-office on PostgreSQL';
async function backofficeOnPostgres(options) {
  if (!selected(postgresTitle)) return;
  const pg = await startPostgres();
  try {
    await vitest(postgresTitle, ['--root', 'packages/backoffice'], { ...options, env: { TEST_DATABASE_URL: pg.url } });
  } finally {
    pg.stop();
  }
}

// End to end mostly waits on Chromium and the product it starts for each file, one file at a time;
// the server suites, one vitest worker each, use the other core meanwhile (decision 1767).
await together(
  (o) => vitest('end to end (Chromium)', ['--config', 'e2e/vitest.config.ts'], { ...o, env: prebuilt, retry: true }),
  oneAfterAnother(
    backofficeOnPostgres,
    (o) =>
      vitest('back-office on PGlite (engine-specific files)', ['--root', 'packages/backoffice'], {
        ...o,
        env: { TEST_ENGINE_SPECIFIC: '1' },
      }),
    (o) => vitest('gateway', ['--root', 'packages/gateway'], o),
  ),
);

// Each on its own PostgreSQL server or Kamailio, on ports of their own.
await together(
  (o) => vitest('two back-offices and two gateways on one PostgreSQL', ['--config', 'e2e/cluster/vitest.config.ts'], o),
  (o) =>
    vitest('back-office database blip (PostgreSQL)', ['--config', 'packages/backoffice/test/blip/vitest.config.ts'], o),
  (o) => vitest('telephony (Kamailio, baresip)', ['--config', 'packages/gateway/test/telephony/vitest.config.ts'], o),
);
await vitest('web', ['--root', 'packages/web'], { retry: true });
await vitest('end to end softphone (Chromium, Kamailio)', ['--config', 'e2e/softphone/vitest.config.ts'], {
  env: prebuilt,
  retry: true,
});

const total = (Date.now() - suiteStarted) / 1000;
writeFileSync('test-results/timings.md', timings());

// Failures again, then the summary: the end of a long log is what a reader sees first.
for (const r of results.filter((r) => r.failures)) console.log(`\n━━ what failed in ${r.title}\n${r.failures}`);
const retried = results.flatMap((r) => flakyTests(r.title).map((t) => ({ ...t, step: r.title })));
if (retried.length) {
  console.log('\n━━ passed only on a second try (mend these)');
  for (const t of retried)
    console.log(`- ${t.file} › ${t.name}\n  first try: ${t.firstError.replaceAll('\n', '\n  ')}`);
}
console.log('\n━━ summary');
for (const r of results) {
  console.log(`${r.ok ? '✔' : '✘'} ${r.title} (${r.seconds.toFixed(1)} s)${r.note ? ` — ${r.note}` : ''}`);
}
console.log(`${total.toFixed(0)} s in all; per step, load and slowest tests: test-results/timings.md`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

/** The step table with the load (1-minute average, before → after) and each step's five slowest tests. */
function timings() {
  const lines = [
    `# npm test, ${new Date().toISOString()}: ${total.toFixed(0)} s on Node ${process.versions.node}`,
    '',
    '| step | result | seconds | load |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.title} | ${r.ok ? 'passed' : 'FAILED'}${r.note ? ` (${r.note})` : ''} | ${r.seconds.toFixed(1)} | ${r.load} |`,
    ),
  ];
  for (const r of results) {
    const retried = flakyTests(r.title);
    if (retried.length) lines.push('', `## ${r.title}: passed only on a second try`, '');
    for (const t of retried) lines.push(`- ${t.file} › ${t.name}: ${t.firstError.split('\n')[0]}`);
  }
  for (const r of results) {
    const slowest = slowestTests(`${REPORTS}/${slug(r.title)}.json`);
    if (!slowest.length) continue;
    lines.push('', `## ${r.title}: slowest tests`, '');
    for (const t of slowest) lines.push(`- ${(t.duration / 1000).toFixed(1)} s ${t.file} › ${t.name}`);
  }
  return `${lines.join('\n')}\n`;
}

function slowestTests(report) {
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return [];
  }
  const root = `${process.cwd()}/`;
  return json.testResults
    .flatMap((file) =>
      file.assertionResults.map((t) => ({
        file: file.name.replace(root, ''),
        name: t.fullName ?? t.title,
        duration: t.duration ?? 0,
      })),
    )
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5);
}
