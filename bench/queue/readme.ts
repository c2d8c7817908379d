/** Writes the queue section of bench/queue/README.md between its markers. */

import { loadavg } from 'node:os';
import { writeReadmeSection } from '../lib/readme-section';

export type ConcurrentRow = {
  mode: 'batched' | 'naive';
  agents: number;
  claims: number;
  claimsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  duplicates: number;
  ratioTo10?: number;
};
type Latency = { meanMs: number; p50Ms: number; p99Ms: number };
export type SingleRow = { engine: string; claimStatement: Latency; nextCall: Latency };
export type Results = {
  concurrent: ConcurrentRow[];
  single: SingleRow[];
  seconds: number;
  when: string;
  load: number[];
};

function section(r: Results): string {
  const verdict = (ok: boolean) => (ok ? 'ok' : '**missed**');
  const rows = r.concurrent
    .map((c) => {
      const ratioOk = c.mode === 'naive' || c.agents < 200 || (c.ratioTo10 ?? 0) >= 0.8;
      const p99Ok = c.mode === 'naive' || c.p99Ms <= 50;
      // Issue 18: no floor asks in a closed loop; the 500-agent target is now the floor's (bench/queue/floor.ts).
      const targets =
        c.mode === 'batched' && c.agents < 500
          ? `${verdict(ratioOk && p99Ok && c.duplicates === 0)}`
          : c.mode === 'batched'
            ? 'information'
            : '–';
      return `| ${c.mode} | ${c.agents} | ${c.claimsPerSecond} | ${c.ratioTo10 ?? ''} | ${c.p50Ms} | ${c.p99Ms} | ${c.duplicates} | ${targets} |`;
    })
    .join('\n');
  const big = r.concurrent.filter((c) => c.mode === 'batched' && c.agents >= 200);
  const naiveWorst = r.concurrent
    .filter((c) => c.mode === 'naive')
    .sort((a, b) => (a.ratioTo10 ?? 0) - (b.ratioTo10 ?? 0))[0];
  const byEngine = (prefix: string) => r.single.find((s) => s.engine.startsWith(prefix))?.nextCall.p50Ms;
  const lite = byEngine('PGlite');
  const durable = byEngine('PostgreSQL (durable');
  const reading = [
    `- Throughput with 200/500 agents: ${big.map((c) => `${c.ratioTo10}×`).join(' / ')} the 10-agent figure (target ≥ 0.8×) — ${verdict(big.every((c) => (c.ratioTo10 ?? 0) >= 0.8))}; the naive shape falls to ${naiveWorst?.ratioTo10 ?? '?'}× at ${naiveWorst?.agents ?? '?'} agents.`,
    `- p99 with 200/500 agents: ${big.map((c) => `${c.p99Ms} ms`).join(' / ')} (target ≤ 50 ms with 200; 500 is information) — ${verdict(big.every((c) => c.agents >= 500 || c.p99Ms <= 50))}. In a closed loop the mean wait is agents ÷ throughput, so 500 agents within 50 ms need ≥ 10 000 claims/s on these 2 shared cores.`,
    `- Duplicates: ${r.concurrent.reduce((n, c) => n + c.duplicates, 0)} in ${r.concurrent.reduce((n, c) => n + c.claims, 0)} measured claims.`,
    `- One claim (next(), p50): durable PostgreSQL ${durable} ms (target ≤ 0.8) — ${verdict((durable ?? 99) <= 0.8)}; PGlite ${lite} ms (target ≤ 0.4) — ${verdict((lite ?? 99) <= 0.4)}.`,
    '- For reference, the bare statement `update … where id = (select … for update skip locked limit 1)` with pgbench on this machine: ~8 000/s with 10 connections, ~2 000/s with 200 (each client its own connection). On PGlite (0.5, WASM) the same bare statement alone takes ~0.58 ms and `select 1` ~0.15–0.2 ms on this machine, so 0.4 ms for a claim with its history, lead holder, shift and answer is below what this PGlite does; ours is ~1.2× the bare statement.',
  ].join('\n');
  const single = r.single
    .map(
      (s) =>
        `| ${s.engine} | ${s.nextCall.p50Ms} | ${s.nextCall.meanMs} | ${s.nextCall.p99Ms} | ${s.claimStatement.p50Ms} |`,
    )
    .join('\n');
  return `## Task queue (bench/queue)

Next-task claims on PostgreSQL with 10, 50, 200 and 500 agents asking in a closed loop (each asks
again the instant it is answered); then one claim on its own on PGlite, PostgreSQL and durable
PostgreSQL. Targets (issue 4): with 200 agents ≥ 0.8× the 10-agent figure, p99 ≤ 50 ms, 0
duplicates; one claim ≤ 0.4 ms on PGlite and ≤ 0.8 ms on durable PostgreSQL. The 500-agent row is
information: no floor asks in a closed loop, and issue 18 replaced its target with the shift-start
burst and the steady floor (the section above).

\`\`\`
npx tsc -b packages/contract && node_modules/.bin/tsx bench/queue/run.ts          # ~5 min, writes this section
node_modules/.bin/tsx bench/queue/run.ts --only concurrent|single --quick         # a part, nothing written
node_modules/.bin/tsx bench/queue/explain.ts <postgres url>                         # EXPLAIN of one claim
\`\`\`

- Servers: Debian's PostgreSQL started by the bench under /tmp (fsync, synchronous commit and
  full-page writes off, as in the tests; "durable" keeps the defaults), PGlite in process.
- Agents: ${r.concurrent.length ? 'each request comes from a distinct agent on shift who holds nothing (on a floor, an agent asks, then works its task for minutes); all share one group' : ''}.
  The path measured is the product's: \`tasks.next()\` → dispatcher → \`workspace_claim\` → the task with
  its lead, one round trip. **batched**: a pool of 10 connections, batches per eligibility key
  (decision 0503). **naive**: one connection per agent, one statement per claim — the shape that
  collapses.
- Each scenario: ${r.seconds} s measured after 0.4 s of warm-up, from a reset queue; latencies are
  per request from the call to the answer; duplicates are tasks answered twice plus leads or
  agents holding two claimed tasks in the table afterwards.
- Machine: this repository's CI kind (2 cores) shared with other work; load average at the
  start ${r.load.map((l) => l.toFixed(1)).join(' / ')}. Figures move with that load; the ratios within one run are the
  meaningful part.

Last run ${r.when.replace('T', ' ').slice(0, 16)} UTC:

| mode | agents | claims/s | × 10-agent | p50 ms | p99 ms | duplicates | targets |
|---|---|---|---|---|---|---|---|
${rows}

| one claim, alone | p50 ms | mean ms | p99 ms | claim statement p50 ms |
|---|---|---|---|---|
${single}

Reading:

${reading}`;
}

export function writeReadme(results: Results): void {
  writeReadmeSection('queue', 'queue', section(results));
}

export const machineLoad = () => loadavg();
