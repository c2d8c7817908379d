/**
 * Documents (DOC-*): the four lists, creation linked to an order, per-field edits (each change
 * recorded), comments and per-reader unread counters that reset when the comments are read.
 * Region-scoped: another region's document answers as a missing one (decision 1034).
 */
import {
  type CreateDocumentBody,
  DOCUMENT_STATES,
  DOCUMENT_TYPES,
  DOCUMENTS_NOT_EXPORTABLE,
  DOCUMENTS_PAGE_SIZE,
  type DocumentChange,
  type DocumentComment,
  type DocumentDto,
  type DocumentField,
  type DocumentListQuery,
  type DocumentPage,
  ERROR_CODES,
} from '@umbrella/contract';
import type { DocumentType } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { csvRow } from '../../platform/csv.js';
import { forbidden, HttpError, invalid, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { scopedRegionIds } from '../../platform/region-scope.js';
import { accountsInRegions } from '../accounts/index.js';
import { readableOrder } from '../orders/index.js';
import * as repo from './repo.js';

type DocCaller = Pick<Caller, 'accountId' | 'regionIds'>;
const iso = (d: Date | string) => new Date(d).toISOString();
/** 'YYYY-MM-DD…' → 'DD-MM-YYYY' (DOC-12); anything else as it is. */
const dayMonthYear = (date: string | null) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (date ?? '');
};
const PEOPLE_FIELDS = new Set(['assigned_id', 'report_to_id']);
/** The history's field names: the API's, not the columns'. */
const FIELD_OF: Record<string, string> = {
  assigned_id: 'assigned',
  report_to_id: 'reportTo',
  additional_info: 'additionalInfo',
};

