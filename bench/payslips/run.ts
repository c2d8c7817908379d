/**
 * Payslip and statistics figures (issue 16): a draft payslip for a month of orders (300 agents,
 * 200 000 orders with their status histories) through the real route; each statistics query of
 * the profile header over the same data (through the routes, and EXPLAIN-checked for sequential
 * scans of tasks, task executions, orders and call records); and the agent transactions
 * spreadsheet of about 10 000 rows and of the whole month, with the heap sampled while it
 * streams (flat memory: the peak does not grow with the rows).
 *
 *   node_modules/.bin/tsx bench/payslips/run.ts [--orders 200000] [--agents 300] [--runs 20] [--url postgres://…] [--write]
 *
 * --write puts the table into bench/payslips/README.md between the payslips markers.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../packages/backoffice/src/db/database.js';
import { orderOutcomesQuery } from '../../packages/backoffice/src/modules/orders/index.js';
import { statsRange } from '../../packages/backoffice/src/modules/profile/statistics.js';
import { talkTimeQuery } from '../../packages/backoffice/src/modules/telephony/index.js';
import { leadWorkQuery } from '../../packages/backoffice/src/modules/workspace/index.js';
import type { StatsFilter } from '../../packages/backoffice/src/platform/stats-filter.js';
import { startBenchBackoffice } from '../lib/bench-backoffice.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { writeReadmeSection } from '../lib/readme-section';
import { seedDemoThen } from '../lib/seed-demo-then.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    agents: { type: 'string', default: '300' },
    runs: { type: 'string', default: '20' },
    url: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const AGENTS = Number(values.agents);
const RUNS = Number(values.runs);
const DRAFT_BUDGET_S = 5;
const STATS_BUDGET_MS = 50;
const PAYSLIPS = '/module/payslips/api/v1';
const PROFILE = '/module/profile/api/v1';

/** The last whole calendar month (UTC) before now: the period the draft is made for. */
function lastMonth(): { from: Date; to: Date; days: number } {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from, to: new Date(next.getTime() - 1), days: Math.round((next.getTime() - from.getTime()) / 86_400_000) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * AGENTS agents of pe-central and ORDERS orders they captured in the month (PEN, 1–10 units, one
 * in ten prepaid), each with a status history: confirmed, then 55 % delivered (one in twenty of
 * them refused afterwards), 15 % refused, the prepaid ones verified; the rest still on the way.
 * Tasks and call records of the same agents, as many as orders, over the last three months.
 */
async function seed(handle: DatabaseHandle, month: ReturnType<typeof lastMonth>): Promise<number[]> {
  const db = handle.db;
  const inserted = await sql<{ id: number }>`
    insert into accounts (username, password_hash, name, surname, email)
    select 'bench-pay-' || g, 'x', 'Agente' || g, 'Bench', 'bench-pay-' || g || '@umbrella.example'
    from generate_series(1, ${AGENTS}) g returning id`.execute(db);
  const agents = inserted.rows.map((r) => r.id);
  const first = agents[0] as number;
  await sql`insert into account_regions (account_id, region_id)
    select id, 'pe-central' from accounts where username like 'bench-pay-%'`.execute(db);
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', 'PE-COLAGENO')
    .executeTakeFirstOrThrow();
  const leads = await sql<{ id: number }>`
    insert into leads (region_id, product_id, name, phone)
    select 'pe-central', ${product.id}, 'Cliente ' || g, '+5190' || lpad(g::text, 7, '0')
    from generate_series(1, 2000) g returning id`.execute(db);
  const lead = leads.rows[0]?.id as number;
  // Orders spread over the first days of the month, so every outcome (a day later) is in it.
  const span = (month.days - 3) * 86_400;
  const batch = 50_000;
  for (let from = 1; from <= ORDERS; from += batch) {
    const to = Math.min(ORDERS, from + batch - 1);
    await sql`
      insert into orders (short_code, lead_id, region_id, status, created_by, currency, deposit, created_at, updated_at)
      select 'BP-' || g, ${lead} + g % 2000, 'pe-central', 5, ${first} + (g / 7) % ${AGENTS}, 'PEN', g % 10 = 0,
             ${month.from}::timestamptz + ((g * 7919) % ${span}) * interval '1 second',
             ${month.from}::timestamptz + ((g * 7919) % ${span}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
  }
  await sql`
    insert into order_items (order_id, product_id, qty, unit_price_minor)
    select id, ${product.id}, 1 + id % 10, 9900 from orders where short_code like 'BP-%'`.execute(db);
  const event = (status: number, hours: number, where: string) => sql`
    insert into order_events (order_id, account_id, action, status, details, created_at)
    select id, null, 'CHANGE_STATUS', ${status}, '{}', created_at + ${hours} * interval '1 hour'
    from orders where short_code like 'BP-%' and ${sql.raw(where)}`;
  await event(5, 1, 'true').execute(db);
  await event(9, 24, 'id % 20 < 11').execute(db);
  await event(8, 48, 'id % 20 = 0').execute(db);
  await event(8, 24, 'id % 20 between 11 and 13').execute(db);
  await event(30, 12, 'deposit').execute(db);
  await sql`
    insert into tasks (type, lead_id, region_id, product_id, account_id, status, due_at, created_at, claimed_at, closed_at)
    select 'LEAD', ${lead} + g % 2000, 'pe-central', ${product.id}, ${first} + g % ${AGENTS}, 'closed',
           now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day',
           now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day' - interval '1 minute'
    from generate_series(1, ${ORDERS}) g`.execute(db);
  await sql`
    insert into task_executions (task_id, account_id, action, details, created_at)
    select id, account_id, 'CLOSED', '{"outcome":"ORDER_APPROVED"}', closed_at
    from tasks where status = 'closed' and id % 4 = 0`.execute(db);
  await sql`
    insert into call_records (account_id, lead_id, region_id, product_id, call_date, ended_at, bill_sec)
    select ${first} + g % ${AGENTS}, ${lead} + g % 2000, 'pe-central', ${product.id},
           now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day', g % 240
    from generate_series(1, ${ORDERS}) g`.execute(db);
  await sql`analyze`.execute(db);
  return agents;
}

/** Runs `work` while sampling the heap every 10 ms; the peak above the heap before it, in MB. */
async function heapPeak<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, peakMb: (peak - before) / 1_048_576 };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const { handle, engine, close } = await openBenchDatabase({ url: values.url, prefix: 'bench_payslips', poolSize: 4 });
  const month = lastMonth();
  const { seeded: agents, seconds: seedSeconds } = await seedDemoThen(handle.db, () => seed(handle, month));
  const { app, tokens, backoffice } = await startBenchBackoffice(handle);
  const finance = { authorization: `Bearer ${await tokens.forAccount(handle.db, 'finance')}` };
  const manager = { authorization: `Bearer ${await tokens.forAccount(handle.db, 'admin')}` };
  const lines: string[] = [];

  // The draft for the month.
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const draft = await app.inject({
    method: 'POST',
    url: `${PAYSLIPS}/payslips`,
    headers: finance,
    payload: { from: month.from.toISOString(), to: month.to.toISOString() },
  });
  const draftSeconds = (performance.now() - t0) / 1000;
  // PGlite runs in this process: its CPU time is the draft's work whatever the machine's load.
  const draftCpu = process.cpuUsage(cpu0);
  const draftCpuSeconds = (draftCpu.user + draftCpu.system) / 1e6;
  if (draft.statusCode !== 201) throw new Error(`draft: ${draft.statusCode} ${draft.body.slice(0, 300)}`);
  const payslip = draft.json();
  const links = await sql<{ n: number | string }>`select count(*) as n from salary_item_orders l
    join salary_items i on i.id = l.salary_item_id join account_payslips ap on ap.id = i.account_payslip_id
    where ap.payslip_id = ${payslip.id}`.execute(handle.db);

  // Statistics through the routes, and their plans.
  const stats: { name: string; p50: number; p95: number }[] = [];
  const me = agents[7] as number;
  const cases: [string, string][] = [];
  for (const period of ['DAY', 'WEEK', 'MONTH', 'THREE_MONTHS'] as const) {
    cases.push([`one agent, ${period}`, `${PROFILE}/statistics/agents/${me}?period=${period}`]);
  }
  cases.push(['leaderboard, WEEK', `${PROFILE}/statistics/leaderboard?period=WEEK`]);
  cases.push(['teams leaderboard, WEEK', `${PROFILE}/statistics/teams-leaderboard?period=WEEK`]);
  for (const [name, url] of cases) {
    const firstAnswer = await app.inject({ url, headers: manager });
    if (firstAnswer.statusCode !== 200) throw new Error(`${url}: ${firstAnswer.statusCode} ${firstAnswer.body}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      await app.inject({ url, headers: manager });
      times.push(performance.now() - s);
    }
    times.sort((x, y) => x - y);
    stats.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  const scans: string[] = [];
  const plans: [string, StatsFilter][] = [];
  for (const period of ['DAY', 'WEEK', 'MONTH', 'THREE_MONTHS'] as const) {
    const base = { regionIds: ['pe-central'], ...statsRange(period, new Date()) };
    plans.push([`one agent, ${period}`, { ...base, accountIds: [me] }]);
    plans.push([`a team of 12, ${period}`, { ...base, accountIds: agents.slice(0, 12) }]);
  }
  plans.push([
    'leaderboard, WEEK',
    { regionIds: ['pe-central'], ...statsRange('WEEK', new Date()), accountIds: agents },
  ]);
  for (const [name, filter] of plans) {
    for (const query of [
      leadWorkQuery(handle.db, filter),
      orderOutcomesQuery(handle.db, filter),
      talkTimeQuery(handle.db, filter),
    ]) {
      const plan = (await query.explain()).map((r) => String(r['QUERY PLAN'])).join('\n');
      const found = plan.match(/Seq Scan on (tasks|orders|call_records|task_executions)\b/);
      if (found) scans.push(`${name}: ${found[0]}`);
    }
  }

  // The transactions spreadsheet of a short period (about 10 000 rows) and of the month.
  const rowsOf = async (id: number) =>
    Number(
      (
        await sql<{ n: number | string }>`select count(*) as n from salary_item_orders l
          join salary_items i on i.id = l.salary_item_id join account_payslips ap on ap.id = i.account_payslip_id
          where ap.payslip_id = ${id}`.execute(handle.db)
      ).rows[0]?.n,
    );
  const perDay = Number(links.rows[0]?.n) / (month.days - 2);
  // Within the month: a small run has few orders a day, and a draft may not end in the future.
  const days = Math.min(month.days, Math.max(1, Math.round(10_000 / Math.max(1, perDay))));
  const short = await app.inject({
    method: 'POST',
    url: `${PAYSLIPS}/payslips`,
    headers: finance,
    payload: {
      from: month.from.toISOString(),
      to: new Date(month.from.getTime() + days * 86_400_000 - 1).toISOString(),
    },
  });
  if (short.statusCode !== 201) throw new Error(`short draft: ${short.statusCode} ${short.body.slice(0, 300)}`);
  const exports: { name: string; rows: number; seconds: number; peakMb: number; bytes: number }[] = [];
  for (const [name, id] of [
    [`${days} days`, short.json().id as number],
    ['the month', payslip.id as number],
  ] as const) {
    const s = performance.now();
    const { result, peakMb } = await heapPeak(() =>
      app.inject({ url: `${PAYSLIPS}/payslips/${id}/transactions/excel`, headers: finance }),
    );
    if (result.statusCode !== 200) throw new Error(`export: ${result.statusCode}`);
    exports.push({
      name,
      rows: await rowsOf(id),
      seconds: (performance.now() - s) / 1000,
      peakMb,
      bytes: result.rawPayload.length,
    });
  }

  await app.close();
  await backoffice.close();
  await close();

  const fmt = (n: number) => n.toFixed(2);
  lines.push(
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${engine}, ${ORDERS.toLocaleString('en')} orders of ${AGENTS} agents in ${month.from.toISOString().slice(0, 7)}, as many tasks and call records over 3 months (seeded in ${seedSeconds.toFixed(0)} s), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}:`,
    '',
    `- Draft for the month (POST /payslips): **${draftSeconds.toFixed(2)} s** (budget ${DRAFT_BUDGET_S} s: ${draftSeconds <= DRAFT_BUDGET_S ? 'ok' : '**over**'}), ${draftCpuSeconds.toFixed(2)} s of CPU in the process, ${payslip.numberOfPersons} persons, ${Number(links.rows[0]?.n).toLocaleString('en')} order links, ${payslip.totals.length} totals rows.`,
    '',
    `| statistics request (${RUNS} runs, route) | p50 ms | p95 ms | budget p50 |`,
    '|---|---|---|---|',
    ...stats.map(
      (r) => `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.p50 <= STATS_BUDGET_MS ? 'ok' : '**over**'} |`,
    ),
    '',
    `- Plans of the three aggregates (tasks, orders, call records) for ${plans.length} filters: ${scans.length ? `sequential scans: ${scans.join('; ')}` : 'no sequential scan of tasks, task_executions, orders or call_records'}.`,
    '',
    '| transactions spreadsheet | rows | seconds | heap peak above start MB | file KB |',
    '|---|---|---|---|---|',
    ...exports.map(
      (e) =>
        `| ${e.name} | ${e.rows.toLocaleString('en')} | ${fmt(e.seconds)} | ${fmt(e.peakMb)} | ${(e.bytes / 1024).toFixed(0)} |`,
    ),
  );
  const block = lines.join('\n');
  console.log(block);
  if (values.write) {
    writeReadmeSection(
      'payslips',
      'payslips',
      `# Payslips, statistics and spreadsheets (bench/payslips)\n\n\`\`\`\nnode --expose-gc node_modules/.bin/tsx bench/payslips/run.ts --write   # --orders 20000 for a quick look\n\`\`\`\n\nA draft payslip for a month of ${ORDERS.toLocaleString('en')} orders of ${AGENTS} agents ≤ ${DRAFT_BUDGET_S} s on PGlite; each statistics request of the profile header ≤ ${STATS_BUDGET_MS} ms over the same data, with no sequential scan in its plans; the transactions spreadsheet streamed (its heap peak does not grow with its rows) (issue 16).\n\n${block}`,
    );
  }
}
await main();
