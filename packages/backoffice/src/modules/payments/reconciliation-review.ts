/**
 * Reading and deciding on reconciliation reports: the page newest first, one report, the
 * counters, each error type with its count, and approve or decline of a report with warnings.
 */
import type {
  ReconciliationCounters,
  ReconciliationDecisionBody,
  ReconciliationErrorSummary,
  ReconciliationReportDto,
  ReconciliationReportsQuery,
  ReconciliationStatus,
} from '@umbrella/contract';
import { type AuditEntry, audited } from '../../platform/audit/record.js';
import { invalid, notFound } from '../../platform/http-error.js';
import type { PaymentParts } from './parts.js';
import {
  countErrorsByType,
  countReportsByStatus,
  listReports,
  reportStatus,
  setReportDecision,
} from './reconciliation-repo.js';
import type { ReportCaller } from './reconciliation-upload.js';

type ListedReport = Awaited<ReturnType<typeof listReports>>['rows'][number];

const toDto = (r: ListedReport): ReconciliationReportDto => ({
  paymentDocumentId: r.id,
  paymentProviderId: r.payment_provider_id,
  paymentProviderName: r.provider_name,
  paymentDate: r.payment_date,
  bankTransactionNumber: r.bank_transaction_number,
  amount: Number(r.amount_minor),
  status: r.status,
  fileName: r.file_name,
  hasFile: r.file_key !== null,
  comments: r.comments,
  created: new Date(r.created_at).toISOString(),
  createdBy: r.creator_name ?? r.who_did,
});

export function createReconciliationReview({ db, others, clock }: PaymentParts) {
  /** The reports page, newest first (RECON-09, RECON-10, RECON-18). */
  async function page(query: ReconciliationReportsQuery, id?: number) {
    const size = query.size ?? 20;
    const { rows, total } = await listReports(
      db,
      others.people,
      { status: query.status, id },
      { offset: (query.page ?? 0) * size, limit: size },
    );
    return { content: rows.map(toDto), totalSize: total };
  }

  async function one(id: number): Promise<ReconciliationReportDto> {
    const row = (await page({ page: 0, size: 1 }, id)).content[0];
    if (!row) throw notFound({ key: 'notFoundReport', values: { id } });
    return row;
  }

  return {
    page,
    one,

    /** Counters (RECON-11). */
    async counters(): Promise<ReconciliationCounters> {
      const rows = await countReportsByStatus(db);
      const of = (status: ReconciliationStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return {
        totalCount: rows.reduce((sum, r) => sum + Number(r.n), 0),
        approvedCount: of('APPROVED'),
        declinedCount: of('DECLINED'),
        approvedWithWarningsCount: of('APPROVED_WITH_WARNINGS'),
      };
    },

    /** Each error type with its count (RECON-14). */
    async errorSummary(id: number): Promise<ReconciliationErrorSummary> {
      await one(id);
      const rows = await countErrorsByType(db, id);
      return rows.map((r) => ({ type: r.type, count: Number(r.n) }));
    },

    /** Approve or decline a report with warnings; the comment is required (RECON-12, RECON-13). */
    async decide(caller: ReportCaller, action: 'APPROVED' | 'DECLINED', body: ReconciliationDecisionBody) {
      const comments = body.comments.trim();
      if (!comments) throw invalid('comments', 'must not be empty');
      const report = await reportStatus(db, body.paymentDocumentId);
      if (!report) throw notFound({ key: 'notFoundReport', values: { id: body.paymentDocumentId } });
      if (report.status !== 'APPROVED_WITH_WARNINGS' && report.status !== 'PENDING') {
        throw invalid('paymentDocumentId', 'only a pending report or one with warnings can be changed');
      }
      // A report spans the provider's orders of any region: its entry belongs to every region.
      const entry: AuditEntry = {
        action: action === 'APPROVED' ? 'RECONCILIATION_APPROVED' : 'RECONCILIATION_DECLINED',
        targetType: 'reconciliation',
        targetId: report.id,
        details: { previousStatus: report.status, comments },
      };
      await audited(db, caller, entry, (trx) =>
        setReportDecision(trx, report.id, { status: action, comments, decidedBy: caller.accountId, at: clock.now() }),
      );
      return one(report.id);
    },
  };
}

export type ReconciliationReview = ReturnType<typeof createReconciliationReview>;
