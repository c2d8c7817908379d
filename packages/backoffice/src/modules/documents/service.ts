/**
 * Documents (DOC-*): the four lists, creation linked to an order, per-field edits (each change
 * recorded), comments and per-reader unread counters that reset when the comments are read, and
 * the CSV export — one use case per file behind this service. Region-scoped: another region's
 * document answers as a missing one (decision 1034).
 */
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createDocumentAccess } from './document-access.js';
import { createDocumentComments } from './document-comments.js';
import { createDocumentExport } from './document-export.js';
import { createDocumentRecords } from './document-records.js';

export function createDocumentService({
  db: appDb,
  now = () => new Date(),
}: Pick<ModuleDeps, 'db'> & { now?: () => Date }) {
  const access = createDocumentAccess(appDb);
  return {
    ...createDocumentRecords({ appDb, access, now }),
    ...createDocumentComments(access),
    ...createDocumentExport(access),
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
