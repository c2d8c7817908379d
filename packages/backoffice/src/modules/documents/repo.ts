/**
 * The documents module's tables: documents, comments, readers' last read comment, changes. The
 * people's names are the accounts module's subquery (`People`, decision 1823).
 */
import { DOCUMENTS_COUNT_CAP } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { DocumentState, DocumentType } from '../../db/types.js';
import type { accountNames } from '../accounts/index.js';

type Db = ModuleDb<'documents'>;
/** The accounts' names (the accounts module's subquery), bound by the service. */
export type People = ReturnType<typeof accountNames>;

export type ListScope = 'all' | 'assigned' | 'reportTo' | 'mine';
export type ListFilter = {
  regionIds: readonly string[];
  scope: ListScope;
  accountId: number;
  type?: string;
  shortCode?: string;
  assigned?: number;
};

function filtered(db: Db, f: ListFilter) {
  let query = db.selectFrom('documents as d').where('d.region_id', 'in', [...f.regionIds]);
  if (f.scope === 'assigned') query = query.where('d.assigned_id', '=', f.accountId);
  if (f.scope === 'reportTo') query = query.where('d.report_to_id', '=', f.accountId);
  if (f.scope === 'mine') query = query.where('d.created_by', '=', f.accountId);
  if (f.type !== undefined) query = query.where('d.type', '=', f.type as DocumentType);
  if (f.shortCode) query = query.where('d.order_short_code', '=', f.shortCode.trim().toUpperCase());
  if (f.assigned !== undefined) query = query.where('d.assigned_id', '=', f.assigned);
  return query;
}

const person = (alias: string) =>
  [sql.ref<number>(`${alias}.id`), sql.ref<string>(`${alias}.name`), sql.ref<string>(`${alias}.surname`)] as const;

