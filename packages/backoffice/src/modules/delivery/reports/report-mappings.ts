/**
 * The providers' column mappings (decision 1332): how a file's header layout is read, as saved
 * from the upload dialog and read back by the gateway when it reads a file.
 */
import type { DeliveryReportMapping, SaveDeliveryReportMappingBody } from '@umbrella/contract';
import { layoutOf, statusWord } from '@umbrella/edge/spreadsheet';
import type { ModuleDb } from '../../../db/owners.js';
import { invalid } from '../../../platform/http-error.js';
import { providerMappings, saveMapping as saveMappingRow } from './repo.js';
import type { ReportAccess, ReportCaller } from './report-access.js';

export function createReportMappings({ db, access }: { db: ModuleDb<'delivery'>; access: ReportAccess }) {
  const { visibleProvider } = access;
  return {
    /** The saved mappings of a provider of the caller's regions (the gateway reads its files with them). */
    async mappingsOf(caller: ReportCaller, providerId: number): Promise<DeliveryReportMapping[]> {
      await visibleProvider(caller, providerId);
      return providerMappings(db, providerId);
    },

    /**
     * Saves the caller's mapping of a file's header layout for a provider, from the upload dialog:
     * the file is read with it when it is checked again.
     */
    async saveMapping(caller: ReportCaller, body: SaveDeliveryReportMappingBody): Promise<DeliveryReportMapping> {
      const provider = await visibleProvider(caller, body.providerId);
      const { headers } = body;
      const column = (field: 'shortCodeColumn' | 'statusColumn') => {
        if (body[field] >= headers.length)
          throw invalid(field, { key: 'oneOfFileColumns', values: { columns: headers.length } });
      };
      column('shortCodeColumn');
      column('statusColumn');
      if (body.shortCodeColumn === body.statusColumn) {
        throw invalid('statusColumn', 'must not be the short code column');
      }
      const delivered = new Set(body.deliveredWords.map(statusWord));
      if (delivered.has('') || body.refusedWords.some((w) => statusWord(w) === '')) {
        throw invalid('deliveredWords', 'each word needs a letter or a digit');
      }
      const both = body.refusedWords.find((w) => delivered.has(statusWord(w)));
      if (both) throw invalid('refusedWords', { key: 'wordAlsoDelivered', values: { value: both } });
      const mapping = {
        shortCodeColumn: body.shortCodeColumn,
        statusColumn: body.statusColumn,
        deliveredWords: body.deliveredWords,
        refusedWords: body.refusedWords,
      };
      const layout = layoutOf(headers);
      await saveMappingRow(db, { providerId: provider.id, headers, layout, mapping, accountId: caller.accountId });
      return { layout, ...mapping };
    },
  };
}
