/** Payment providers, payment documents and their decisions: rows in, rows out. */
import type { PaymentDocumentStatus } from '@umbrella/contract';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, PaymentDocumentsTable } from '../../db/types.js';
import { accountDisplayNameSql } from '../accounts/index.js';

export type PaymentDocumentRow = Selectable<PaymentDocumentsTable>;

export type DocumentFilters = {
  regionIds: readonly string[];
  status?: PaymentDocumentStatus;
  orderShortCode?: string;
  paymentProviderId?: number;
  orderId?: number;
};

function filtered(db: Kysely<Database>, filters: DocumentFilters) {
  let query = db.selectFrom('payment_documents as d').where('d.region_id', 'in', [...filters.regionIds, '']);
  if (filters.status) query = query.where('d.status', '=', filters.status);
  if (filters.orderShortCode) {
    query = query.where(sql`upper(d.order_short_code)`, '=', filters.orderShortCode.trim().toUpperCase());
  }
  if (filters.paymentProviderId) query = query.where('d.payment_provider_id', '=', filters.paymentProviderId);
  if (filters.orderId) query = query.where('d.order_id', '=', filters.orderId);
  return query;
}

/** A page of documents with their provider's and people's names. */
export async function listDocuments(
  db: Kysely<Database>,
  filters: DocumentFilters,
  page: { offset: number; limit: number; direction: 'asc' | 'desc' },
) {
  return filtered(db, filters)
    .leftJoin('payment_providers as p', 'p.id', 'd.payment_provider_id')
    .leftJoin('accounts as c', 'c.id', 'd.created_by')
    .leftJoin('accounts as r', 'r.id', 'd.decided_by')
    .selectAll('d')
    .select([
      'p.name as provider_name',
      accountDisplayNameSql('c').as('creator_name'),
      accountDisplayNameSql('r').as('decider_name'),
    ])
    .orderBy('d.created_at', page.direction)
    .orderBy('d.id', page.direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
export type ListedDocument = Awaited<ReturnType<typeof listDocuments>>[number];

export async function countDocuments(db: Kysely<Database>, filters: DocumentFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts by status of the documents matching the filters (any status). */
export async function countByStatus(db: Kysely<Database>, filters: DocumentFilters) {
  const rows = await filtered(db, { ...filters, status: undefined })
    .select(['d.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('d.status')
    .execute();
  const of = (status: PaymentDocumentStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: of('pending'), approved: of('approved'), declined: of('declined') };
}

/** The providers of a kind; with `regionIds`, only those serving at least one of them. */
export async function listProviders(db: Kysely<Database>, kind: 'direct' | 'report' | 'card', regionIds?: string[]) {
  let query = db.selectFrom('payment_providers').selectAll().where('kind', '=', kind);
  if (regionIds) query = query.where(sql<boolean>`region_ids && ${sql.val(regionIds)}::text[]`);
  return query.orderBy('name').execute();
}

export async function findProvider(db: Kysely<Database>, id: number) {
  return db.selectFrom('payment_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockDocument(trx: Kysely<Database>, id: number): Promise<PaymentDocumentRow | undefined> {
  return trx.selectFrom('payment_documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertDocument(db: Kysely<Database>, values: Insertable<PaymentDocumentsTable>) {
  return db.insertInto('payment_documents').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function findDocumentByFileKey(db: Kysely<Database>, fileKey: string) {
  return db
    .selectFrom('payment_documents')
    .select(['id', 'region_id'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
}

/** Another document holding this bank transaction number, if any. */
export async function transactionNumberHolder(db: Kysely<Database>, number: string, exceptId: number) {
  return db
    .selectFrom('payment_documents')
    .select('id')
    .where('bank_transaction_number', '=', number)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function recordDecision(
  trx: Kysely<Database>,
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

export async function listDecisions(db: Kysely<Database>, documentId: number) {
  return db
    .selectFrom('payment_document_decisions')
    .select(['action', 'account_id', 'at', 'details'])
    .where('payment_document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

/** The sum of the order's approved documents (minor units). */
export async function approvedTotal(trx: Kysely<Database>, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_documents')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_minor'), sql<number>`0`).as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Receipts the customer sent for the order since `since` (the payment page's limit). */
export async function countCustomerReceipts(db: Kysely<Database>, orderId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('payment_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .where('source', '=', 'customer')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