/** Documents with the names of their people and the reader's unread comments. */
function withDetails(db: Db, people: People, f: ListFilter, readerId: number) {
  const [aId, aName, aSurname] = person('a');
  const [rId, rName, rSurname] = person('r');
  const [cId, cName, cSurname] = person('c');
  return filtered(db, f)
    .innerJoin(people.as('a'), 'a.id', 'd.assigned_id')
    .innerJoin(people.as('r'), 'r.id', 'd.report_to_id')
    .innerJoin(people.as('c'), 'c.id', 'd.created_by')
    .leftJoin('document_reads as dr', (join) =>
      join.onRef('dr.document_id', '=', 'd.id').on('dr.account_id', '=', readerId),
    )
    .selectAll('d')
    .select([
      aId.as('a_id'),
      aName.as('a_name'),
      aSurname.as('a_surname'),
      rId.as('r_id'),
      rName.as('r_name'),
      rSurname.as('r_surname'),
      cId.as('c_id'),
      cName.as('c_name'),
      cSurname.as('c_surname'),
    ])
    .select((eb) =>
      eb
        .selectFrom('document_comments as dc')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('dc.document_id', '=', 'd.id')
        .where('dc.account_id', '!=', readerId)
        .where('dc.id', '>', eb.fn.coalesce('dr.last_comment_id', sql.lit(0)))
        .as('unread'),
    );
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

/** One page, newest first (the primary key walked backwards, or a scope's (person, id) index). */
export function documentPageQuery(db: Db, people: People, f: ListFilter, skip: number, take: number) {
  return withDetails(db, people, f, f.accountId).orderBy('d.id', 'desc').offset(skip).limit(take);
}

/**
 * How many match, reading at most DOCUMENTS_COUNT_CAP rows (decision 1221). The order of the
 * capped read is the order of the index that serves the filter, so the planner walks that index
 * (the regions in order, migration 0044) instead of reading the table's first pages.
 */
export function documentCountQuery(db: Db, f: ListFilter) {
  let capped = filtered(db, f).select(sql`1`.as('one'));
  if (f.scope === 'all' && !f.shortCode && f.assigned === undefined) {
    capped = capped.orderBy('d.region_id');
    if (f.type !== undefined) capped = capped.orderBy('d.type');
  }
  capped = capped.orderBy('d.id').limit(DOCUMENTS_COUNT_CAP);
  return db.selectFrom(capped.as('capped')).select(sql<string | number>`count(*)`.as('n'));
}

export async function listDocuments(db: Db, people: People, f: ListFilter, skip: number, take: number) {
  const [rows, count] = await Promise.all([
    documentPageQuery(db, people, f, skip, take).execute(),
    documentCountQuery(db, f).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

export async function findDocument(db: Db, people: People, id: number, readerId: number, regionIds: readonly string[]) {
  return withDetails(db, people, { regionIds, scope: 'all', accountId: readerId }, readerId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  values: {
    region_id: string;
    type: DocumentType;
    assigned_id: number;
    report_to_id: number;
    created_by: number;
    additional_info: string;
    linked_object: number;
    order_short_code: string;
    order_full_name: string;
    order_preferred_date: string | null;
  },
) {
  return (await db.insertInto('documents').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export const COLUMN_OF = {
  type: 'type',
  state: 'state',
  assigned: 'assigned_id',
  reportTo: 'report_to_id',
  additionalInfo: 'additional_info',
} as const;

export async function updateField(
  trx: Db,
  id: number,
  column: (typeof COLUMN_OF)[keyof typeof COLUMN_OF],
  value: string | number,
  accountId: number,
  now: Date,
) {
  const before = await trx.selectFrom('documents').select(column).where('id', '=', id).forUpdate().executeTakeFirst();
  await trx
    .updateTable('documents')
    .set({ [column]: value, updated_at: now } as unknown as { state: DocumentState })
    .where('id', '=', id)
    .execute();
  await recordChange(
    trx,
    id,
    accountId,
    column,
    before ? String((before as Record<string, unknown>)[column]) : null,
    String(value),
  );
}

/** One line of a document's history (DOC-27). */
export async function recordChange(
  db: Db,
  documentId: number,
  accountId: number,
  field: string,
  oldValue: string | null,
  newValue: string | null,
) {
  await db
    .insertInto('document_changes')
    .values({ document_id: documentId, account_id: accountId, field, old_value: oldValue, new_value: newValue })
    .execute();
}

/** A document's changes, newest first, with who made them. */
export async function listChanges(db: Db, people: People, documentId: number) {
  return db
    .selectFrom('document_changes as ch')
    .innerJoin(people.as('a'), 'a.id', 'ch.account_id')
    .select([
      'ch.id',
      'ch.field',
      'ch.old_value',
      'ch.new_value',
      'ch.created_at',
      'a.id as a_id',
      'a.name as a_name',
      'a.surname as a_surname',
    ])
    .where('ch.document_id', '=', documentId)
    .orderBy('ch.id', 'desc')
    .execute();
}

/** Names of accounts by id (the people fields of the history). */
export async function namesOf(db: Db, people: People, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .selectFrom(people.as('a'))
    .select(['a.id', 'a.name', 'a.surname'])
    .where('a.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`.trim()]));
}

/** The order columns of the CSV export, for the given documents of these regions, in id order. */
export async function exportRows(db: Db, ids: readonly number[], regionIds: readonly string[]) {
  if (!ids.length || !regionIds.length) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'order_short_code', 'order_preferred_date', 'order_full_name'])
    .where('id', 'in', [...ids])
    .where('region_id', 'in', [...regionIds])
    .where('order_short_code', 'is not', null)
    .orderBy('id')
    .execute();
}

const attachmentColumns = [
  'at.id',
  'at.document_id',
  'at.path',
  'at.media_type',
  'at.name',
  'at.size',
  'at.created_by',
  'at.created_at',
  'a.id as a_id',
  'a.name as a_name',
  'a.surname as a_surname',
] as const;

function attachments(db: Db, people: People) {
  return db
    .selectFrom('document_attachments as at')
    .innerJoin(people.as('a'), 'a.id', 'at.created_by')
    .select(attachmentColumns);
}

export type AttachmentRow = Awaited<ReturnType<ReturnType<typeof attachments>['executeTakeFirstOrThrow']>>;

export async function listAttachments(db: Db, people: People, documentId: number) {
  return attachments(db, people).where('at.document_id', '=', documentId).orderBy('at.id').execute();
}

export async function findAttachment(db: Db, people: People, id: number) {
  return attachments(db, people).where('at.id', '=', id).executeTakeFirst();
}

export async function findAttachmentByPath(db: Db, path: string) {
  return db
    .selectFrom('document_attachments')
    .select(['id', 'document_id', 'media_type', 'name'])
    .where('path', '=', path)
    .executeTakeFirst();
}

export async function insertAttachment(
  db: Db,
  values: { document_id: number; path: string; media_type: string; name: string; size: number; created_by: number },
) {
  return (await db.insertInto('document_attachments').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteAttachment(db: Db, id: number) {
  await db.deleteFrom('document_attachments').where('id', '=', id).execute();
}

export async function listComments(db: Db, people: People, documentId: number) {
  return db
    .selectFrom('document_comments as dc')
    .innerJoin(people.as('a'), 'a.id', 'dc.account_id')
    .select(['dc.id', 'dc.document_id', 'dc.text', 'dc.created_at', 'a.id as a_id', 'a.name', 'a.surname'])
    .where('dc.document_id', '=', documentId)
    .orderBy('dc.id')
    .execute();
}

export async function insertComment(db: Db, documentId: number, accountId: number, text: string) {
  return (
    await db
      .insertInto('document_comments')
      .values({ document_id: documentId, account_id: accountId, text })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The reader has read every comment up to `lastCommentId`. */
export async function markRead(db: Db, documentId: number, accountId: number, lastCommentId: number) {
  await db
    .insertInto('document_reads')
    .values({ document_id: documentId, account_id: accountId, last_comment_id: lastCommentId })
    .onConflict((oc) =>
      oc.columns(['document_id', 'account_id']).doUpdateSet({
        last_comment_id: sql<number>`greatest(document_reads.last_comment_id, excluded.last_comment_id)`,
      }),
    )
    .execute();
}

/**
 * Unread comments of the reader over its documents (assigned, report-to or created): the reader's
 * documents through their people indexes, then each one's comments after the reader's last read
 * through document_comments (document_id, id) — never a read of every comment (decision 1221).
 */
export function totalUnreadQuery(db: Db, accountId: number, regionIds: readonly string[]) {
  return db
    .selectFrom('documents as d')
    .leftJoin('document_reads as dr', (join) =>
      join.onRef('dr.document_id', '=', 'd.id').on('dr.account_id', '=', accountId),
    )
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .selectFrom('document_comments as dc')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('dc.document_id', '=', 'd.id')
              .where('dc.account_id', '!=', accountId)
              .where('dc.id', '>', eb.fn.coalesce('dr.last_comment_id', sql.lit(0))),
          ),
          sql.lit(0),
        )
        .as('n'),
    )
    .where('d.region_id', 'in', [...regionIds])
    .where((eb) =>
      eb.or([
        eb('d.assigned_id', '=', accountId),
        eb('d.report_to_id', '=', accountId),
        eb('d.created_by', '=', accountId),
      ]),
    );
}

export async function totalUnread(db: Db, accountId: number, regionIds: readonly string[]): Promise<number> {
  if (!regionIds.length) return 0;
  const row = await totalUnreadQuery(db, accountId, regionIds).executeTakeFirstOrThrow();
  return Number(row.n);
}
