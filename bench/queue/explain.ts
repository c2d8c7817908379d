/** EXPLAIN ANALYZE of one claim on a bench-sized queue: node_modules/.bin/tsx bench/queue/explain.ts <postgres url> */
import { sql } from 'kysely';
import { openDatabase } from '../../packages/backoffice/src/db/database.js';
import { workspaceReads } from '../../packages/backoffice/src/modules/workspace/reads.js';
import { claimBatchSql } from '../../packages/backoffice/src/modules/workspace/tasks/claim-sql.js';
import { loadEligibility } from '../../packages/backoffice/src/modules/workspace/tasks/eligibility.js';
import { prepare } from './setup.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:54330/postgres';
const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
const name = `bench_explain_${Date.now().toString(36)}`;
await sql.raw(`create database ${name}`).execute(admin.db);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
try {
  const arena = await prepare(handle.db, { accounts: 50_000, leads: 50_000 });
  const { rules } = await loadEligibility(workspaceReads(handle.db).groupRules, arena.firstAccountId);
  for (let i = 0; i < 3; i++) {
    const now = new Date();
    const query = claimBatchSql({
      agents: [{ accountId: arena.firstAccountId + i, shiftBound: true }],
      rules,
      now,
      reservationCutoff: new Date(now.getTime() - 900_000),
      extendUntil: new Date(now.getTime() + 3_600_000),
    });
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${query}`.execute(handle.db);
    if (i === 2) console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
} finally {
  await handle.close();
  await sql.raw(`drop database ${name} with (force)`).execute(admin.db);
  await admin.close();
}
