/** A person's salary items on a payslip (PAYSLIP-13..30): reading them, and the arbitrary-fee accruals of a draft with their currencies. */
import { AddSalaryItemBody, SalaryItem, UpdateSalaryItemBody } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { ContentQuery, Created, Done, edit, Id, ItemParams, PAYSLIPS_API, tags, view, writeErrors } from './api.js';
import type { PayslipService } from './service.js';

export function salaryItemRoutes(app: TypedRoutesApp, payslips: PayslipService): void {
  app.get(
    `${PAYSLIPS_API}/account-payslips/:accountPayslipId/salary-items`,
    {
      config: view,
      schema: {
        tags,
        summary: 'A person’s salary items (PAYSLIP-13, PAYSLIP-14)',
        params: Type.Object({ accountPayslipId: Id }),
        querystring: Type.Object({ chargeType: ContentQuery.properties.chargeType }),
        response: { 200: Type.Array(SalaryItem), ...errorResponses },
      },
    },
    async (request) =>
      payslips.salaryItems(request.caller, request.params.accountPayslipId, request.query.chargeType ?? 'ALL'),
  );

  app.get(
    `${PAYSLIPS_API}/currencies`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Currencies of accruals: those with a USD rate (PAYSLIP-25)',
        response: { 200: Type.Array(Type.String()), ...errorResponses },
      },
    },
    async () => payslips.currencies(),
  );

  app.post(
    `${PAYSLIPS_API}/salary-items`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add an arbitrary-fee accrual to a person of a DRAFT payslip (PAYSLIP-20, PAYSLIP-28)',
        body: AddSalaryItemBody,
        response: { 201: Created, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await payslips.addAccrual(request.caller, request.body) }),
  );

  app.put(
    `${PAYSLIPS_API}/salary-items/:salaryItemId`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Update an arbitrary-fee accrual of a DRAFT payslip (PAYSLIP-21, PAYSLIP-29)',
        params: ItemParams,
        body: UpdateSalaryItemBody,
        response: { ...Done, ...writeErrors },
      },
    },
    async (request, reply) => {
      await payslips.updateAccrual(request.caller, request.params.salaryItemId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${PAYSLIPS_API}/salary-items/:salaryItemId`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete an arbitrary-fee accrual of a DRAFT payslip (PAYSLIP-22, PAYSLIP-30)',
        params: ItemParams,
        response: { ...Done, ...writeErrors },
      },
    },
    async (request, reply) => {
      await payslips.deleteAccrual(request.caller, request.params.salaryItemId);
      return reply.code(204).send(null);
    },
  );
}
