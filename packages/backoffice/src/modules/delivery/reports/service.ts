/**
 * Delivery-provider reports (DREP-04..34): the last reports of a provider and their validation
 * errors here; uploads, the providers' column mappings and what apply writes each in their own
 * file behind this service.
 * Reports are a provider's, and a provider is a region's: callers see the providers of their own
 * regions only (another region's answers like a missing one).
 */
import {
  DELIVERY_REPORT_LIST_LIMIT,
  type DeliveryReportValidationErrors,
  type ReportRowErrorCode,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import { ownTables } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';
import type { FileStore } from '../../../platform/file-store/index.js';
import { latestReports, reportErrors } from './repo.js';
import { createReportAccess, type ReportCaller, toReportDto } from './report-access.js';
import { reportApply } from './report-apply.js';
import { createReportMappings } from './report-mappings.js';
import { createReportUploads } from './report-uploads.js';

export { type ReportCaller, toReportDto } from './report-access.js';

export function createDeliveryReports(deps: { db: Kysely<Database>; clock: Clock; files: FileStore }) {
  const { clock, files } = deps;
  const db = ownTables(deps.db, 'delivery');
  const access = createReportAccess(db);
  const { visibleProvider, visibleReport } = access;

  return {
    visibleProvider,

    /** getReports(providerId, limit 3) (DREP-05, DREP-06): newest first. */
    async list(caller: ReportCaller, providerId: number, limit = DELIVERY_REPORT_LIST_LIMIT) {
      await visibleProvider(caller, providerId);
      return (await latestReports(db, providerId, limit)).map(toReportDto);
    },

    /** getValidationErrors(id) (DREP-20). */
    async validationErrors(caller: ReportCaller, id: number): Promise<DeliveryReportValidationErrors> {
      await visibleReport(caller, id);
      const errors = await reportErrors(db, id);
      return {
        errors: errors.map((e) => ({ error: e.error, code: e.code as ReportRowErrorCode | null, values: e.values })),
      };
    },

    ...createReportUploads({ db, appDb: deps.db, clock, files, access }),
    ...createReportMappings({ db, access }),
    ...reportApply,
  };
}

export type DeliveryReports = ReturnType<typeof createDeliveryReports>;
