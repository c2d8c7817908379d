/**
 * Reconciliation reports, their rows and the errors matching found: rows in, rows out, on the
 * payments' own tables; the uploader's name is the accounts module's subquery (`People`).
 */
import type { ReconciliationStatus } from '@umbrella/contract';
import type { Insertable } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { ReconciliationReportsTable } from '../../db/types.js';
import { accountDisplayNameSql } from '../accounts/index.js';
import type { People } from './repo.js';

type Db = ModuleDb<'payments'>;
/** Rows and errors are written a thousand to a statement. */
const BATCH = 1000;

export type ReportRowValues = {
  row_number: number;
  order_short_code: string;
  order_id: number | null;
  amount_minor: number;
};
export type FoundError = { type: string; row: number | null; code: string | null; message: string };

function reports(db: Db, people: People, status?: ReconciliationStatus) {
  let query = db
    .selectFrom('reconciliation_reports as r')
    .innerJoin('payment_providers as p', 'p.id', 'r.payment_provider_id')
    .leftJoin(people.as('a'), 'a.id', 'r.created_by');
  if (status) query = query.where('r.status', '=', status);
  return query;
}

type ReportFilter = { status?: ReconciliationStatus; id?: number };

/** The list's statements: a page of reports newest first with their provider's and uploader's names, and the count. */
export function reportListQueries(
  db: Db,
  people: People,
  filter: ReportFilter,
  page: { offset: number; limit: number },
) {
  let list = reports(db, people, filter.status);
  if (filter.id) list = list.where('r.id', '=', filter.id);
  return {
    page: list
      .selectAll('r')
      .select(['p.name as provider_name', accountDisplayNameSql('a').as('creator_name')])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(page.offset)
      .limit(page.limit),
    count: list.select((eb) => eb.fn.countAll().as('n')),
  };
}

/** A page of reports (or the one `id`) and how many match. */
export async function listReports(
  db: Db,
  people: People,
  filter: ReportFilter,
  page: { offset: number; limit: number },
) {
  const queries = reportListQueries(db, people, filter, page);
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}

export async function countReportsByStatus(db: Db) {
  return db
    .selectFrom('reconciliation_reports')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
}

export async function findReportProvider(db: Db, id: number) {
  return db.selectFrom('payment_providers').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();
}

export async function reportHoldingNumber(db: Db, bankTransactionNumber: string) {
  return db
    .selectFrom('reconciliation_reports')
    .select('id')
    .where('bank_transaction_number', '=', bankTransactionNumber)
    .executeTakeFirst();
}

export async function reportOfFile(db: Db, fileKey: string) {
  return db
    .selectFrom('reconciliation_reports')
    .select(['id', 'file_name'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
}

export async function reportFileKey(db: Db, id: number) {
  return db.selectFrom('reconciliation_reports').select('file_key').where('id', '=', id).executeTakeFirst();
}

export async function reportStatus(db: Db, id: number) {
  return db.selectFrom('reconciliation_reports').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Which of these orders are in a report not declined. */
export async function ordersInLiveReports(trx: Db, orderIds: readonly number[]) {
  return trx
    .selectFrom('reconciliation_report_rows as r')
    .innerJoin('reconciliation_reports as p', 'p.id', 'r.report_id')
    .select('r.order_id')
    .where('r.order_id', 'in', orderIds)
    .where('p.status', '!=', 'DECLINED')
    .execute();
}

/** The report, its rows and what matching found. */
export async function insertReport(
  trx: Db,
  report: Insertable<ReconciliationReportsTable>,
  rows: readonly ReportRowValues[],
  found: readonly FoundError[],
): Promise<number> {
  const { id } = await trx
    .insertInto('reconciliation_reports')
    .values(report)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('reconciliation_report_rows')
      .values(rows.slice(i, i + BATCH).map((r) => ({ ...r, report_id: id })))
      .execute();
  }
  for (let i = 0; i < found.length; i += BATCH) {
    await trx
      .insertInto('reconciliation_report_errors')
      .values(
        found.slice(i, i + BATCH).map((f) => ({
          report_id: id,
          type: f.type,
          row_number: f.row,
          order_short_code: f.code,
          message: f.message,
        })),
      )
      .execute();
  }
  return id;
}

export async function countErrorsByType(db: Db, reportId: number) {
  return db
    .selectFrom('reconciliation_report_errors')
    .select(['type', (eb) => eb.fn.countAll().as('n')])
    .where('report_id', '=', reportId)
    .groupBy('type')
    .orderBy('type')
    .execute();
}

export async function listErrors(db: Db, reportId: number) {
  return db
    .selectFrom('reconciliation_report_errors')
    .select(['row_number', 'order_short_code', 'type', 'message'])
    .where('report_id', '=', reportId)
    .orderBy('id')
    .execute();
}

export async function setReportDecision(
  trx: Db,
  id: number,
  decision: { status: ReconciliationStatus; comments: string; decidedBy: number; at: Date },
) {
  await trx
    .updateTable('reconciliation_reports')
    .set({
      status: decision.status,
      comments: decision.comments,
      decided_by: decision.decidedBy,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .execute();
}
