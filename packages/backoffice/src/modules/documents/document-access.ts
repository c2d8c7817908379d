/**
 * Which documents a caller reaches and how one is shown: region-scoped, so another region's
 * document answers as a missing one (decision 1034). Every documents use case asks here first.
 */
import type { DocumentDto } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { invalid, notFound } from '../../platform/http-error.js';
import { accountLookup, accountNames } from '../accounts/index.js';
import * as repo from './repo.js';

export type DocCaller = Pick<Caller, 'accountId' | 'regionIds'>;
export const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Comments and additional info are plain text, kept as typed (control characters aside) and never
 * shown as HTML: the web renders them as text, so markup in them is inert (decision 1202).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
export const plain = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();

export function toDto(r: repo.DocumentRow): DocumentDto {
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

export function createDocumentAccess(appDb: Kysely<Database>) {
  const db = ownTables(appDb, 'documents');
  const people = accountNames(appDb);
  const accounts = accountLookup(appDb);
  return {
    db,
    people,
    accounts,
    async found(caller: DocCaller, id: number) {
      const row = await repo.findDocument(db, people, id, caller.accountId, caller.regionIds);
      if (!row) throw notFound({ key: 'notFoundDocument', values: { id } });
      return row;
    },
    /** A person for the document: an account of the document's region (DOC-22). */
    async assertPerson(field: string, accountId: number, regionId: string) {
      const inRegion = await accounts.inRegions([regionId], 100_000);
      if (!inRegion.some((p) => p.id === accountId)) throw invalid(field, 'is not a user of this region');
    },
  };
}

export type DocumentAccess = ReturnType<typeof createDocumentAccess>;
