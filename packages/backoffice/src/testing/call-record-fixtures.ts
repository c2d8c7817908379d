/**
 * Many call records at once, set-based (bench/cdr and the call-records plan test): a quarter as
 * many leads as calls over the seeded products and webmasters of every region, each lead called
 * about four times by the seeded accounts, one call every few seconds back from `now` (so the
 * default period, the previous hour, holds some), every call with a recording key.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import type { CallFilter } from '../modules/telephony/index.js';

/** The statuses the seeded leads take in turn: every status the lead-status filter offers. */
const LEAD_STATUSES = [0, 1, 2, 3, 4, 5, 6, 20, 21, 40];

export type SeededCalls = { count: number; firstCallAt: Date; lastCallAt: Date };

export async function seedManyCalls(db: Kysely<Database>, count: number, now = new Date()): Promise<SeededCalls> {
  const leads = Math.max(1, Math.floor(count / 4));
  const span = (365 * 86_400) / count;
  const products = await db.selectFrom('products').select(['id', 'region_id']).orderBy('id').execute();
  const webmasters = (await db.selectFrom('webmasters').select('id').orderBy('id').execute()).map((w) => w.id);
  const accounts = (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((a) => a.id);
  const productIds = sql.raw(`array[${products.map((p) => p.id).join(',')}]::int[]`);
  const productRegions = sql.raw(`array[${products.map((p) => `'${p.region_id}'`).join(',')}]::text[]`);
  const webmasterIds = sql.raw(`array[${webmasters.length ? webmasters.join(',') : 'null'}]::int[]`);
  const accountIds = sql.raw(`array[${accounts.join(',')}]::int[]`);
  const statuses = sql.raw(`array[${LEAD_STATUSES.join(',')}]::int[]`);
  const first = await db
    .selectFrom('leads')
    .select(sql<number>`coalesce(max(id), 0)`.as('max'))
    .executeTakeFirstOrThrow();
  const base = Number(first.max);
  // Seeded leads are history, not new work: they must not each enqueue a task.
  await sql`alter table leads disable trigger leads_enqueue`.execute(db);
  try {
    await sql`
      insert into leads (region_id, product_id, webmaster_id, name, phone, status, created_at, updated_at)
      select (${productRegions})[1 + g % ${products.length}],
             (${productIds})[1 + g % ${products.length}],
             (${webmasterIds})[1 + (g / 7) % ${Math.max(1, webmasters.length)}],
             'Cliente CDR ' || g,
             '+519' || lpad(g::text, 8, '0'),
             (${statuses})[1 + (g / 3) % ${LEAD_STATUSES.length}],
             ${now}::timestamptz - make_interval(days => 366),
             ${now}::timestamptz - make_interval(days => 366)
        from generate_series(1, ${leads}) g
    `.execute(db);
  } finally {
    await sql`alter table leads enable trigger leads_enqueue`.execute(db);
  }
  // The status copy is written here at once rather than by the per-row insert trigger.
  await sql`alter table call_records disable trigger call_records_lead_status`.execute(db);
  try {
    await sql`
      insert into call_records (account_id, lead_id, region_id, product_id, webmaster_id, call_date, ended_at, bill_sec, audio_src, lead_status)
      select (${accountIds})[1 + (g / 5) % ${accounts.length}],
             l.id, l.region_id, l.product_id, l.webmaster_id,
             ${now}::timestamptz - make_interval(secs => g * ${span}::float8),
             ${now}::timestamptz - make_interval(secs => g * ${span}::float8) + make_interval(secs => g % 300),
             g % 300,
             'bench-' || g || '.wav',
             l.status
        from generate_series(0, ${count - 1}) g
        join (select id, region_id, product_id, webmaster_id, status, row_number() over (order by id) - 1 as n
                from leads where id > ${base}) l on l.n = g % ${leads}
    `.execute(db);
  } finally {
    await sql`alter table call_records enable trigger call_records_lead_status`.execute(db);
  }
  await sql`vacuum analyze leads`.execute(db);
  await sql`vacuum analyze call_records`.execute(db);
  return {
    count,
    lastCallAt: now,
    firstCallAt: new Date(now.getTime() - (count - 1) * span * 1000),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The filters of the /cdr screen (CDR-06) alone and a few combined, over the default period
 * (from the start of the previous hour), This Week and This Month, as getAgentCallsPage runs them.
 */
export async function callFilterCases(
  db: Kysely<Database>,
  now: Date,
): Promise<{ name: string; filter: CallFilter }[]> {
  const regionIds = (await db.selectFrom('regions').select('id').orderBy('id').execute()).map((r) => r.id);
  const script = await db
    .selectFrom('scripts as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id as scriptId', 'p.id as productId', 'p.region_id as regionId'])
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const agent = await db
    .selectFrom('call_records')
    .select('account_id')
    .where('account_id', 'is not', null)
    .where('product_id', '=', script.productId)
    .orderBy('call_date', 'desc')
    .executeTakeFirstOrThrow();
  const webmaster = await db
    .selectFrom('call_records')
    .select('webmaster_id')
    .where('webmaster_id', 'is not', null)
    .where('product_id', '=', script.productId)
    .orderBy('call_date', 'desc')
    .executeTakeFirstOrThrow();
  const lead = await db
    .selectFrom('call_records as c')
    .innerJoin('leads as l', 'l.id', 'c.lead_id')
    .select('l.phone')
    .orderBy('c.call_date', 'desc')
    .offset(20)
    .executeTakeFirstOrThrow();
  const hourStart = new Date(now);
  hourStart.setUTCMinutes(0, 0, 0);
  const periods: [string, Date][] = [
    ['last hour', new Date(hourStart.getTime() - HOUR)],
    ['this week', new Date(now.getTime() - 7 * DAY)],
    ['this month', new Date(now.getTime() - 30 * DAY)],
  ];
  const filters: [string, Partial<CallFilter>][] = [
    ['no filter', {}],
    ['phone', { phoneNumber: lead.phone.slice(-9) }],
    ['webmaster', { webmasterId: webmaster.webmaster_id ?? undefined }],
    ['region', { regionIds: [script.regionId] }],
    ['product', { productId: script.productId }],
    ['script', { scriptId: script.scriptId }],
    ['agent', { agentId: agent.account_id ?? undefined }],
    ['lead status CONFIRMED', { leadStatus: 'CONFIRMED' }],
    [
      'region + product + agent',
      { regionIds: [script.regionId], productId: script.productId, agentId: agent.account_id ?? undefined },
    ],
    ['agent + lead status NO_ANSWER', { agentId: agent.account_id ?? undefined, leadStatus: 'NO_ANSWER' }],
    ['region + phone', { regionIds: [script.regionId], phoneNumber: lead.phone.slice(-9) }],
    [
      'webmaster + script + lead status SUBMIT',
      { webmasterId: webmaster.webmaster_id ?? undefined, scriptId: script.scriptId, leadStatus: 'SUBMIT' },
    ],
  ];
  const cases: { name: string; filter: CallFilter }[] = [];
  for (const [periodName, from] of periods)
    for (const [filterName, filter] of filters)
      cases.push({
        name: `${periodName}, ${filterName}`,
        filter: { regionIds, from, to: now, pageNumber: 0, pageSize: 10, ...filter },
      });
  return cases;
}
