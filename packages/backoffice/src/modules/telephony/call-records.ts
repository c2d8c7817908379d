/**
 * Call records (CDR-*): written from the softphone's call-log events (a call opens at CALL_START
 * and closes, with its billed seconds, at its end event) and read a page at a time with the
 * spec's filters, newest first, over the indexes of 0027-call-records. The leads, products,
 * scripts, agents and orders a page shows are their owners' subqueries (decision 1823).
 */
import { type CallQuality, LEAD_STATUS_NAMES, type LeadStatusName, ORDER_STATUS } from '@umbrella/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleDb, ownTables, type ReachesEveryTable, wholeHandle } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { accountNames } from '../accounts/index.js';
import { catalogProducts } from '../catalog/index.js';
import { ordersOfLeads } from '../orders/index.js';
import { scriptsOfCatalog } from '../scripts/index.js';
import { workspaceLeads } from '../workspace/index.js';

type Db = ModuleDb<'telephony'>;

/** The other modules' rows the call records read, bound once to the application's handle. */
export function callReads(app: Kysely<Database> | Transaction<Database>) {
  return {
    leads: workspaceLeads(app),
    products: catalogProducts(app),
    scripts: scriptsOfCatalog(app),
    accounts: accountNames(app),
    orders: ordersOfLeads(app),
  };
}
export type CallReads = ReturnType<typeof callReads>;

/** The call-log actions that end a call. */
export const CALL_END_ACTIONS: readonly string[] = [
  'CALL_END_MANUAL',
  'CALL_END_AUTO',
  'CALL_ENDED',
  'NO_ANSWER_AUTO',
  'NO_ANSWER_MANUAL',
];

/**
 * Opens a call record for the agent's call to the lead, or closes the open one with how the
 * customer came through when the softphone measured it (decision 1825). The lead is the
 * workspace's subquery on the same handle, which therefore reaches every table.
 */
