/**
 * /module/delivery/api/v1: process-uploaded and apply of provider reports (DREP-15, DREP-25), the
 * providers' send buttons (sendOrdersToOlva/Bluex/Servientrega, each with its own permission,
 * DREP-35..39) and the DTK transfer (POST couriers/trigger, the spec's path, DREP-45).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApplyDeliveryReportResult,
  DeliveryReportDto,
  DeliveryReportParams,
  DTK_PROVIDER_ID,
  ProcessUploadedReportBody,
  REPORT_PROVIDERS,
  SendOrdersResult,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { DELIVERY_API } from '../../modules/delivery/index.js';
import { writeErrors } from '../../modules/orders/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createCourierReports } from './courier-reports.js';

export const courierReportRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const couriers = createCourierReports(deps);
  app.addHook('onReady', () => couriers.resumeUnfinished());
  app.addHook('onClose', () => couriers.settle());

  app.post(
    `${DELIVERY_API}/reports/process-uploaded`,
    {
      config: { permission: ['upload:delivery'] },
      schema: {
        tags: ['delivery'],
        summary:
          'Process an uploaded provider report: answered at once, Processing; validated in the background (DREP-25)',
        description:
          'The body is the upload link info. The same link info again answers the same report (200) instead of a new one.',
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
