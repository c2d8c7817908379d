/**
 * /module/delivery/api/v1: the check of a provider report's rows against the orders (the gateway
 * asks before anything is stored, decision 1832), process-uploaded and apply of provider reports
 * (DREP-15, DREP-25), the providers' send buttons (sendOrdersToOlva/Bluex/Servientrega, each with
 * its own permission, DREP-35..39) and the DTK transfer (POST couriers/trigger, the spec's path,
 * DREP-45); beyond the spec, apply-and-queue and resolving a discrepancy.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApplyAndQueueReportResult,
  ApplyDeliveryReportResult,
  CheckCourierReportBody,
  CourierReportCheck,
  DeliveryDiscrepancyDto,
  DeliveryReportDto,
  DeliveryReportParams,
  DTK_PROVIDER_ID,
  ProcessUploadedReportBody,
  REPORT_PROVIDERS,
  ResolveDiscrepancyBody,
  SendOrdersResult,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { DELIVERY_API } from '../../modules/delivery/index.js';
import { writeErrors } from '../../modules/orders/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createCourierReports } from './courier-reports.js';

/** A body of up to DELIVERY_REPORT_MAX_ROWS rows (about 60 bytes each) read by the gateway. */
const ROWS_BODY_LIMIT = 16 * 1024 * 1024;

export const courierReportRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const couriers = createCourierReports(deps);

  app.post(
    `${DELIVERY_API}/reports/check`,
    {
      bodyLimit: ROWS_BODY_LIMIT,
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: "Match a provider report's rows against the provider's orders; nothing is stored (decision 1832)",
        description:
          'The rows the gateway read from the file. Answers a row error for each unknown order (in the provider’s region), order of another provider, or order that can no longer take the status.',
        body: CheckCourierReportBody,
        response: { 200: CourierReportCheck, ...writeErrors },
      },
    },
    async (request) => couriers.check(request.caller, request.body),
  );

  app.post(
    `${DELIVERY_API}/reports/process-uploaded`,
    {
      bodyLimit: ROWS_BODY_LIMIT,
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary:
          'Store an uploaded provider report with the rows the gateway read, matched now (DREP-25, decision 1832)',
        description:
          'The body is the upload link info and the rows. Valid, or with keepUnmatched a Validation Error whose only errors are unmatched rows; 409 when rows do not match and keepUnmatched is not set. The same link info again answers the same report (200) instead of a new one.',
        body: ProcessUploadedReportBody,
        response: { 200: DeliveryReportDto, 201: DeliveryReportDto, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { report, created } = await couriers.processUploaded(request.caller, request.body);
      return reply.code(created ? 201 : 200).send(report);
    },
  );

  app.post(
    `${DELIVERY_API}/reports/:id/apply`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: 'Apply a valid report: its orders become Delivered or Refused, in one transaction, once (DREP-12..15)',
        description: '409 when the report is applied, not valid, or a report of its provider is processing.',
        params: DeliveryReportParams,
        response: { 200: ApplyDeliveryReportResult, ...writeErrors },
      },
    },
    async (request) => couriers.apply(request.caller, request.params.id),
  );

  app.post(
    `${DELIVERY_API}/reports/:id/apply-and-queue`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: 'Apply the matched rows of a report and queue the unmatched ones as discrepancies',
        description:
          '409 when the report is applied, processing, or has errors other than unmatched rows (unknown order, another provider, a status the order cannot take).',
        params: DeliveryReportParams,
        response: { 200: ApplyAndQueueReportResult, ...writeErrors },
      },
    },
    async (request) => couriers.applyAndQueue(request.caller, request.params.id),
  );

  app.post(
    `${DELIVERY_API}/discrepancies/:id/resolve`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary: 'Resolve a discrepancy once: apply its status to the right order, or ignore it',
        description: '409 when it is already resolved; 400 naming shortCode when that order cannot take the status.',
        params: DeliveryReportParams,
        body: ResolveDiscrepancyBody,
        response: { 200: DeliveryDiscrepancyDto, ...writeErrors },
      },
    },
    async (request) => couriers.resolve(request.caller, request.params.id, request.body),
  );

  for (const provider of REPORT_PROVIDERS) {
    app.post(
      `${DELIVERY_API}/send-orders/${provider.key}`,
      {
        config: { permission: [provider.permission] },
        schema: {
          tags: ['delivery'],
          summary: `Send ${provider.name} its verified orders; they go in Transit (DREP-36..39)`,
          response: { 200: SendOrdersResult, ...writeErrors },
        },
      },
      async (request) => couriers.handOver(request.caller, provider.id),
    );
  }

  app.post(
    `${DELIVERY_API}/couriers/trigger`,
    {
      config: { permission: ['transfer-to-dtk:orders'] },
      schema: {
        tags: ['delivery'],
        summary: 'Transfer the verified DTK orders to DTK; answers how many were transferred (DREP-45, SEARCH-33)',
        response: { 200: Type.Integer({ minimum: 0 }), ...writeErrors },
      },
    },
    async (request) => (await couriers.handOver(request.caller, DTK_PROVIDER_ID)).sent,
  );
};
