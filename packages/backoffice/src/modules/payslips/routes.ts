/**
 * /module/payslips (PAYSLIP-01..41): payslip:view reads, payslip:edit (with view) changes
 * (PAYSLIP-23, PAYSLIP-32, PAYSLIP-41).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_BLOCKED_FILTERS,
  AddSalaryItemBody,
  CHARGE_TYPE_FILTERS,
  CreatePayslipBody,
  Payslip,
  PayslipPage,
  SalaryItem,
  UpdateSalaryItemBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { sendSpreadsheet } from '../../platform/spreadsheet-writer.js';
import { writePayslipSheet, writeTransactionsSheet } from './exports.js';
import { createPayslipService } from './service.js';

export const PAYSLIPS_API = '/module/payslips/api/v1';
const view = { permission: ['payslip:view'] } as const;
const edit = { permission: ['payslip:view', 'payslip:edit'] } as const;
const tags = ['payslips'];
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PayslipParams = Type.Object({ payslipId: Id });
const ItemParams = Type.Object({ salaryItemId: Id });
const writeErrors = { ...errorResponses, 409: errorResponses[404] };
const Done = { 204: Type.Null({ description: 'done' }) };
const Created = Type.Object({ id: Type.Integer() });
const Sheet = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'an .xlsx spreadsheet' });
const ContentQuery = Type.Object({
  chargeType: Type.Optional(Type.Enum(CHARGE_TYPE_FILTERS, { description: 'default ALL (PAYSLIP-17)' })),
  accountBlockedFilter: Type.Optional(Type.Enum(ACCOUNT_BLOCKED_FILTERS, { description: 'default ALL (PAYSLIP-18)' })),
});

export const payslipRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const payslips = createPayslipService({ db, clock: systemClock });

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

  app.get(
    `${PAYSLIPS_API}/payslips/:payslipId/excel`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The payslip as an .xlsx (PAYSLIP-38, PAYSLIP-40)',
        params: PayslipParams,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: Sheet, ...errorResponses },
      },
    },
    async (request, reply) => {
      const payslip = await payslips.content(request.caller, request.params.payslipId, 'ALL', 'ALL');
      return sendSpreadsheet(reply, `payslip_${payslip.docNumber}.xlsx`, (workbook) =>
        writePayslipSheet(ownTables(db, 'payslips'), workbook, payslip),
      );
    },
  );

  app.get(
    `${PAYSLIPS_API}/payslips/:payslipId/transactions/excel`,
    {
      config: view,
      schema: {
        tags,
        summary:
          'The agent transactions of a payslip (every order behind every item) as an .xlsx (PAYSLIP-39, PAYSLIP-40)',
        params: PayslipParams,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: Sheet, ...errorResponses },
      },
    },
    async (request, reply) => {
      const payslip = await payslips.content(request.caller, request.params.payslipId, 'ALL', 'ALL');
      return sendSpreadsheet(reply, `transactions_${payslip.docNumber}.xlsx`, (workbook) =>
        writeTransactionsSheet(ownTables(db, 'payslips'), workbook, payslip),
      );
    },
  );
};
