/**
 * Reconciliation report parsing figures (issue 11): a generated .xlsx report of N rows (order code,
 * amount), read three ways side by side in one run, each in its own child process so that its peak
 * RSS is its own:
 *   - streaming: the gateway's parser (exceljs streaming reader + header and row validation),
 *   - whole:     exceljs whole-workbook read (Workbook.xlsx.load) and a walk over every row,
 *   - sax:       the floor — the sheet's XML inflated and run through saxes, counting cells;
 * (a baseline child only reads the file: its RSS is what the runtime itself takes);
 * then the streaming parser at a larger size (RSS against the first size), and /healthz p99 of a
 * Fastify server running the gateway's health plugin while the worker parses the report.
 *
 * Each child runs --repeat times (3 unless told) and its fastest run and smallest peak RSS are kept:
 * on a shared machine what varies between runs is the other load (a starved garbage collector lets
 * the heap grow), not the parser. The streaming child also says how much heap its result holds after
 * a full collection (what the parser keeps: the rows handed to the back-office).
 *
 *   node_modules/.bin/tsx bench/reports/run.ts [--rows 100000] [--large 500000] [--probes 2000] [--repeat 3] [--write]
 *
 * --write puts the results into bench/reports/README.md between the reports-results markers.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { writeReadmeSection } from '../lib/readme-section';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    large: { type: 'string', default: '500000' },
    probes: { type: 'string', default: '2000' },
    repeat: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
    // Internal: run one variant in this (child) process and print its figures as JSON.
    variant: { type: 'string' },
    file: { type: 'string' },
  },
});

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '../..');
type Figures = { variant: string; rows: number; ms: number; peakRssMb: number; errors?: number; keptMb?: number };

/** Heap in use after a full collection, in MB. */
function heapAfterGcMb(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const limitsFor = (rows: number) => ({
  maxBytes: 500 * 1024 * 1024,
  maxRows: rows + 10,
  maxUnzippedBytes: 2 * 1024 * 1024 * 1024,
  maxZipRatio: 1000,
  maxErrors: 1000,
});

/** A report of `rows` rows as the couriers send them, written once per size with exceljs's streaming writer. */
async function reportFile(rows: number): Promise<string> {
  const dir = join(tmpdir(), 'umbrella-bench-reports');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `report-${rows}.xlsx`);
  if (existsSync(file)) return file;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('Reporte');
  sheet.addRow(['pedido', 'monto', 'fecha']).commit();
  const date = new Date(Date.UTC(2026, 10, 20));
  for (let i = 0; i < rows; i++) sheet.addRow([`PE-${100000 + i}`, 10 + (i % 500) + 0.5, date]).commit();
  sheet.commit();
  await book.commit();
  return file;
}

/** One variant, in this process: time and the process's peak RSS. */
async function runVariant(variant: string, file: string): Promise<Figures> {
  const data = await readFile(file);
  const heapBeforeMb = variant === 'streaming' ? heapAfterGcMb() : 0;
  const start = performance.now();
  let rows = 0;
  let errors: number | undefined;
  let keptMb: number | undefined;
  if (variant === 'baseline') {
    rows = data.length > 0 ? 0 : -1;
  } else if (variant === 'streaming') {
    const { parseReport } = await import('../../packages/gateway/src/reports/parse-report.js');
    const expected = Number(/report-(\d+)/.exec(file)?.[1] ?? 0);
    const result = await parseReport(data, limitsFor(expected));
    rows = result.rows.length;
    errors = result.errors.length;
    keptMb = heapAfterGcMb() - heapBeforeMb;
  } else if (variant === 'whole') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    book.worksheets[0]?.eachRow((row) => {
      if (Array.isArray(row.values)) rows += 1;
    });
    rows -= 1;
  } else if (variant === 'sax') {
    const zip = await JSZip.loadAsync(data);
    const sheet = zip.file('xl/worksheets/sheet1.xml');
    if (!sheet) throw new Error('no sheet1.xml');
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (tag.name === 'row') rows += 1;
    });
    await new Promise<void>((resolve, reject) => {
      sheet
        .nodeStream('nodebuffer')
        .on('data', (chunk: Buffer) => parser.write(chunk.toString('utf8')))
        .on('end', () => {
          parser.close();
          resolve();
        })
        .on('error', reject);
    });
    rows -= 1;
  } else throw new Error(`unknown variant ${variant}`);
  const ms = performance.now() - start;
  return { variant, rows, ms, peakRssMb: process.resourceUsage().maxRSS / 1024, errors, keptMb };
}

