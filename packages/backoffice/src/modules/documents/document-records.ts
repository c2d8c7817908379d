/**
 * Documents themselves (DOC-*): the four lists, creation linked to an order, per-field edits
 * (each change recorded), the change history and the people a document can be assigned to.
 */
import {
  type CreateDocumentBody,
  DOCUMENT_STATES,
  DOCUMENT_TYPES,
  DOCUMENTS_PAGE_SIZE,
  type DocumentChange,
  type DocumentDto,
  type DocumentField,
  type DocumentListQuery,
  type DocumentPage,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database, DocumentType } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { invalid } from '../../platform/http-error.js';
import { scopedRegionIds } from '../../platform/region-scope.js';
import { orderLookup } from '../orders/index.js';
import { type DocCaller, type DocumentAccess, iso, plain, toDto } from './document-access.js';
import * as repo from './repo.js';

const PEOPLE_FIELDS = new Set(['assigned_id', 'report_to_id']);
/** The history's field names: the API's, not the columns'. */
const FIELD_OF: Record<string, string> = {
  assigned_id: 'assigned',
  report_to_id: 'reportTo',
  additional_info: 'additionalInfo',
};

export function createDocumentRecords({
  appDb,
  access,
  now,
}: {
  appDb: Kysely<Database>;
  access: DocumentAccess;
  now: () => Date;
}) {
  const { db, people, accounts, found, assertPerson } = access;
  const orders = orderLookup(appDb);
  const get = async (caller: DocCaller, id: number) => toDto(await found(caller, id));

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
        people,
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

    get,

    /** A document about an order of the caller's regions (DOC-17). */
    async create(caller: DocCaller, body: CreateDocumentBody): Promise<DocumentDto> {
      const order = await orders.readable(caller as Caller, body.linkedObject).catch(() => {
        throw invalid('linkedObject', { key: 'notFoundOrder', values: { id: body.linkedObject } });
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
      return get(caller, id);
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
      return get(caller, id);
    },

    /** The document's recorded changes, newest first; people fields by name (DOC-27). */
    async history(caller: DocCaller, id: number): Promise<DocumentChange[]> {
      await found(caller, id);
      const rows = await repo.listChanges(db, people, id);
      const ids = rows
        .filter((r) => PEOPLE_FIELDS.has(r.field))
        .flatMap((r) => [Number(r.old_value), Number(r.new_value)])
        .filter((n) => Number.isInteger(n) && n > 0);
      const names = await repo.namesOf(db, people, [...new Set(ids)]);
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

    /** Users of the given regions (of the caller's), at most `size` (DOC-22). */
    users: (caller: DocCaller, regionIds: string[] | undefined, size: number) =>
      accounts.inRegions(scopedRegionIds(caller, regionIds), size),
  };
}
