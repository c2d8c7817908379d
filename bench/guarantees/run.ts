/**
 * Guarantee set and lead intake figures (issue 15).
 *
 * 1. A month of LEADS leads over several offers × webmasters with known outcomes (seeded set-based),
 *    then a guarantee set for that month created through the real route (POST
 *    /module/guarantees/api/v1/guarantee-sets): how long the request takes to answer (it must
 *    answer at once) and how long the background computation takes until the set is computed
 *    (budget 10 s on PGlite). The computed rows are checked against a direct count of the leads.
 * 2. The intake API (POST /module/intake/api/v1/leads) at RATE leads/s for SECONDS seconds,
 *    open loop (requests are sent on schedule whatever the answers), one in RETRY_EVERY a retry
 *    of an externalId sent shortly before (often while the first is still in flight): p50/p99 of
 *    the answers and the leads in the database per externalId (0 duplicates).
 *
 *   node_modules/.bin/tsx bench/guarantees/run.ts [--leads 1000000] [--rate 500] [--seconds 20] [--url postgres://…] [--write]
 *
 * --write puts the result into bench/guarantees/README.md between the guarantees markers.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { APPROVED_LEAD_STATUSES } from '@umbrella/contract';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../packages/backoffice/src/db/database.js';
import { rotateApiKey } from '../../packages/backoffice/src/flows/lead-intake/intake.js';
import { startBenchBackoffice } from '../lib/bench-backoffice.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { writeReadmeSection } from '../lib/readme-section';
import { seedDemoThen } from '../lib/seed-demo-then.js';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000000' },
    webmasters: { type: 'string', default: '40' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    url: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const LEADS = Number(values.leads);
const WEBMASTERS = Number(values.webmasters);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const RETRY_EVERY = 10;
const COMPUTE_BUDGET_S = 10;
const ANSWER_BUDGET_MS = 500;
const GUARANTEES = '/module/guarantees/api/v1';
const INTAKE = '/module/intake/api/v1/leads';
const INTAKE_OFFER = 'PE-COLAGENO-LMX';
/** Worked leads' statuses the seed cycles through: approved ones and others (none enqueues a task). */
const OUTCOMES = [5, 3, 9, 4, 6, 40, 20, 8, 30, 3, 4, 7];

