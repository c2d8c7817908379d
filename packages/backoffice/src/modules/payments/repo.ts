/**
 * Payment providers, payment documents and their decisions: rows in, rows out, on the payments'
 * own tables; the people's names are the accounts module's subquery (`People`, decision 1823).
 */
import type { PaymentDocumentStatus } from '@umbrella/contract';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { PaymentDocumentsTable } from '../../db/types.js';
import { accountDisplayNameSql, type accountNames } from '../accounts/index.js';

type Db = ModuleDb<'payments'>;
/** Accounts by id with their names: the accounts module's subquery, joined under an alias. */
export type People = ReturnType<typeof accountNames>;

export type PaymentDocumentRow = Selectable<PaymentDocumentsTable>;

export type DocumentFilters = {
  regionIds: readonly string[];
  status?: PaymentDocumentStatus;
  orderShortCode?: string;
  paymentProviderId?: number;
  orderId?: number;
};

function filtered(db: Db, filters: DocumentFilters) {
  let query = db.selectFrom('payment_documents as d').where('d.region_id', 'in', [...filters.regionIds, '']);
  if (filters.status) query = query.where('d.status', '=', filters.status);
  if (filters.orderShortCode) {
    query = query.where(sql`upper(d.order_short_code)`, '=', filters.orderShortCode.trim().toUpperCase());
  }
  if (filters.paymentProviderId) query = query.where('d.payment_provider_id', '=', filters.paymentProviderId);
  if (filters.orderId) query = query.where('d.order_id', '=', filters.orderId);
  return query;
}

type DocumentPage = { offset: number; limit: number; direction: 'asc' | 'desc' };

/** A page of documents with their provider's and people's names. */
export async function listDocuments(db: Db, people: People, filters: DocumentFilters, page: DocumentPage) {
  return documentPageQuery(db, people, filters, page).execute();
}
export type ListedDocument = Awaited<ReturnType<typeof listDocuments>>[number];

/** The page's one statement: the people are the accounts' subquery, flattened into the join. */
export function documentPageQuery(db: Db, people: People, filters: DocumentFilters, page: DocumentPage) {
  return filtered(db, filters)
    .leftJoin('payment_providers as p', 'p.id', 'd.payment_provider_id')
    .leftJoin(people.as('c'), 'c.id', 'd.created_by')
    .leftJoin(people.as('r'), 'r.id', 'd.decided_by')
    .selectAll('d')
    .select([
      'p.name as provider_name',
      accountDisplayNameSql('c').as('creator_name'),
      accountDisplayNameSql('r').as('decider_name'),
    ])
    .orderBy('d.created_at', page.direction)
    .orderBy('d.id', page.direction)
    .offset(page.offset)
    .limit(page.limit);
}

export async function countDocuments(db: Db, filters: DocumentFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts by status of the documents matching the filters (any status). */
export async function countByStatus(db: Db, filters: DocumentFilters) {
  const rows = await filtered(db, { ...filters, status: undefined })
    .select(['d.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('d.status')
    .execute();
  const of = (status: PaymentDocumentStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: of('pending'), approved: of('approved'), declined: of('declined') };
}

/** The providers of a kind; with `regionIds`, only those serving at least one of them. */
export async function listProviders(db: Db, kind: 'direct' | 'report' | 'card', regionIds?: string[]) {
  let query = db.selectFrom('payment_providers').selectAll().where('kind', '=', kind);
  if (regionIds) query = query.where(sql<boolean>`region_ids && ${sql.val(regionIds)}::text[]`);
  return query.orderBy('name').execute();
}

export async function findProvider(db: Db, id: number) {
  return db.selectFrom('payment_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockDocument(trx: Db, id: number): Promise<PaymentDocumentRow | undefined> {
  return trx.selectFrom('payment_documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertDocument(db: Db, values: Insertable<PaymentDocumentsTable>) {
  return db.insertInto('payment_documents').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function findDocumentByFileKey(db: Db, fileKey: string) {
  return db
    .selectFrom('payment_documents')
    .select(['id', 'region_id'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
}

/** Another document holding this bank transaction number, if any. */
export async function transactionNumberHolder(db: Db, number: string, exceptId: number) {
  return db
    .selectFrom('payment_documents')
    .select('id')
    .where('bank_transaction_number', '=', number)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function recordDecision(
  trx: Db,
  decision: { documentId: number; action: 'approve' | 'decline'; accountId: number; at: Date; details: object },
) {
  await trx
    .insertInto('payment_document_decisions')
    .values({
      payment_document_id: decision.documentId,
      action: decision.action,
      account_id: decision.accountId,
      at: decision.at,
      details: JSON.stringify(decision.details),
    })
    .execute();
}

export async function listDecisions(db: Db, documentId: number) {
  return db
    .selectFrom('payment_document_decisions')
    .select(['action', 'account_id', 'at', 'details'])
    .where('payment_document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

/** The sum of the order's approved documents (minor units). */
export async function approvedTotal(trx: Db, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_documents')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_minor'), sql<number>`0`).as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Receipts the customer sent for the order since `since` (the payment page's limit). */
export async function countCustomerReceipts(db: Db, orderId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('payment_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .where('source', '=', 'customer')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order's receipts, newest first: what the customer's payment page says of them. */
export async function receiptStatuses(db: Db, orderId: number) {
  return db
    .selectFrom('payment_documents')
    .select(['status', 'comments'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
}

/** Which of these orders have an approved document (a receipt or a card payment). */
export async function ordersWithApprovedDocuments(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('payment_documents')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'approved')
    .execute();
}