function childOnce(variant: string, file: string): Figures {
  const out = execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(HERE, 'run.ts'), '--variant', variant, '--file', file],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Figures;
}

/** The variant run --repeat times: its fastest time and smallest peak RSS. */
function child(variant: string, file: string): Figures {
  const runs = Array.from({ length: Math.max(1, Number(values.repeat)) }, () => childOnce(variant, file));
  const first = runs[0] as Figures;
  return {
    ...first,
    ms: Math.min(...runs.map((r) => r.ms)),
    peakRssMb: Math.min(...runs.map((r) => r.peakRssMb)),
  };
}

/** /healthz latencies, one request at a time, while the gateway's worker parses the report. */
async function healthzDuringParse(file: string, probes: number) {
  const { default: Fastify } = await import('fastify');
  const { healthPlugin } = await import('../../packages/gateway/src/plugins/health.js');
  const { parseInWorker } = await import('../../packages/gateway/src/reports/parse-in-worker.js');
  const app = Fastify();
  await app.register(healthPlugin, { ready: async () => true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const data = await readFile(file);
  const rows = Number(/report-(\d+)/.exec(file)?.[1] ?? 0);
  let parsing = true;
  const parse = parseInWorker(data, limitsFor(rows), { heapMb: 1024, timeoutMs: 600_000 }).finally(() => {
    parsing = false;
  });
  const latencies: number[] = [];
  while (parsing && latencies.length < probes) {
    const start = performance.now();
    const response = await fetch(`${address}/healthz`);
    await response.text();
    latencies.push(performance.now() - start);
  }
  const result = await parse;
  await app.close();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? Number.NaN;
  return {
    probes: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    parsedRows: result.rows.length,
  };
}

async function main() {
  if (values.variant && values.file) {
    console.log(JSON.stringify(await runVariant(values.variant, values.file)));
    return;
  }
  const rows = Number(values.rows);
  const large = Number(values.large);
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const file = await reportFile(rows);
  const largeFile = await reportFile(large);
  const figures = ['baseline', 'streaming', 'whole', 'sax'].map((variant) => child(variant, file));
  const largeStreaming = child('streaming', largeFile);
  const health = await healthzDuringParse(file, Number(values.probes));
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const sax = figures.find((f) => f.variant === 'sax');
  const streaming = figures.find((f) => f.variant === 'streaming');
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, load average before ${load}, after ${loadAfter}; each child ${values.repeat} times, fastest time and smallest peak RSS.`,
    '',
    `| ${rows.toLocaleString('en')} rows | time | × SAX floor | peak RSS | rows read |`,
    '|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.variant} | ${(f.ms / 1000).toFixed(2)} s | ${sax ? (f.ms / sax.ms).toFixed(2) : '—'} | ${f.peakRssMb.toFixed(0)} MB | ${f.rows}${f.errors ? ` (${f.errors} errors)` : ''} |`,
    ),
    '',
    `Streaming at ${large.toLocaleString('en')} rows: ${(largeStreaming.ms / 1000).toFixed(2)} s, peak RSS ${largeStreaming.peakRssMb.toFixed(0)} MB = ${streaming ? (largeStreaming.peakRssMb / streaming.peakRssMb).toFixed(2) : '—'}× the RSS at ${rows.toLocaleString('en')} rows (target ≤ 1.3×).`,
    `The parsed rows held after a full collection: ${streaming?.keptMb?.toFixed(0) ?? '—'} MB at ${rows.toLocaleString('en')} rows, ${largeStreaming.keptMb?.toFixed(0) ?? '—'} MB at ${large.toLocaleString('en')}.`,
    '',
    `/healthz during a ${rows.toLocaleString('en')}-row parse in the worker: ${health.probes} sequential probes, p50 ${health.p50.toFixed(2)} ms, p99 ${health.p99.toFixed(2)} ms, max ${health.max.toFixed(2)} ms (target p99 ≤ 20 ms).`,
  ];
  const text = lines.join('\n');
  console.log(text);
  if (values.write) {
    writeReadmeSection('reports', 'reports-results', text);
  }
}

await main();
