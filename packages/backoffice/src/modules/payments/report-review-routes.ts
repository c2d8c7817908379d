/**
 * Reading and deciding on reconciliation reports under /module/payments/api/v1/reports
 * (RECON-09..18): the page, counters, the errors' summary, the signed links to a report's file
 * and its errors, and approve or decline of a report with warnings (payment.document.report:read).
 */
import {
  ReconciliationCounters,
  ReconciliationDecisionBody,
  ReconciliationDownloadLink,
  ReconciliationErrorSummary,
  ReconciliationReportDto,
  ReconciliationReportsQuery,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { PAYMENTS_API } from './api.js';
import type { ReconciliationService } from './reconciliation.js';

const REPORTS = `${PAYMENTS_API}/reports`;
const ReportParams = Type.Object({ paymentDocumentId: Type.Integer({ minimum: 1 }) });

/** The page, counters, the errors' summary and the signed links to a report's files. */
export function reportReviewRoutes(app: TypedRoutesApp, reports: ReconciliationService): void {
  const read = { permission: ['payment.document.report:read'] as const };

  app.get(
    REPORTS,
    {
      config: read,
      schema: {
        tags: ['reports'],
        summary: 'Reports page, newest first (RECON-09, RECON-10, RECON-18)',
        querystring: ReconciliationReportsQuery,
        response: {
          200: Type.Object({ content: Type.Array(ReconciliationReportDto), totalSize: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => reports.page(request.query),
  );

  app.get(
    `${REPORTS}/counters`,
    {
      config: read,
      schema: {
        tags: ['reports'],
        summary: 'Report counters (RECON-11)',
        response: { 200: ReconciliationCounters, ...errorResponses },
      },
    },
    async () => reports.counters(),
  );

  app.get(
    `${REPORTS}/:paymentDocumentId/errors/summary`,
    {
      config: read,
      schema: {
        tags: ['reports'],
        summary: 'Each error type with its count (RECON-14)',
        params: ReportParams,
        response: { 200: ReconciliationErrorSummary, ...errorResponses },
      },
    },
    async (request) => reports.errorSummary(request.params.paymentDocumentId),
  );

  app.get(
    `${REPORTS}/:paymentDocumentId/errors/download-link`,
    {
      config: read,
      schema: {
        tags: ['reports'],
        summary: "A signed link to the report's errors as CSV (RECON-17, RECON-18)",
        params: ReportParams,
        response: { 200: ReconciliationDownloadLink, ...errorResponses },
      },
    },
    async (request) => reports.errorsDownloadLink(request.params.paymentDocumentId),
  );

  app.get(
    `${REPORTS}/:paymentDocumentId/download-link`,
    {
      config: read,
      schema: {
        tags: ['reports'],
        summary: "A signed link to the report's original file (RECON-17, RECON-18)",
        params: ReportParams,
        response: { 200: ReconciliationDownloadLink, ...errorResponses },
      },
    },
    async (request) => reports.downloadLink(request.params.paymentDocumentId),
  );
}

/** Approve or decline a report with warnings, with a comment (RECON-12, RECON-13). */
export function reportDecisionRoutes(app: TypedRoutesApp, reports: ReconciliationService): void {
  const read = { permission: ['payment.document.report:read'] as const };

  for (const [path, action] of [
    ['approve', 'APPROVED'],
    ['decline', 'DECLINED'],
  ] as const) {
    app.post(
      `${REPORTS}/${path}`,
      {
        config: read,
        schema: {
          tags: ['reports'],
          summary: `${path === 'approve' ? 'Approve' : 'Decline'} a report with warnings, with a comment (RECON-12, RECON-13)`,
          body: ReconciliationDecisionBody,
          response: { 200: ReconciliationReportDto, ...errorResponses },
        },
      },
      async (request) => reports.decide(request.caller, action, request.body),
    );
  }
}
