/**
 * /module/payments/api/v1/reports: reconciliation reports (RECON-07..18). The gateway asks for an
 * upload link, PUTs the original file to it and posts the report with the rows it parsed from that
 * file (/gateway/reports/reconciliation); reading takes payment.document.report:read, uploading
 * payment.document.report:upload. The report's file and its errors file are served behind signed
 * download links (public routes: the URL's signature is the credential).
 */
import {
  CreateReconciliationReportBody,
  PaymentProviderDto,
  ReconciliationReportDto,
  ReconciliationUploadLink,
  ReconciliationUploadLinkBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import {
  acceptRawBodies,
  configuredFileStore,
  signedDownloadRoute,
  signedUploadRoute,
} from '../../platform/file-store/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { PAYMENT_FILES, PAYMENTS_API } from './api.js';
import { createReconciliationService } from './reconciliation.js';
import { reportDecisionRoutes, reportReviewRoutes } from './report-review-routes.js';

const REPORTS = `${PAYMENTS_API}/reports`;
const FileParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) });
/** The largest report file the gateway accepts (its own limit is the same). */
export const REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const reconciliationRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = typedRoutes(instance);
  const { store, secret } = configuredFileStore(config, PAYMENT_FILES);
  const reports = createReconciliationService({ db, clock: systemClock, files: store });
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
    async () => reports.providers(),
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

  reportReviewRoutes(app, reports);

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

  signedUploadRoute(app, {
    url: `${PAYMENT_FILES}/reports/:name`,
    params: FileParams,
    keyOf: (p) => `reports/${p.name}`,
    secret,
    tags: ['reports'],
    summary: "The report's file, PUT to its signed link: an .xlsx or CSV by content (RECON-07, RECON-17)",
    maxBytes: REPORT_FILE_MAX_BYTES,
    status: 204,
    response: { 204: Type.Null(), ...errorResponses },
    receive: (key, bytes) => reports.receiveFile(key, bytes),
  });

  for (const folder of ['reports', 'report-errors'] as const) {
    signedDownloadRoute(app, {
      url: `${PAYMENT_FILES}/${folder}/:name`,
      params: FileParams,
      keyOf: (p) => `${folder}/${p.name}`,
      secret,
      tags: ['reports'],
      summary:
        folder === 'reports'
          ? "A report's original file behind its signed download link (RECON-17)"
          : "A report's errors as CSV behind its signed download link (RECON-17)",
      read: async (key) => {
        const file = await reports.download(key);
        return {
          data: file.data,
          mediaType: file.contentType,
          disposition: { attachment: file.fileName },
          cacheControl: 'private, no-store',
        };
      },
    });
  }

  reportDecisionRoutes(app, reports);
};
