/**
 * The CSV export of selected documents (DOC-11..13): who may export, which documents qualify and
 * the rows' format, streamed as they are written.
 */
import { DOCUMENTS_NOT_EXPORTABLE, ERROR_CODES } from '@umbrella/contract';
import type { Caller } from '../../platform/caller.js';
import { csvRow } from '../../platform/csv.js';
import { forbidden, HttpError } from '../../platform/http-error.js';
import type { DocCaller, DocumentAccess } from './document-access.js';
import * as repo from './repo.js';

/** 'YYYY-MM-DD…' → 'DD-MM-YYYY' (DOC-12); anything else as it is. */
const dayMonthYear = (date: string | null) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (date ?? '');
};

export function createDocumentExport({ db }: DocumentAccess) {
  return {
    /**
     * Not for the agent position; the documents of the caller's regions that have an order, as
     * short_code, preferred_date (DD-MM-YYYY), full_name; none with an order is a 400 "Selected
     * documents can not be exported". Rows are yielded as they are written, so the answer streams.
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
  };
}
