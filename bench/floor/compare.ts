/**
 * The floor's runs side by side: every pair of runs of one shape and size kept with `--label`
 * (bench/floor/runs/<shape>-<agents>-<label>.json), the first label against the second — latency
 * per agent operation, CPU a request per process, statements a request, each with its ratio and
 * the load each run started at — written into the floor's page (`--write`).
 *
 *   node_modules/.bin/tsx bench/floor/compare.ts --before before --after after [--write] [--section floor-results-compare]
 *
 * `--before` may list labels (`--before quiet700b,quiet700,quiet300`): each run labelled `--after`
 * is set beside the first of them kept for its shape and size, so the latest earlier run of each
 * is compared without copying it under one label.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../e2e/harness/product';
import { ms } from '../lib/percentiles';
import { writeReadmeSection } from '../lib/readme-section';

const flag = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] as string) : fallback;
};
const BEFORE_LABELS = flag('before', 'before').split(',');
const BEFORE = BEFORE_LABELS.join(' / ');
const AFTER = flag('after', 'after');
const RUNS = join(ROOT, 'bench/floor/runs');
const AGENT_OPERATIONS = ['start shift', 'next task', 'outcome', 'create order'];

type Run = {
  when: string;
  shape: string;
  agents: number;
  loadBefore: number[];
  loadAfter: number[];
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  operations: { name: string; n: number; p50: number; p95: number; p99: number; errors: number }[];
  usage: { name: string; cpuSeconds: number }[];
  statements?: { total: number; perRequest: number; roundTripsPerRequest?: number };
  stateChanges?: number;
  wallboardEvents?: number;
  lag?: { p50: number; p95: number; p99: number; max: number };
};

const read = (file: string) => JSON.parse(readFileSync(join(RUNS, file), 'utf8')) as Run;
const ratio = (before: number, after: number) => (before > 0 ? `${(after / before).toFixed(2)}×` : '–');
const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
const cpuPerRequest = (run: Run, name: string) => {
  const u = run.usage.find((x) => x.name === name);
  return u ? (u.cpuSeconds * 1000) / run.requests : Number.NaN;
};

const beforeOf = (after: string) =>
  BEFORE_LABELS.map((label) => after.replace(`-${AFTER}.json`, `-${label}.json`)).find((f) =>
    existsSync(join(RUNS, f)),
  );
const pairs = existsSync(RUNS)
  ? readdirSync(RUNS)
      .filter((f) => f.endsWith(`-${AFTER}.json`))
      .flatMap((after) => {
        const before = beforeOf(after);
        return before
          ? [
              {
                before: read(before),
                after: read(after),
                beforeLabel: before
                  .split('-')
                  .slice(2)
                  .join('-')
                  .replace(/\.json$/, ''),
              },
            ]
          : [];
      })
      .sort((a, b) => a.before.shape.localeCompare(b.before.shape) || a.before.agents - b.before.agents)
  : [];
if (!pairs.length) throw new Error(`no pair of runs labelled ${BEFORE} and ${AFTER} in ${RUNS}`);

const blocks = pairs.map(({ before, after, beforeLabel }) => {
  const processes = before.usage.map((u) => u.name).filter((name) => !name.startsWith('load client'));
  const rows = AGENT_OPERATIONS.map((name) => {
    const b = before.operations.find((o) => o.name === name);
    const a = after.operations.find((o) => o.name === name);
    if (!b || !a) return `| ${name} | – | – | – | – |`;
    return `| ${name} | ${ms(b.p50)} → ${ms(a.p50)} | ${ms(b.p95)} → ${ms(a.p95)} | ${ms(b.p99)} → ${ms(a.p99)} (${ratio(b.p99, a.p99)}) | ${b.errors} → ${a.errors} |`;
  });
  const cpu = processes.map((name) => {
    const b = cpuPerRequest(before, name);
    const a = cpuPerRequest(after, name);
    return `| CPU a request: ${name} | ${b.toFixed(2)} ms → ${a.toFixed(2)} ms (${ratio(b, a)}) |`;
  });
  const statements =
    before.statements && after.statements
      ? [
          `| statements a request (pg_stat_statements, background work included) | ${before.statements.perRequest.toFixed(1)} → ${after.statements.perRequest.toFixed(1)} (${ratio(before.statements.perRequest, after.statements.perRequest)}) |`,
          ...(before.statements.roundTripsPerRequest && after.statements.roundTripsPerRequest
            ? [
                `| of which sent by a client (round trips) | ${before.statements.roundTripsPerRequest.toFixed(1)} → ${after.statements.roundTripsPerRequest.toFixed(1)} (${ratio(before.statements.roundTripsPerRequest, after.statements.roundTripsPerRequest)}) |`,
              ]
            : []),
        ]
      : [];
  const lag =
    before.lag && after.lag
      ? [
          `| supervisor lag: agent change → manager's \`wallboard.changed\`, p50 / p95 / p99 | ${ms(before.lag.p50)} / ${ms(before.lag.p95)} / ${ms(before.lag.p99)} ms → ${ms(after.lag.p50)} / ${ms(after.lag.p95)} / ${ms(after.lag.p99)} ms (p95 ${ratio(before.lag.p95, after.lag.p95)}) |`,
          `| \`wallboard.changed\` events of the region a second | ${((before.wallboardEvents ?? 0) / before.durationSeconds).toFixed(2)} → ${((after.wallboardEvents ?? 0) / after.durationSeconds).toFixed(2)} |`,
        ]
      : [];
  return `**${before.shape} shape, ${before.agents} agents** — ${beforeLabel}: ${before.when.slice(0, 16).replace('T', ' ')} UTC, load ${load(before.loadBefore)} at the start (${load(before.loadAfter)} at the end), ${before.requests.toLocaleString('en')} requests in ${before.durationSeconds.toFixed(0)} s; ${AFTER}: ${after.when.slice(0, 16).replace('T', ' ')} UTC, load ${load(after.loadBefore)} (${load(after.loadAfter)}), ${after.requests.toLocaleString('en')} requests in ${after.durationSeconds.toFixed(0)} s.

| agent operation | p50 ms | p95 ms | p99 ms | errors |
|---|---|---|---|---|
${rows.join('\n')}

| per request | ${beforeLabel} → ${AFTER} |
|---|---|
${[...lag, ...cpu, ...statements].join('\n')}`;
});

const text = `Side by side (\`bench/floor/compare.ts\`): each pair of runs of one shape and size, ${BEFORE} → ${AFTER}.

${blocks.join('\n\n')}`;
console.log(text);
// A comparison of its own keeps its own block (--section), beside the others of the page.
if (process.argv.includes('--write')) writeReadmeSection('floor', flag('section', 'floor-results-compare'), text);
