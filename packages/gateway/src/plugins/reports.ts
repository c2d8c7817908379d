/**
 * /gateway/reports/**: report files, reconciliation (RECON-04, RECON-07, RECON-15, decision 1133)
 * and courier (DREP-21..34, decision 1832), one path for both. The bytes are parsed and validated
 * here, in a worker thread, before anything is stored: the validate routes answer the row errors
 * only (the upload dialogs show them before upload); the PUT routes refuse a file with errors
 * (400, every error listed) and hand a valid one's rows to the back-office, which stores it with its
 * file. A courier report's rows are also matched against the orders by the back-office, in the
 * same request, so every row error is known before anything is stored.
 */
import type { TokenVerifier } from '@umbrella/edge';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { COURIER_REPORT_LIMITS, DEFAULT_REPORT_LIMITS, type ReportLimits } from '../reports/report-errors.js';
import { courierReportRoutes } from './courier-report-routes.js';
import { reconciliationReportRoutes } from './reconciliation-report-routes.js';
import { createReportHttp } from './report-http.js';

export { SIGNED_URL_EMPTY } from './courier-report-routes.js';

export type ReportsOptions = { verifyToken: TokenVerifier; limits?: Partial<ReportLimits> };

export const reportsPlugin: FastifyPluginAsync<ReportsOptions> = async (fastify, options) => {
  const limits = { ...DEFAULT_REPORT_LIMITS, ...options.limits };
  const courierLimits = { ...COURIER_REPORT_LIMITS, ...options.limits };
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.maxBytes }, (_request, body, done) =>
    done(null, body),
  );
  const http = createReportHttp(fastify as FastifyInstance, options.verifyToken);
  reconciliationReportRoutes(fastify, http, limits);
  courierReportRoutes(fastify, http, courierLimits);
};
