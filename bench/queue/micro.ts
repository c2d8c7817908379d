/** Timing of the claim statement by batch size: node_modules/.bin/tsx bench/queue/micro.ts <postgres url> */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../../packages/backoffice/src/db/database.js';
import { workspaceReads } from '../../packages/backoffice/src/modules/workspace/reads.js';
import { claimBatch } from '../../packages/backoffice/src/modules/workspace/tasks/claim-sql.js';
import { loadEligibility } from '../../packages/backoffice/src/modules/workspace/tasks/eligibility.js';
import { prepare } from './setup.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:54330/postgres';
const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
const name = `bench_micro_${Date.now().toString(36)}`;
await sql.raw(`create database ${name}`).execute(admin.db);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
try {
  const arena = await prepare(handle.db, { accounts: 100_000, leads: 100_000 });
  const { rules } = await loadEligibility(workspaceReads(handle.db).groupRules, arena.firstAccountId);
  let account = arena.firstAccountId;
  for (const size of [1, 1, 10, 50, 100, 100, 1, 1]) {
    const reps = size === 1 ? 200 : 20;
    let claimMs = 0;
    for (let r = 0; r < reps; r++) {
      const now = new Date();
      const agents = Array.from({ length: size }, () => ({ accountId: account++, shiftBound: true }));
      const t0 = performance.now();
      await claimBatch(handle.db, {
        agents,
        rules,
        now,
        reservationCutoff: new Date(now.getTime() - 900_000),
        extendUntil: new Date(now.getTime() + 3_600_000),
      });
      claimMs += performance.now() - t0;
    }
    console.log(`batch ${size}: ${(claimMs / reps).toFixed(2)} ms, per agent ${(claimMs / reps / size).toFixed(3)} ms`);
  }
} finally {
  await handle.close();
  await sql.raw(`drop database ${name} with (force)`).execute(admin.db);
  await admin.close();
}
