/**
 * Documents and scripts figures (issue 12): each document list page and the unread counters over
 * 200 000 documents (600 000 comments) and 300 users, through the real routes (Fastify inject) on
 * PGlite or PostgreSQL; whether the counters scan document_comments (the table's sequential-scan
 * count before and after, from pg_stat_user_tables); and the script diff of two 20 KB versions.
 *
 *   node_modules/.bin/tsx bench/documents/run.ts [--documents 200000] [--users 300] [--runs 40] [--url postgres://…] [--write]
 *
 * --write puts the table into bench/documents/README.md between the documents markers.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../packages/backoffice/src/db/database.js';
import { diffHtml } from '../../packages/backoffice/src/platform/html/diff.js';
import { seedManyDocuments } from '../../packages/backoffice/src/testing/document-fixtures.js';
import { startBenchBackoffice } from '../lib/bench-backoffice.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { writeReadmeSection } from '../lib/readme-section';
import { seedDemoThen } from '../lib/seed-demo-then.js';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '200000' },
    users: { type: 'string', default: '300' },
    runs: { type: 'string', default: '40' },
    url: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const documents = Number(values.documents);
const users = Number(values.users);
const runs = Number(values.runs);
const BUDGET_MS = 5;
const DIFF_BUDGET_MS = 50;

const open = () => openBenchDatabase({ url: values.url, prefix: 'bench_documents', poolSize: 4 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function seqScans(handle: DatabaseHandle, table: string): Promise<number> {
  const row = await sql<{ n: number | null }>`
    select seq_scan as n from pg_stat_user_tables where relname = ${table}`.execute(handle.db);
  return Number(row.rows[0]?.n ?? Number.NaN);
}

/** Two 20 KB script versions that differ in every tenth paragraph. */
function scriptVersions(): [string, string] {
  const paragraph = (i: number, changed: boolean) =>
    `<h3>Paso ${i}</h3><p>${changed ? 'Pregunte primero por la dirección de entrega y confirme el distrito' : 'Salude al cliente por su nombre y confirme que puede hablar ahora'} (${i}).</p><ul><li>Producto</li><li>Precio</li></ul>`;
  let a = '';
  let b = '';
  for (let i = 0; a.length < 20_000; i++) {
    a += paragraph(i, false);
    b += paragraph(i, i % 10 === 0);
  }
  return [a, b];
}

async function main() {
  const { handle, engine, close } = await open();
  const { seeded: accountIds, seconds: seedSeconds } = await seedDemoThen(handle.db, () =>
    seedManyDocuments(handle.db, { documents, users }),
  );

  const { app, tokens, backoffice } = await startBenchBackoffice(handle);
  // One of the seeded users reads (the eighth, or the last when fewer are seeded).
  const reader = Math.min(7, accountIds.length - 1);
  const user = `bench-docs-${reader}`;
  const headers = {
    authorization: `Bearer ${await tokens.forAccount(handle.db, user, { permissions: ['read:report'] })}`,
  };
  const me = accountIds[reader] as number;
  const aDocument = await handle.db
    .selectFrom('documents')
    .select('id')
    .where('assigned_id', '=', me)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

  const cases: [string, string][] = [
    ['all, first page', '/module/documents/documents?take=10'],
    ['all, page 100', '/module/documents/documents?take=10&skip=1000'],
    ['all, one region and type', '/module/documents/documents?take=10&regionId=cl-central&type=quality%20check'],
    ['all, by order short code', '/module/documents/documents?take=10&shortCode=PER-123-000123'],
    ['assigned to me', '/module/documents/documents/assigned-to-me?take=10'],
    ['reporting to me', '/module/documents/documents/report-to-me?take=10'],
    ['created by me', '/module/documents/documents/mine?take=10'],
    ['unread counter, all my documents', '/module/documents/comment-counter'],
    ['unread counter, one document', `/module/documents/comment-counter/${aDocument.id}`],
  ];
  const rows: { name: string; p50: number; p95: number; rows: string }[] = [];
  for (const [name, url] of cases) {
    const first = await app.inject({ url, headers });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    const body = first.json();
    const shown = Array.isArray(body?.data)
      ? `${body.data.length} of ${body.count}`
      : JSON.stringify(body).slice(0, 40);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await app.inject({ url, headers });
      times.push(performance.now() - t0);
    }
    times.sort((x, y) => x - y);
    rows.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), rows: shown });
  }

  const scansBefore = await seqScans(handle, 'document_comments');
  for (let i = 0; i < 10; i++) await app.inject({ url: '/module/documents/comment-counter', headers });
  await app.inject({ url: `/module/documents/comment-counter/${aDocument.id}`, headers });
  const scansAfter = await seqScans(handle, 'document_comments');

  const [older, newer] = scriptVersions();
  const diffTimes: number[] = [];
  diffHtml(older, newer);
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    diffHtml(older, newer);
    diffTimes.push(performance.now() - t0);
  }
  diffTimes.sort((x, y) => x - y);

  await app.close();
  await backoffice.close();
  await close();

  const fmt = (ms: number) => ms.toFixed(2);
  const lines = [
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${engine}, ${documents.toLocaleString('en')} documents, ${(documents * 3).toLocaleString('en')} comments, ${users} users (seeded in ${seedSeconds.toFixed(0)} s), ${runs} runs each through the route (Fastify inject, token verified), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}:`,
    '',
    '| request | p50 ms | p95 ms | answer | budget p50 |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.rows} | ${r.name.startsWith('unread') ? '–' : r.p50 <= BUDGET_MS ? 'ok' : '**over**'} |`,
    ),
    '',
    `- Sequential scans of document_comments during 11 counter requests: ${Number.isNaN(scansAfter) ? 'not reported by this engine' : scansAfter - scansBefore} (${scansAfter - scansBefore === 0 ? 'read through indexes' : 'counters scan the table'}).`,
    `- Script diff of two ${(older.length / 1024).toFixed(1)} KB versions (every tenth step changed), 20 runs: p50 ${fmt(percentile(diffTimes, 50))} ms, max ${fmt(diffTimes.at(-1) ?? Number.NaN)} ms (budget ${DIFF_BUDGET_MS} ms: ${(diffTimes.at(-1) ?? Number.POSITIVE_INFINITY) <= DIFF_BUDGET_MS ? 'ok' : '**over**'}).`,
  ];
  const block = lines.join('\n');
  console.log(block);
  if (values.write) {
    writeReadmeSection(
      'documents',
      'documents',
      `# Documents and script diff (bench/documents)\n\n\`\`\`\nnode_modules/.bin/tsx bench/documents/run.ts --write\n\`\`\`\n\nEach list page and the unread counters over many documents through the real routes; budget p50 ≤ ${BUDGET_MS} ms per page on PGlite, counters read without scanning document_comments, a 20 KB script diff ≤ ${DIFF_BUDGET_MS} ms (issue 12).\n\n${block}`,
    );
  }
}

await main();