/**
 * Comments and additional info are plain text, kept as typed (control characters aside) and never
 * shown as HTML: the web renders them as text, so markup in them is inert (decision 1202).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();

function toDto(r: repo.DocumentRow): DocumentDto {
  return {
    id: r.id,
    shortCode: r.order_short_code,
    type: r.type,
    state: r.state,
    assigned: { id: r.a_id, name: r.a_name, surname: r.a_surname },
    reportTo: { id: r.r_id, name: r.r_name, surname: r.r_surname },
    createdBy: { id: r.c_id, name: r.c_name, surname: r.c_surname },
    additionalInfo: r.additional_info,
    created: iso(r.created_at),
    updated: iso(r.updated_at),
    regionId: r.region_id,
    linkedObject: r.linked_object,
    unreadCount: Number(r.unread ?? 0),
    order: r.order_short_code
      ? { shortCode: r.order_short_code, fullName: r.order_full_name ?? '', preferred_date: r.order_preferred_date }
      : null,
  };
}

export function createDocumentService({ db, now = () => new Date() }: Pick<ModuleDeps, 'db'> & { now?: () => Date }) {
  async function found(caller: DocCaller, id: number) {
    const row = await repo.findDocument(db, id, caller.accountId, caller.regionIds);
    if (!row) throw notFound(`Document ${id} not found`);
    return row;
  }

  /** A person for the document: an account of the document's region (DOC-22). */
  async function assertPerson(field: string, accountId: number, regionId: string) {
    const people = await accountsInRegions(db, [regionId], 100_000);
    if (!people.some((p) => p.id === accountId)) throw invalid(field, 'is not a user of this region');
  }

  return {
    async list(caller: DocCaller, scope: repo.ListScope, query: DocumentListQuery): Promise<DocumentPage> {
      // An unknown type gives an empty list, not an error (DOC-07).
      if (query.type !== undefined && !(DOCUMENT_TYPES as readonly string[]).includes(query.type)) {
        return { data: [], count: 0 };
      }
      const regionIds = scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined);
      if (!regionIds.length) return { data: [], count: 0 };
      const { rows, count } = await repo.listDocuments(
        db,
        {
          regionIds,
          scope,
          accountId: caller.accountId,
          ...(query.type !== undefined ? { type: query.type } : {}),
          ...(query.shortCode ? { shortCode: query.shortCode } : {}),
          ...(query.assigned !== undefined ? { assigned: query.assigned } : {}),
        },
        query.skip ?? 0,
        query.take ?? DOCUMENTS_PAGE_SIZE,
      );
      return { data: rows.map(toDto), count };
    },

    get: async (caller: DocCaller, id: number) => toDto(await found(caller, id)),

    /** A document about an order of the caller's regions (DOC-17). */
    async create(caller: DocCaller, body: CreateDocumentBody): Promise<DocumentDto> {
      const order = await readableOrder(db, caller as Caller, body.linkedObject).catch(() => {
        throw invalid('linkedObject', `Order ${body.linkedObject} not found`);
      });
      await assertPerson('assigned', body.assigned, order.region_id);
      await assertPerson('reportTo', body.reportTo, order.region_id);
      const id = await repo.insertDocument(db, {
        region_id: order.region_id,
        type: body.type,
        assigned_id: body.assigned,
        report_to_id: body.reportTo,
        created_by: caller.accountId,
        additional_info: plain(body.additionalInfo ?? ''),
        linked_object: order.id,
        order_short_code: order.short_code,
        order_full_name: order.full_name,
        order_preferred_date: order.preferred_date,
      });
      return this.get(caller, id);
    },

    /** One field, recorded as a change (DOC-21). */
    async updateField(caller: DocCaller, id: number, field: DocumentField, value: string | number) {
      const doc = await found(caller, id);
      let stored: string | number;
      if (field === 'assigned' || field === 'reportTo') {
        if (typeof value !== 'number') throw invalid('value', 'must be a user id');
        await assertPerson('value', value, doc.region_id);
        stored = value;
      } else if (field === 'type') {
        if (!(DOCUMENT_TYPES as readonly unknown[]).includes(value)) throw invalid('value', 'is not a document type');
        stored = value as DocumentType;
      } else if (field === 'state') {
        if (!(DOCUMENT_STATES as readonly unknown[]).includes(value)) throw invalid('value', 'is not a document state');
        stored = value;
      } else {
        if (typeof value !== 'string') throw invalid('value', 'must be text');
        stored = plain(value);
      }
      await db
        .transaction()
        .execute((trx) => repo.updateField(trx, id, repo.COLUMN_OF[field], stored, caller.accountId, now()));
      return this.get(caller, id);
    },

    /** The comments, oldest first; reading them resets the reader's unread count (DOC-30). */
    async comments(caller: DocCaller, documentId: number): Promise<DocumentComment[]> {
      await found(caller, documentId);
      const rows = await repo.listComments(db, documentId);
      const last = rows.at(-1);
      if (last) await repo.markRead(db, documentId, caller.accountId, last.id);
      return rows.map((r) => ({
        id: r.id,
        documentId: r.document_id,
        text: r.text,
        created: iso(r.created_at),
        account: { id: r.a_id, name: r.name, surname: r.surname },
      }));
    },

    async addComment(caller: DocCaller, documentId: number, text: string): Promise<DocumentComment> {
      await found(caller, documentId);
      const clean = plain(text);
      if (!clean) throw invalid('text', 'must not be empty');
      const id = await repo.insertComment(db, documentId, caller.accountId, clean);
      await repo.markRead(db, documentId, caller.accountId, id);
      const comment = (await this.comments(caller, documentId)).find((c) => c.id === id);
      return comment as DocumentComment;
    },

    unread: async (caller: DocCaller, documentId: number) => ({
      unreadComments: Number((await found(caller, documentId)).unread ?? 0),
    }),
    unreadTotal: async (caller: DocCaller) => ({
      unreadComments: await repo.totalUnread(db, caller.accountId, caller.regionIds),
    }),

    /** The document's recorded changes, newest first; people fields by name (DOC-27). */
    async history(caller: DocCaller, id: number): Promise<DocumentChange[]> {
      await found(caller, id);
      const rows = await repo.listChanges(db, id);
      const ids = rows
        .filter((r) => PEOPLE_FIELDS.has(r.field))
        .flatMap((r) => [Number(r.old_value), Number(r.new_value)])
        .filter((n) => Number.isInteger(n) && n > 0);
      const names = await repo.accountNames(db, [...new Set(ids)]);
      const shown = (field: string, value: string | null) =>
        value !== null && PEOPLE_FIELDS.has(field) ? (names.get(Number(value)) ?? value) : value;
      return rows.map((r) => ({
        id: r.id,
        field: FIELD_OF[r.field] ?? r.field,
        oldValue: shown(r.field, r.old_value),
        newValue: shown(r.field, r.new_value),
        created: iso(r.created_at),
        account: { id: r.a_id, name: r.a_name, surname: r.a_surname },
      }));
    },

    /**
     * The CSV export of selected documents (DOC-11..13): not for the agent position; the documents
     * of the caller's regions that have an order, as short_code, preferred_date (DD-MM-YYYY),
     * full_name; none with an order is a 400 "Selected documents can not be exported". Rows are
     * yielded as they are written, so the answer streams.
     */
    async exportCsv(caller: DocCaller & Pick<Caller, 'position'>, ids: readonly number[]) {
      if (caller.position === 'Agent') throw forbidden('The agent position can not export documents');
      const rows = await repo.exportRows(db, [...new Set(ids)], caller.regionIds);
      if (!rows.length) {
        throw new HttpError(400, ERROR_CODES.validation, DOCUMENTS_NOT_EXPORTABLE, { ids: DOCUMENTS_NOT_EXPORTABLE });
      }
      return (function* lines() {
        yield csvRow(['short_code', 'preferred_date', 'full_name']);
        for (const r of rows)
          yield csvRow([r.order_short_code, dayMonthYear(r.order_preferred_date), r.order_full_name]);
      })();
    },

    /** Users of the given regions (of the caller's), at most `size` (DOC-22). */
    users: (caller: DocCaller, regionIds: string[] | undefined, size: number) =>
      accountsInRegions(db, scopedRegionIds(caller, regionIds), size),
  };
}