/** The last whole calendar month before now (UTC dates): the period of the set. */
function lastMonth(): { from: Date; next: Date; days: number; periodFrom: string; periodTo: string } {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    from,
    next,
    days: Math.round((next.getTime() - from.getTime()) / 86_400_000),
    periodFrom: day(from),
    periodTo: day(new Date(next.getTime() - 86_400_000)),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Pair = { offer_id: string; webmaster_id: number };

/**
 * WEBMASTERS webmasters; every active offer × webmaster pair gets leads, two pairs in three a
 * guarantee (one changed mid-month: the value in force at the end counts). LEADS leads spread over
 * the month, a day away from its edges (whatever the region's timezone), with statuses cycling
 * through OUTCOMES; a further 1 % in the month before, which the set must not count.
 */
async function seed(handle: DatabaseHandle, month: ReturnType<typeof lastMonth>) {
  const db = handle.db;
  const webmasters = (
    await sql<{ id: number }>`
      insert into webmasters (name) select 'BenchGar' || g from generate_series(1, ${WEBMASTERS}) g returning id`.execute(
      db,
    )
  ).rows.map((r) => r.id);
  const offers = (
    await sql<{ id: string; product_id: number; region_id: string }>`
      select id, product_id, region_id from offers where active order by id`.execute(db)
  ).rows;
  const pairs: Pair[] = offers.flatMap((o) => webmasters.map((w) => ({ offer_id: o.id, webmaster_id: w })));
  const guaranteed = pairs.filter((_, i) => i % 3 !== 0);
  const before = new Date(month.from.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
  const midMonth = new Date(month.from.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  await db
    .insertInto('webmaster_guarantees')
    .values(
      guaranteed.flatMap((p, i) => [
        { ...p, actual_from: before, value: 20 + (i % 7) * 5 },
        ...(i % 4 === 0 ? [{ ...p, actual_from: midMonth, value: 50 + (i % 5) * 5 }] : []),
      ]),
    )
    .execute();
  await sql`create table bench_pairs (n int primary key, offer_id text, webmaster_id int, region_id text, product_id int)`.execute(
    db,
  );
  await db
    .insertInto('bench_pairs' as never)
    .values(
      pairs.map((p, n) => {
        const offer = offers.find((o) => o.id === p.offer_id) as (typeof offers)[number];
        return { n, ...p, region_id: offer.region_id, product_id: offer.product_id } as never;
      }),
    )
    .execute();
  const outcomes = sql.raw(`array[${OUTCOMES.join(',')}]`);
  const insert = (from: number, to: number, start: Date, spanSeconds: number) => sql`
    insert into leads (region_id, product_id, offer_id, webmaster_id, name, phone, status, created_at, updated_at)
    select p.region_id, p.product_id, p.offer_id, p.webmaster_id, 'Cliente ' || g, '+5190' || lpad((g % 10000000)::text, 7, '0'),
           (${outcomes})[1 + (g / ${pairs.length}) % ${OUTCOMES.length}],
           ${start}::timestamptz + ((g::bigint * 7919) % ${spanSeconds}) * interval '1 second',
           ${start}::timestamptz + ((g::bigint * 7919) % ${spanSeconds}) * interval '1 second'
    from generate_series(${from}::int, ${to}::int) g
    join bench_pairs p on p.n = g % ${pairs.length}`;
  const batch = 100_000;
  const inMonth = new Date(month.from.getTime() + 86_400_000);
  const span = (month.days - 2) * 86_400;
  for (let from = 1; from <= LEADS; from += batch) {
    await insert(from, Math.min(LEADS, from + batch - 1), inMonth, span).execute(db);
  }
  const previous = new Date(month.from.getTime() - 20 * 86_400_000);
  await insert(LEADS + 1, LEADS + Math.ceil(LEADS / 100), previous, 15 * 86_400).execute(db);
  await sql`drop table bench_pairs`.execute(db);
  await sql`analyze`.execute(db);
  return { offers: offers.length, webmasters: webmasters.length, pairs: pairs.length, guaranteed: guaranteed.length };
}

/** The expected rows, counted directly: the leads of each guaranteed pair in the month. */
async function directCount(handle: DatabaseHandle, month: ReturnType<typeof lastMonth>) {
  const approved = sql.join(APPROVED_LEAD_STATUSES.map((s) => sql.lit(s)));
  const rows = await sql<{
    offer_id: string;
    webmaster_id: number;
    value: number;
    total: number | string;
    approved: number | string;
  }>`
    select l.offer_id, l.webmaster_id,
           (select g.value from webmaster_guarantees g where g.offer_id = l.offer_id and g.webmaster_id = l.webmaster_id
              and g.actual_from <= ${month.periodTo}::date order by g.actual_from desc limit 1) as value,
           count(*) as total, count(*) filter (where l.status in (${approved})) as approved
    from leads l
    where l.created_at >= ${month.from} and l.created_at < ${month.next}
      and exists (select 1 from webmaster_guarantees g where g.offer_id = l.offer_id and g.webmaster_id = l.webmaster_id)
    group by l.offer_id, l.webmaster_id`.execute(handle.db);
  return new Map(
    rows.rows.map((r) => {
      const total = Number(r.total);
      const ok = Number(r.approved);
      return [
        `${r.offer_id}/${r.webmaster_id}`,
        { total, approved: ok, toApprove: Math.max(0, Math.ceil((Number(r.value) * total) / 100) - ok) },
      ];
    }),
  );
}

async function main() {
  const { handle, engine, close } = await openBenchDatabase({ url: values.url, prefix: 'bench_guar', poolSize: 4 });
  const month = lastMonth();
  const { seeded: shape, seconds: seedSeconds } = await seedDemoThen(handle.db, () => seed(handle, month));
  const { app, tokens, backoffice } = await startBenchBackoffice(handle);
  const finance = { authorization: `Bearer ${await tokens.forAccount(handle.db, 'finance')}` };

  // 1. The guarantee set for the month (after one request of the module, so the route is warm).
  const warm = await app.inject({ url: `${GUARANTEES}/guarantees`, headers: finance });
  if (warm.statusCode !== 200) throw new Error(`list: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
  const t0 = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: `${GUARANTEES}/guarantee-sets`,
    headers: finance,
    payload: { periodFrom: month.periodFrom, periodTo: month.periodTo },
  });
  const answerMs = performance.now() - t0;
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body.slice(0, 300)}`);
  const setId = created.json().id as number;
  let computeSeconds = Number.NaN;
  for (;;) {
    const row = await handle.db
      .selectFrom('guarantee_sets')
      .select('computed_at')
      .where('id', '=', setId)
      .executeTakeFirstOrThrow();
    if (row.computed_at) {
      computeSeconds = (performance.now() - t0) / 1000;
      break;
    }
    if (performance.now() - t0 > 600_000) throw new Error('the set was not computed in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const expected = await directCount(handle, month);
  const computed = await handle.db
    .selectFrom('guarantee_set_rows')
    .select(['offer_id', 'webmaster_id', 'total_leads', 'approved_leads', 'leads_to_approve'])
    .where('set_id', '=', setId)
    .execute();
  const mismatches: string[] = [];
  for (const r of computed) {
    const want = expected.get(`${r.offer_id}/${r.webmaster_id}`) ?? { total: 0, approved: 0, toApprove: 0 };
    if (want.total !== r.total_leads || want.approved !== r.approved_leads || want.toApprove !== r.leads_to_approve)
      mismatches.push(`${r.offer_id}/${r.webmaster_id}`);
  }
  // The demo's own guarantees count too (pairs without leads in the month: rows of zeros).
  const pairs = await sql<{ n: number | string }>`select count(distinct (offer_id, webmaster_id)) as n
    from webmaster_guarantees where actual_from <= ${month.periodTo}::date`.execute(handle.db);
  if (computed.length !== Number(pairs.rows[0]?.n))
    mismatches.push(`${computed.length} rows for ${pairs.rows[0]?.n} pairs`);
  const countedLeads = computed.reduce((sum, r) => sum + r.total_leads, 0);
  const countedApproved = computed.reduce((sum, r) => sum + r.approved_leads, 0);

  // 2. The intake API at RATE leads/s, retries mixed in.
  const webmaster = (
    await handle.db.insertInto('webmasters').values({ name: 'BenchIntake' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  const key = await rotateApiKey(handle.db, { accountId: 0, email: 'bench' }, webmaster);
  const total = RATE * SECONDS;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const sentIds = new Set<string>();
  const inFlight: Promise<void>[] = [];
  let retries = 0;
  const send = (externalId: string, n: number) => {
    const s = performance.now();
    sentIds.add(externalId);
    return app
      .inject({
        method: 'POST',
        url: INTAKE,
        headers: { 'x-api-key': key },
        payload: {
          offerId: INTAKE_OFFER,
          name: `Cliente ${n}`,
          phone: `+519${String(10_000_000 + n).slice(-8)}`,
          regionId: 'pe-central',
          externalId,
        },
      })
      .then((res) => {
        times.push(performance.now() - s);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      });
  };
  // Warm-up (its externalId counts like the others).
  await send('bench-warm-up', 99_999_999);
  times.length = 0;
  statuses.clear();
  const cpuStart = process.cpuUsage();
  const intakeStart = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - intakeStart) / 1000) * RATE) + 1);
    for (; sent < due; sent++) {
      if (sent > 20 && sent % RETRY_EVERY === 0) {
        retries++;
        // One sent a few requests ago (never itself a retry's slot): often still in flight.
        const first = sent - 1 - (sent % 17);
        const original = first % RETRY_EVERY === 0 ? first - 1 : first;
        inFlight.push(send(`bench-${original}`, original));
      } else inFlight.push(send(`bench-${sent}`, sent));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const sendSeconds = (performance.now() - intakeStart) / 1000;
  await Promise.all(inFlight);
  const intakeSeconds = (performance.now() - intakeStart) / 1000;
  // This process's CPU (the server and PGlite run on its one thread): the share of a core it got,
  // and the CPU one request costs — what a quiet core would sustain, whatever the machine's load.
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const cpuMsPerRequest = (cpuSeconds * 1000) / (total + 1);
  times.sort((x, y) => x - y);
  const inDb = await sql<{ leads: number | string; ids: number | string }>`
    select (select count(*) from leads where webmaster_id = ${webmaster}) as leads,
           (select count(*) from lead_intakes where webmaster_id = ${webmaster}) as ids`.execute(handle.db);
  const leadsInDb = Number(inDb.rows[0]?.leads);
  const duplicates = leadsInDb - sentIds.size;

  await app.close();
  await backoffice.close();
  await close();

  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const fmt = (n: number) => n.toFixed(1);
  const lines = [
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${engine}, ${LEADS.toLocaleString('en')} leads in ${month.periodFrom.slice(0, 7)} (+1 % the month before) over ${shape.offers} offers × ${shape.webmasters} webmasters, ${shape.guaranteed} pairs with a guarantee (seeded in ${seedSeconds.toFixed(0)} s), load average at the end ${load}:`,
    '',
    `- Creating the set (POST /guarantee-sets): answered in **${fmt(answerMs)} ms** (budget ${ANSWER_BUDGET_MS} ms: ${answerMs <= ANSWER_BUDGET_MS ? 'ok' : '**over**'}), computed in the background **${computeSeconds.toFixed(2)} s** after the request (budget ${COMPUTE_BUDGET_S} s: ${computeSeconds <= COMPUTE_BUDGET_S ? 'ok' : '**over**'}).`,
    `- Against a direct count: ${computed.length} rows, ${countedLeads.toLocaleString('en')} leads, ${countedApproved.toLocaleString('en')} approved — ${mismatches.length ? `**${mismatches.length} mismatches** (${mismatches.slice(0, 5).join(', ')})` : 'every row’s total, approved and leads to approve equal'}.`,
    `- Intake at ${RATE} leads/s for ${SECONDS} s, open loop (${total.toLocaleString('en')} requests, ${retries.toLocaleString('en')} of them retries of an externalId sent shortly before): all sent in ${sendSeconds.toFixed(1)} s, all answered in ${intakeSeconds.toFixed(1)} s (**${(total / intakeSeconds).toFixed(0)} requests/s**); answer p50 **${fmt(percentile(times, 50))} ms**, p99 **${fmt(percentile(times, 99))} ms**, max ${fmt(times[times.length - 1] ?? Number.NaN)} ms; statuses ${[
      ...statuses,
    ]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(
        ', ',
      )}; the process had ${((cpuSeconds / intakeSeconds) * 100).toFixed(0)} % of a core, ${cpuMsPerRequest.toFixed(2)} ms CPU a request (≈ ${(1000 / cpuMsPerRequest).toFixed(0)} requests/s on a whole core); ${sentIds.size.toLocaleString('en')} distinct externalIds → ${leadsInDb.toLocaleString('en')} leads in the database (**${duplicates} duplicates**).`,
  ];
  const block = lines.join('\n');
  console.log(block);
  if (values.write) {
    writeReadmeSection(
      'guarantees',
      'guarantees',
      `# Guarantee sets and lead intake (bench/guarantees)\n\n\`\`\`\nnode_modules/.bin/tsx bench/guarantees/run.ts --write   # --leads 100000 --seconds 5 for a quick look\n\`\`\`\n\nA guarantee set over a month of 1,000,000 leads computed in the background in ≤ ${COMPUTE_BUDGET_S} s on PGlite, the request answering at once; the intake API takes 500 leads/s sustained with 0 duplicates under retries (issue 15). \`--write\` replaces the last run below.\n\n${block}`,
    );
  }
}
await main();
