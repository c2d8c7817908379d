import { readFile, writeFile } from 'node:fs/promises';
import { writeReadmeSection } from '../lib/readme-section';

type Stats = { n: number; p50: number; p95: number; max: number };
type Result = {
  time: string;
  runs: number;
  loadAverage?: number;
  click: Stats;
  push: Stats;
  pushFrameToScreen: Stats;
  targetMs: number;
};

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const verdict = (s: Stats, target: number) => (s.p95 <= target ? 'ok' : '**over**');

type Earlier = { time: string; runs: number; loadAverage: number; click: [number, number]; push: [number, number] };

/** Appends the run to runs.jsonl and answers every run so far (the machine is shared: one run is noisy). */
async function remember(result: Result): Promise<Earlier[]> {
  const path = new URL('./runs.jsonl', import.meta.url);
  const text = await readFile(path, 'utf8').catch(() => '');
  const earlier = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Earlier);
  const all = [
    ...earlier,
    {
      time: `${result.time.slice(0, 19)}Z`,
      runs: result.runs,
      loadAverage: Math.round((result.loadAverage ?? 0) * 10) / 10,
      click: [Math.round(result.click.p50), Math.round(result.click.p95)] as [number, number],
      push: [Math.round(result.push.p50), Math.round(result.push.p95)] as [number, number],
    },
  ];
  await writeFile(path, all.map((run) => `${JSON.stringify(run)}\n`).join(''));
  return all;
}

/** Writes this benchmark's page, bench/task-latency/README.md (between its markers). */
export async function updateReadme(result: Result): Promise<void> {
  const runs = await remember(result);
  const section = [
    '# Outcome to next task (bench/task-latency)',
    '',
    'Time from an outcome’s click to the next task on screen, in Debian Chromium against the real',
    'product (`npm start` shape, PGlite, TEST_CLOCK=1). Target (issue 4): ≤ 300 ms with push.',
    '',
    '```',
    'npm run build && npx tsx bench/task-latency/run.ts --runs 30',
    '```',
    '',
    '- **click**: work is waiting; “No answer” is clicked; the next lead replaces the current one',
    '  (change-status → fetch-next → render). Timed in the page from the click event to the new lead id.',
    '- **push**: the agent waits on the searching screen with nothing to do; a lead reserved for it',
    '  arrives and the workspace sweep runs (kicked as a commit kicks it), `task.available` is pushed,',
    '  the page fetches and renders it. Timed from the lead’s creation to the lead id on screen;',
    '  “frame → screen” is the part after the push frame reached the browser.',
    '',
    `Last run ${result.time.slice(0, 16).replace('T', ' ')} UTC, ${result.runs} runs each, on this repository’s machine kind (2 cores, shared; load average ${result.loadAverage?.toFixed(1) ?? '?'} at the start — other suites were running). The verdict is on p95.`,
    '',
    '| path | p50 | p95 | max | target | |',
    '|---|---|---|---|---|---|',
    `| click → next task on screen | ${ms(result.click.p50)} | ${ms(result.click.p95)} | ${ms(result.click.max)} | ${result.targetMs} ms | ${verdict(result.click, result.targetMs)} |`,
    `| new lead → pushed → on screen | ${ms(result.push.p50)} | ${ms(result.push.p95)} | ${ms(result.push.max)} | ${result.targetMs} ms | ${verdict(result.push, result.targetMs)} |`,
    `| push frame → on screen | ${ms(result.pushFrameToScreen.p50)} | ${ms(result.pushFrameToScreen.p95)} | ${ms(result.pushFrameToScreen.max)} | – | |`,
    '',
    'Every run so far (p50 / p95; the load average says how busy the shared machine was):',
    '',
    '| run (UTC) | runs | load | click | push |',
    '|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.time.slice(0, 16).replace('T', ' ')} | ${r.runs} | ${r.loadAverage} | ${r.click[0]} / ${r.click[1]} ms | ${r.push[0]} / ${r.push[1]} ms |`,
    ),
  ].join('\n');
  writeReadmeSection('task-latency', 'task-latency', section);
}
