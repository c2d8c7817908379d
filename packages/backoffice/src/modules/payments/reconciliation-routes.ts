/**
 * /module/payments/api/v1/reports: reconciliation reports (RECON-07..18). The gateway asks for an
 * upload link, PUTs the original file to it and posts the report with the rows it parsed from that
 * file (/gateway/reports/reconciliation); reading takes payment.document.report:read, uploading
 * payment.document.report:upload. The report's file and its errors file are served behind signed
 * download links (public routes: the URL's signature is the credential).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateReconciliationReportBody,
  PaymentProviderDto,
  ReconciliationCounters,
  ReconciliationDecisionBody,
  ReconciliationDownloadLink,
  ReconciliationErrorSummary,
  ReconciliationReportDto,
  ReconciliationReportsQuery,
  ReconciliationUploadLink,
  ReconciliationUploadLinkBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import {
  acceptRawBodies,
  assertSignedRequest,
  configuredFileStore,
  SignedDownloadResponses,
  SignedFileQuery,
} from '../../platform/file-store/index.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createReconciliationService } from './reconciliation.js';
import { listProviders } from './repo.js';
import { PAYMENT_FILES, PAYMENTS_API } from './routes.js';

const REPORTS = `${PAYMENTS_API}/reports`;
const ReportParams = Type.Object({ paymentDocumentId: Type.Integer({ minimum: 1 }) });
const FileParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) });
/** The largest report file the gateway accepts (its own limit is the same). */
export const REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const reconciliationRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret } = configuredFileStore(config, PAYMENT_FILES);
  const reports = createReconciliationService({ db, clock: systemClock, files: store });
  const read = { permission: ['payment.document.report:read'] as const };
  const upload = { permission: ['payment.document.report:upload'] as const };
  // The report file arrives with whatever type the gateway gives it; the route checks it by content.
  acceptRawBodies(app, REPORT_FILE_MAX_BYTES);

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

  app.post(
    `${REPORTS}/upload-link`,
    {
      config: upload,
      schema: {
        tags: ['reports'],
        summary:
          "Reconciliation upload link (paymentProviderId, paymentDate, bankTransactionNumber, amount, whoDid): a signed PUT for the report's file (RECON-07)",
        body: ReconciliationUploadLinkBody,
        response: { 200: ReconciliationUploadLink, ...errorResponses },
      },
    },
    async (request) => reports.uploadLink(request.caller, request.body),
  );

  app.put(
    `${PAYMENT_FILES}/reports/:name`,
    {
      config: { public: true },
      bodyLimit: REPORT_FILE_MAX_BYTES,
      schema: {
        tags: ['reports'],
        summary: "The report's file, PUT to its signed link: an .xlsx or CSV by content (RECON-07, RECON-17)",
        params: FileParams,
        querystring: SignedFileQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = `reports/${request.params.name}`;
      assertSignedRequest(secret, key, 'PUT', request.query);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalid('file', 'must not be empty');
      await reports.receiveFile(key, request.body);
      return reply.code(204).send(null);
    },
  );

  for (const folder of ['reports', 'report-errors'] as const) {
    app.get(
      `${PAYMENT_FILES}/${folder}/:name`,
      {
        config: { public: true },
        schema: {
          tags: ['reports'],
          summary:
            folder === 'reports'
              ? "A report's original file behind its signed download link (RECON-17)"
              : "A report's errors as CSV behind its signed download link (RECON-17)",
          params: FileParams,
          querystring: SignedFileQuery,
          response: SignedDownloadResponses,
        },
      },
      async (request, reply) => {
        const key = `${folder}/${request.params.name}`;
        assertSignedRequest(secret, key, 'GET', request.query);
        const file = await reports.download(key);
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );
  }

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
