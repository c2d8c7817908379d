/**
 * Getting a report in (DREP-22..29): the signed upload link, the file PUT to it (an .xlsx by its
 * bytes) and process-uploaded, which stores the report with the rows the gateway read, already
 * matched (decision 1832).
 */
import { randomUUID } from 'node:crypto';
import type {
  DeliveryReportDto,
  DeliveryReportUploadLink,
  DeliveryReportUploadLinkBody,
  ProcessUploadedReportBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';
import { type FileStore, sniffContentType } from '../../../platform/file-store/index.js';
import { conflict, invalid } from '../../../platform/http-error.js';
import { accountLookup } from '../../accounts/index.js';
import { findReportByKey, insertValidatedReport, type ValidatedReport } from './repo.js';
import { type ReportAccess, type ReportCaller, toReportDto } from './report-access.js';

const UPLOAD_LINK_SECONDS = 15 * 60;

/** The file key of an upload link: the provider and the caller are part of it, so process-uploaded can check both. */
const keyPrefix = (providerId: number, accountId: number) => `delivery-reports/p${providerId}-a${accountId}-`;

export function createReportUploads({
  db,
  appDb,
  clock,
  files,
  access,
}: {
  db: ModuleDb<'delivery'>;
  appDb: Kysely<Database>;
  clock: Clock;
  files: FileStore;
  access: ReportAccess;
}) {
  const { visibleProvider } = access;
  const accounts = accountLookup(appDb);
  return {
    /** getUploadLink({providerId, originalFileName}) (DREP-22, DREP-23). */
    async uploadLink(caller: ReportCaller, body: DeliveryReportUploadLinkBody): Promise<DeliveryReportUploadLink> {
      await visibleProvider(caller, body.providerId);
      const fileKey = `${keyPrefix(body.providerId, caller.accountId)}${randomUUID()}.xlsx`;
      return {
        uploadUrl: files.signedUrl(fileKey, 'PUT', UPLOAD_LINK_SECONDS),
        method: 'PUT',
        providerId: body.providerId,
        originalFileName: body.originalFileName,
        fileKey,
        expiresAt: new Date(clock.now().getTime() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
      };
    },

    /** The file PUT to an upload link (DREP-24, DREP-29): an .xlsx workbook by its bytes. */
    async receiveFile(key: string, data: Buffer): Promise<void> {
      if (data.length === 0) throw invalid('file', 'must not be empty');
      if (sniffContentType(data) !== 'application/zip') throw invalid('file', 'Only .xlsx files are accepted');
      if (await findReportByKey(db, key)) throw conflict('This report was already processed');
      await files.put(key, data);
    },

    /**
     * processUploadedReport(link info) (DREP-25), with the rows the gateway read: the link must be
     * the caller's for this provider and have its file; the same link info again answers the same
     * report (nothing is stored twice). `validate` matches the rows (the flow's, it reads orders)
     * and answers what to store, or refuses; the report is stored validated, never Processing.
     */
    async start(
      caller: ReportCaller,
      body: ProcessUploadedReportBody,
      validate: (regionId: string) => Promise<ValidatedReport & { queueable: boolean }>,
    ): Promise<{ report: DeliveryReportDto; created: boolean }> {
      const provider = await visibleProvider(caller, body.providerId);
      if (!body.fileKey.startsWith(keyPrefix(body.providerId, caller.accountId))) {
        throw invalid('fileKey', 'is not an upload link of yours for this provider');
      }
      const existing = await findReportByKey(db, body.fileKey);
      if (existing) return { report: toReportDto(existing), created: false };
      if (!(await files.get(body.fileKey))) throw invalid('fileKey', 'no file was uploaded to this link');
      const result = await validate(provider.region_id);
      const whoDid = (await accounts.displayName(caller.accountId)) ?? String(caller.accountId);
      const now = clock.now();
      const row = await db.transaction().execute((trx) =>
        insertValidatedReport(
          trx,
          {
            provider_id: provider.id,
            region_id: provider.region_id,
            file_name: body.originalFileName,
            file_key: body.fileKey,
            created_by: caller.accountId,
            who_did: whoDid,
            created_at: now,
            validated_at: now,
            queueable: result.queueable,
          },
          result,
        ),
      );
      return { report: toReportDto(row), created: true };
    },
  };
}
