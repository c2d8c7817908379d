/**
 * Which delivery providers and reports a caller reaches, and how a report is shown. Reports are a
 * provider's, and a provider is a region's: callers see the providers of their own regions only
 * (another region's answers like a missing one).
 */
import type { DeliveryReportDto } from '@umbrella/contract';
import type { ModuleDb } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { findReport, type ReportRecord } from './repo.js';

export type ReportCaller = Pick<Caller, 'accountId' | 'regionIds' | 'permissions'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toReportDto(r: ReportRecord): DeliveryReportDto {
  return {
    id: r.id,
    providerId: r.provider_id,
    fileName: r.file_name,
    appliedAt: iso(r.applied_at),
    createdAt: new Date(r.created_at).toISOString(),
    validatedAt: iso(r.validated_at),
    whoDid: r.who_did,
    startProcessingAt: iso(r.start_processing_at),
    validationResult: r.validation_result,
    headers: r.headers,
    queueable: r.queueable,
  };
}

export function createReportAccess(db: ModuleDb<'delivery'>) {
  return {
    async visibleProvider(caller: ReportCaller, providerId: number) {
      const provider = await db
        .selectFrom('delivery_providers')
        .select(['id', 'code', 'name', 'region_id'])
        .where('id', '=', providerId)
        .executeTakeFirst();
      return foundInRegions(caller, provider, (p) => p.region_id, {
        key: 'notFoundDeliveryProvider',
        values: { id: providerId },
      });
    },
    async visibleReport(caller: ReportCaller, id: number) {
      return foundInRegions(caller, await findReport(db, id), (r) => r.region_id, {
        key: 'notFoundReport',
        values: { id },
      });
    },
  };
}

export type ReportAccess = ReturnType<typeof createReportAccess>;