export async function recordCallEvent<DB>(
  handle: Kysely<DB> | Transaction<DB>,
  accountId: number,
  leadId: number,
  action: string,
  quality?: CallQuality | null,
  ...whole: ReachesEveryTable<DB>
): Promise<void> {
  const app = wholeHandle(handle, ...whole);
  const db = ownTables(app, 'telephony');
  if (action === 'CALL_START') {
    await db
      .insertInto('call_records')
      .columns(['account_id', 'lead_id', 'region_id', 'product_id', 'webmaster_id'])
      .expression(
        db
          .selectFrom(workspaceLeads(app).as('l'))
          .select([sql.lit(accountId).as('account_id'), 'l.id', 'l.region_id', 'l.product_id', 'l.webmaster_id'])
          .where('l.id', '=', leadId),
      )
      .execute();
    return;
  }
  if (!CALL_END_ACTIONS.includes(action)) return;
  await db
    .updateTable('call_records')
    .set({
      ended_at: sql`now()`,
      bill_sec: sql`greatest(0, floor(extract(epoch from now() - call_date)))::int`,
      ...(quality ? { loss_percent: quality.lossPercent, jitter_ms: quality.jitterMs, mos: quality.mos } : {}),
    })
    .where('account_id', '=', accountId)
    .where('lead_id', '=', leadId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The lead statuses of the filter (CDR-07) as the leads' numeric statuses (decision 1403). */
const STATUS_CODES: Record<LeadStatusName, readonly number[]> = {
  SPAM: [ORDER_STATUS.SPAM],
  CANCEL: [ORDER_STATUS.CANCEL],
  RECALL: [ORDER_STATUS.RECALL],
  CONFIRMED: [ORDER_STATUS.CONFIRMED],
  BUSY: [ORDER_STATUS.BUSY],
  CANCEL_NOT_INTERESTED: [ORDER_STATUS.CANCEL_NOT_INTERESTED],
  CONFIRMED_DEPOSIT: [ORDER_STATUS.DEPOSIT],
  DEPOSIT: [ORDER_STATUS.DEPOSIT],
  HOLD: [ORDER_STATUS.HOLD],
  NO_ANSWER: [ORDER_STATUS.NO_ANSWER],
  SUBMIT: [ORDER_STATUS.SUBMIT],
};
const STATUS_NAME = new Map<number, string>(
  Object.entries(ORDER_STATUS).map(([name, code]) => [code, name] as [number, string]),
);
export const CALL_LEAD_STATUSES = LEAD_STATUS_NAMES;

export type CallFilter = {
  regionIds: readonly string[];
  from: Date;
  to: Date;
  pageNumber: number;
  pageSize: number;
  phoneNumber?: string;
  webmasterId?: number;
  productId?: number;
  scriptId?: number;
  agentId?: number;
  leadStatus?: LeadStatusName;
};

export type CallRow = {
  id: number;
  callDate: string;
  billSec: number;
  productName: string;
  scriptName: string | null;
  agentName: string | null;
  agentSurname: string | null;
  leadStatus: string;
  leadId: number;
  orderId: number | null;
  leadFullname: string;
  phoneNumber: string;
  callAudioSrc: string | null;
  quality: CallQuality | null;
};

/** The digits of a phone filter, reversed: a lead matches when its phone ends with them (decision 1431). */
const reversedDigits = (phone: string) => [...phone.replace(/\D/g, '')].reverse().join('');

/**
 * The calls matching the filter (CDR-06) on call_records alone (decision 1431): the lead's status
 * is the copy on the call (kept by triggers, 0053), the phone is matched in a subquery on the
 * leads' reversed phones, so the count reads no lead and the page joins its leads after the limit.
 */
function filteredCalls(db: Db, reads: CallReads, f: CallFilter) {
  let query = db
    .selectFrom('call_records as c')
    .where('c.region_id', 'in', [...f.regionIds])
    .where('c.call_date', '>=', f.from)
    .where('c.call_date', '<=', f.to);
  if (f.webmasterId !== undefined) query = query.where('c.webmaster_id', '=', f.webmasterId);
  if (f.productId !== undefined) query = query.where('c.product_id', '=', f.productId);
  if (f.agentId !== undefined) query = query.where('c.account_id', '=', f.agentId);
  if (f.leadStatus) query = query.where('c.lead_status', 'in', [...STATUS_CODES[f.leadStatus]]);
  const digits = f.phoneNumber ? reversedDigits(f.phoneNumber) : '';
  if (digits) {
    query = query.where('c.lead_id', 'in', (eb) =>
      eb.selectFrom(reads.leads.as('l')).select('l.id').where(sql`reverse(l.phone)`, 'like', `${digits}%`),
    );
  }
  if (f.scriptId !== undefined) {
    const scriptId = f.scriptId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom(reads.scripts.as('s'))
          .select('s.id')
          .where('s.id', '=', scriptId)
          .whereRef('s.product_id', '=', 'c.product_id'),
      ),
    );
  }
  return query;
}

/** totalSize counts at most this many calls (decision 1431): 1 000 pages of 10. */
export const CALLS_COUNT_CAP = 10_000;

/** The number of calls matching the filter (the page's totalSize), reading at most CALLS_COUNT_CAP. */
export function callCountQuery(db: Db, reads: CallReads, f: CallFilter) {
  // No order: any CALLS_COUNT_CAP matches give the same count, and sorting them would read all.
  const capped = filteredCalls(db, reads, f).select(sql`1`.as('one')).limit(CALLS_COUNT_CAP);
  return db.selectFrom(capped.as('capped')).select(sql<string | number>`count(*)`.as('count'));
}

