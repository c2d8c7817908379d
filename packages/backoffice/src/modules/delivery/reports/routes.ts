/**
 * /module/delivery/api/v1/reports: a provider's last reports, a report's validation errors and the
 * signed upload link (DREP-05..06, DREP-18..23), a provider's column mappings (the gateway reads
 * files with them; the upload dialog saves them), a provider's discrepancy queue; and the signed
 * file route the gateway PUTs the report to (public: the URL's signature is the credential;
 * DREP-24). check, process-uploaded and apply read or change orders too: flows/courier-reports
 * serves them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DELIVERY_REPORT_MAX_BYTES,
  DeliveryDiscrepanciesQuery,
  DeliveryDiscrepancyDto,
  DeliveryReportDto,
  DeliveryReportMapping,
  DeliveryReportParams,
  DeliveryReportsQuery,
  DeliveryReportUploadLink,
  DeliveryReportUploadLinkBody,
  DeliveryReportValidationErrors,
  SaveDeliveryReportMappingBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../../clock.js';
import { errorResponses } from '../../../platform/error-responses.js';
import { configuredFileStore, verifySignedRequest } from '../../../platform/file-store/index.js';
import { forbidden, invalid } from '../../../platform/http-error.js';
import type { ModuleDeps } from '../../../platform/module-deps.js';
import { createDiscrepancies } from './discrepancies.js';
import { createDeliveryReports } from './service.js';

export const DELIVERY_API = '/module/delivery/api/v1';
export const DELIVERY_FILES = '/module/delivery/files';

/** Reading reports takes the list page's or the upload page's permission. */
const READ_REPORTS = { anyPermission: ['payment.document.report:read', 'upload:delivery'] } as const;

/** The delivery reports of this configuration (the flow builds the same one). */
export function deliveryReportsFor(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { store } = configuredFileStore(deps.config, DELIVERY_FILES);
  return createDeliveryReports({ db: deps.db, clock: systemClock, files: store });
}

export const reportRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const reports = deliveryReportsFor(deps);
  const discrepancies = createDiscrepancies({ db: deps.db });
  const { secret } = configuredFileStore(deps.config, DELIVERY_FILES);

  // The report's bytes arrive with whatever type the browser gives them; the route checks them by content.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DELIVERY_REPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    `${DELIVERY_API}/reports`,
    {
      config: READ_REPORTS,
      schema: {
        tags: ['delivery'],
        summary: "A provider's last reports, newest first, at most 3 (DREP-05..07)",
        description: 'The provider must be of your regions.',
        querystring: DeliveryReportsQuery,
        response: { 200: Type.Array(DeliveryReportDto), ...errorResponses },
      },
    },
    async (request) => reports.list(request.caller, request.query.providerId, request.query.limit),
  );

  app.get(
    `${DELIVERY_API}/reports/:id/validation-errors`,
    {
      config: READ_REPORTS,
      schema: {
        tags: ['delivery'],
        summary: "A report's validation errors (DREP-19, DREP-20)",
        params: DeliveryReportParams,
        response: { 200: DeliveryReportValidationErrors, ...errorResponses },
      },
    },
    async (request) => reports.validationErrors(request.caller, request.params.id),
  );

  app.get(
    `${DELIVERY_API}/discrepancies`,
    {
      config: READ_REPORTS,
      schema: {
        tags: ['delivery'],
        summary: "A provider's discrepancy queue: open ones oldest first, or the last 100 resolved",
        description: 'The provider must be of your regions.',
        querystring: DeliveryDiscrepanciesQuery,
        response: { 200: Type.Array(DeliveryDiscrepancyDto), ...errorResponses },
      },
    },
    async (request) => {
      await reports.visibleProvider(request.caller, request.query.providerId);
      return discrepancies.list(request.caller, request.query.providerId, request.query.state);
    },
  );

  app.get(
    `${DELIVERY_API}/reports/mappings`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: "A provider's saved column mappings, by header layout (decision 1332)",
        description: 'The gateway reads a provider report with them. The provider must be of your regions.',
        querystring: Type.Object({ providerId: DeliveryReportsQuery.properties.providerId }),
        response: { 200: Type.Array(DeliveryReportMapping), ...errorResponses },
      },
    },
    async (request) => reports.mappingsOf(request.caller, request.query.providerId),
  );

  app.post(
    `${DELIVERY_API}/reports/mappings`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: "Map a file's columns for a provider (decision 1332)",
        description:
          'For a file whose header layout is neither the known one nor mapped: which of its header cells (0-based) is the short code and which the status, and the words meaning DELIVERED and REFUSED. Saved for the provider and this header layout (a later mapping of the same layout replaces it), so this file and later ones of the layout are read with it.',
        body: SaveDeliveryReportMappingBody,
        response: { 200: DeliveryReportMapping, ...errorResponses },
      },
    },
    async (request) => reports.saveMapping(request.caller, request.body),
  );

  app.post(
    `${DELIVERY_API}/reports/upload-link`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: 'A signed link to PUT a provider report (.xlsx) to (DREP-22, DREP-23, DREP-29)',
        body: DeliveryReportUploadLinkBody,
        response: { 200: DeliveryReportUploadLink, ...errorResponses },
      },
    },
    async (request) => reports.uploadLink(request.caller, request.body),
  );

  app.put(
    `${DELIVERY_FILES}/delivery-reports/:name`,
    {
      config: { public: true },
      bodyLimit: DELIVERY_REPORT_MAX_BYTES,
      schema: {
        tags: ['delivery'],
        summary:
          'The report file, PUT to its signed link: an .xlsx workbook by content, at most 10 MB (DREP-24, DREP-29)',
        params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) }),
        querystring: Type.Object({
          expires: Type.Integer(),
          signature: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = `delivery-reports/${request.params.name}`;
      const now = Math.floor(systemClock.now().getTime() / 1000);
      if (!verifySignedRequest(secret, { key, method: 'PUT', ...request.query }, now)) {
        throw forbidden('This file link is invalid or has expired');
      }
      if (!Buffer.isBuffer(request.body)) throw invalid('file', 'must not be empty');
      await reports.receiveFile(key, request.body);
      return reply.code(204).send(null);
    },
  );
};
