/**
 * /module/payments/api/v1/reports: reconciliation reports (RECON-07..18). The gateway posts a report
 * with the rows it parsed from the uploaded file (/gateway/reports/reconciliation); reading takes
 * payment.document.report:read, uploading payment.document.report:upload.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateReconciliationReportBody,
  PaymentProviderDto,
  ReconciliationCounters,
  ReconciliationDecisionBody,
  ReconciliationErrorSummary,
  ReconciliationReportDto,
  ReconciliationReportsQuery,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createReconciliationService } from './reconciliation.js';
import { listProviders } from './repo.js';
import { PAYMENTS_API } from './routes.js';

const REPORTS = `${PAYMENTS_API}/reports`;
const ReportParams = Type.Object({ paymentDocumentId: Type.Integer({ minimum: 1 }) });

export const reconciliationRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const reports = createReconciliationService({ db, clock: systemClock });
  const read = { permission: ['payment.document.report:read'] as const };
  const upload = { permission: ['payment.document.report:upload'] as const };

  app.get(
    `${REPORTS}/providers`,
    {
      config: upload,
      schema: {
        tags: ['reports'],
        summary: 'Report providers (RECON-07)',
        response: { 200: Type.Array(PaymentProviderDto), ...errorResponses },
      },
    },
    async () => (await listProviders(db, 'report')).map((p) => ({ id: p.id, name: p.name, kind: p.kind })),
  );

  app.post(
    REPORTS,
    {
      config: upload,
      bodyLimit: 50 * 1024 * 1024,
      schema: {
        tags: ['reports'],
        summary:
          'A parsed report (provider, date, transaction number, amount, rows), matched against orders and payments (RECON-07, RECON-15)',
        body: CreateReconciliationReportBody,
        response: { 201: ReconciliationReportDto, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await reports.create(request.caller, request.body)),
  );

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
    `${REPORTS}/:paymentDocumentId/errors/download`,
    {
      config: read,
      schema: { tags: ['reports'], summary: "The report's errors as CSV (RECON-17)", params: ReportParams },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${request.params.paymentDocumentId}-errors.csv"`)
        .send(`\ufeff${await reports.errorsCsv(request.params.paymentDocumentId)}`),
  );

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
};