/** One page of the calls matching the filter, newest first, with its leads, products and agents. */
export function callRowsQuery(db: Db, reads: CallReads, f: CallFilter) {
  const page = filteredCalls(db, reads, f)
    .select([
      'c.id',
      'c.call_date',
      'c.bill_sec',
      'c.audio_src',
      'c.lead_id',
      'c.product_id',
      'c.account_id',
      'c.loss_percent',
      'c.jitter_ms',
      'c.mos',
    ])
    .orderBy('c.call_date', 'desc')
    .orderBy('c.id', 'desc')
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  return db
    .selectFrom(page.as('c'))
    .innerJoin(reads.leads.as('l'), 'l.id', 'c.lead_id')
    .innerJoin(reads.products.as('p'), 'p.id', 'c.product_id')
    .leftJoin(reads.accounts.as('a'), 'a.id', 'c.account_id')
    .select([
      'c.id',
      'c.call_date',
      'c.bill_sec',
      'c.audio_src',
      'c.lead_id',
      'c.loss_percent',
      'c.jitter_ms',
      'c.mos',
      'p.name as product_name',
      'a.name as agent_name',
      'a.surname as agent_surname',
      'l.status',
      'l.name as lead_name',
      'l.phone',
      (eb) =>
        eb
          .selectFrom(reads.scripts.as('s'))
          .select('s.title')
          .whereRef('s.product_id', '=', 'c.product_id')
          .orderBy('s.id', 'desc')
          .limit(1)
          .as('script_name'),
      (eb) =>
        eb
          .selectFrom(reads.orders.as('o'))
          .select('o.id')
          .whereRef('o.lead_id', '=', 'c.lead_id')
          .orderBy('o.id', 'desc')
          .limit(1)
          .as('order_id'),
    ])
    .orderBy('c.call_date', 'desc')
    .orderBy('c.id', 'desc');
}

/** CDR-05: a page of calls of the caller's regions in the period, newest first, with the total. */
export async function callPage(
  db: Db,
  reads: CallReads,
  f: CallFilter,
): Promise<{ content: Omit<CallRow, 'phoneNumber'>[]; phones: string[]; totalSize: number }> {
  if (!f.regionIds.length) return { content: [], phones: [], totalSize: 0 };
  const [total, rows] = await Promise.all([
    callCountQuery(db, reads, f).executeTakeFirst(),
    callRowsQuery(db, reads, f).execute(),
  ]);
  return {
    totalSize: Number(total?.count ?? 0),
    phones: rows.map((r) => r.phone),
    content: rows.map((r) => ({
      id: r.id,
      callDate: new Date(r.call_date).toISOString(),
      billSec: r.bill_sec,
      productName: r.product_name,
      scriptName: r.script_name,
      agentName: r.agent_name,
      agentSurname: r.agent_surname,
      leadStatus: STATUS_NAME.get(r.status) ?? String(r.status),
      leadId: r.lead_id,
      orderId: r.order_id,
      leadFullname: r.lead_name,
      callAudioSrc: r.audio_src,
      quality: r.mos === null ? null : { lossPercent: r.loss_percent ?? 0, jitterMs: r.jitter_ms ?? 0, mos: r.mos },
    })),
  };
}

/** The call whose recording is `audioSrc`, with its region and agent, for the per-record check of the audio route. */
export async function findCallByAudio(
  db: Db,
  audioSrc: string,
): Promise<{ id: number; regionId: string; agentId: number | null } | undefined> {
  const row = await db
    .selectFrom('call_records')
    .select(['id', 'region_id', 'account_id'])
    .where('audio_src', '=', audioSrc)
    .executeTakeFirst();
  return row && { id: row.id, regionId: row.region_id, agentId: row.account_id };
}

/** How long after a call starts its recording may still be attached (uploads retry after hang-up). */
const RECORDING_WINDOW = '1 day';

/**
 * The call a recording of the agent's call to the lead belongs to (decision 1441): the agent's
 * newest call record on that lead from the last day that has no recording yet.
 */
export async function callAwaitingRecording(
  db: Db,
  accountId: number,
  leadId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('call_records')
    .select('id')
    .where('account_id', '=', accountId)
    .where('lead_id', '=', leadId)
    .where('audio_src', 'is', null)
    .where('call_date', '>', sql<Date>`now() - ${sql.lit(RECORDING_WINDOW)}::interval`)
    .orderBy('call_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** True when the call exists and has no recording or this one (an upload may be retried). */
export async function recordingSlotFree(db: Db, callId: number, audioSrc: string): Promise<boolean> {
  const row = await db.selectFrom('call_records').select('audio_src').where('id', '=', callId).executeTakeFirst();
  return row !== undefined && (row.audio_src === null || row.audio_src === audioSrc);
}

/** Points the call's audio at its uploaded recording; false when the call has another one already. */
export async function attachRecording(db: Db, callId: number, audioSrc: string): Promise<boolean> {
  const result = await db
    .updateTable('call_records')
    .set({ audio_src: audioSrc })
    .where('id', '=', callId)
    .where((eb) => eb.or([eb('audio_src', 'is', null), eb('audio_src', '=', audioSrc)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
