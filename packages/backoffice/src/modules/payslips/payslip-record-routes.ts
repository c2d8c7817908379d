/** Payslips themselves (PAYSLIP-01..12, PAYSLIP-31..37): the list, drafts for a period, a payslip's content, approval and deletion. */
import { CreatePayslipBody, Payslip, PayslipPage } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { ContentQuery, Done, edit, PAYSLIPS_API, PayslipParams, tags, view, writeErrors } from './api.js';
import type { PayslipService } from './service.js';

export function payslipRecordRoutes(app: TypedRoutesApp, payslips: PayslipService): void {
  app.get(
    `${PAYSLIPS_API}/payslips`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Payslip list, newest first (PAYSLIP-01, PAYSLIP-03)',
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 20' })),
        }),
        response: { 200: PayslipPage, ...errorResponses },
      },
    },
    async (request) => payslips.list(request.caller, request.query.page ?? 0, request.query.size ?? 20),
  );

  app.post(
    `${PAYSLIPS_API}/payslips`,
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Create a draft for a period over the caller’s regions, computed from its orders (PAYSLIP-05, PAYSLIP-09)',
        body: CreatePayslipBody,
        response: { 201: Payslip, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await payslips.createDraft(request.caller, new Date(request.body.from), new Date(request.body.to));
      return reply.code(201).send(await payslips.content(request.caller, id, 'ALL', 'ALL'));
    },
  );

  app.get(
    `${PAYSLIPS_API}/payslips/:payslipId`,
    {
      config: view,
      schema: {
        tags,
        summary:
          'Payslip content: people, totals (payslipId, chargeType, accountBlockedFilter) (PAYSLIP-11, PAYSLIP-19)',
        params: PayslipParams,
        querystring: ContentQuery,
        response: { 200: Payslip, ...errorResponses },
      },
    },
    async (request) =>
      payslips.content(
        request.caller,
        request.params.payslipId,
        request.query.chargeType ?? 'ALL',
        request.query.accountBlockedFilter ?? 'ALL',
      ),
  );

  app.post(
    `${PAYSLIPS_API}/payslips/:payslipId/approve`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Approve a draft: DRAFT → APPROVED (PAYSLIP-31, PAYSLIP-34)',
        params: PayslipParams,
        response: { ...Done, ...writeErrors },
      },
    },
    async (request, reply) => {
      await payslips.approve(request.caller, request.params.payslipId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${PAYSLIPS_API}/payslips/:payslipId`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a payslip; never an APPROVED one (PAYSLIP-35..37)',
        params: PayslipParams,
        response: { ...Done, ...writeErrors },
      },
    },
    async (request, reply) => {
      await payslips.remove(request.caller, request.params.payslipId);
      return reply.code(204).send(null);
    },
  );
}
