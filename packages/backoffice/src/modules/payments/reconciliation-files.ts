/**
 * A reconciliation report's files (RECON-17): the original file behind a signed link, and its
 * errors as CSV, written when they are downloaded.
 */
import type { ReconciliationDownloadLink } from '@umbrella/contract';
import { sheetFormatOf } from '@umbrella/edge/spreadsheet';
import { csvRow } from '../../platform/csv.js';
import { notFound } from '../../platform/http-error.js';
import type { PaymentParts } from './parts.js';
import { listErrors, reportFileKey, reportOfFile } from './reconciliation-repo.js';
import type { ReconciliationReview } from './reconciliation-review.js';

/** How long a signed download link stays valid (seconds). */
const DOWNLOAD_LINK_SECONDS = 60 * 60;
/** A report file's key names its uploader, so only they can store a report with it. */
export const FILE_KEY = /^reports\/a(\d+)-[0-9a-f-]{36}$/;
/** The errors file is written when it is downloaded; its key names the report. */
const ERRORS_KEY = /^report-errors\/r(\d+)-errors\.csv$/;

export function createReconciliationFiles(
  { db, clock, files }: PaymentParts,
  { one }: Pick<ReconciliationReview, 'one'>,
) {
  const expiresAt = () => new Date(clock.now().getTime() + DOWNLOAD_LINK_SECONDS * 1000).toISOString();

  /** The errors as CSV (RECON-17): row, order, type, message. */
  async function errorsCsv(id: number): Promise<string> {
    await one(id);
    const rows = await listErrors(db, id);
    return [
      'row;orderShortCode;type;message\r\n',
      ...rows.map((r) => csvRow([r.row_number, r.order_short_code, r.type, r.message], ';')),
    ]
      .join('')
      .replace(/\r\n$/, '');
  }

  return {
    errorsCsv,

    /** A signed link to the report's original file (RECON-17). */
    async downloadLink(id: number): Promise<ReconciliationDownloadLink> {
      const report = await reportFileKey(db, id);
      if (!report) throw notFound({ key: 'notFoundReport', values: { id } });
      if (!report.file_key) throw notFound({ key: 'reportNoFile', values: { id } });
      return { url: files.signedUrl(report.file_key, 'GET', DOWNLOAD_LINK_SECONDS), expiresAt: expiresAt() };
    },

    /** A signed link to the report's errors file (RECON-17). */
    async errorsDownloadLink(id: number): Promise<ReconciliationDownloadLink> {
      await one(id);
      return {
        url: files.signedUrl(`report-errors/r${id}-errors.csv`, 'GET', DOWNLOAD_LINK_SECONDS),
        expiresAt: expiresAt(),
      };
    },

    /** What a signed report download link serves: the stored file, or the errors written now. */
    async download(key: string): Promise<{ data: Buffer; contentType: string; fileName: string }> {
      const errorsOf = ERRORS_KEY.exec(key)?.[1];
      if (errorsOf) {
        const csv = await errorsCsv(Number(errorsOf));
        return {
          data: Buffer.from(`\ufeff${csv}`, 'utf8'),
          contentType: 'text/csv; charset=utf-8',
          fileName: `report-${errorsOf}-errors.csv`,
        };
      }
      const report = FILE_KEY.test(key) ? await reportOfFile(db, key) : undefined;
      const file = report && (await files.get(key));
      if (!report || !file) throw notFound('No such file');
      const xlsx = sheetFormatOf(file.data) === 'xlsx';
      return {
        data: file.data,
        contentType: xlsx
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
        fileName: report.file_name ?? `report-${report.id}.${xlsx ? 'xlsx' : 'csv'}`,
      };
    },
  };
}
