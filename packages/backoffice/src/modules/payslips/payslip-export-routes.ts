/** A payslip's spreadsheets (PAYSLIP-38..40): the payslip itself, and the agent transactions behind its items. */
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { errorResponses } from '../../platform/error-responses.js';
import { sendSpreadsheet } from '../../platform/spreadsheet-writer.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { orderLookup } from '../orders/index.js';
import { PAYSLIPS_API, PayslipParams, tags, view } from './api.js';
import { writePayslipSheet, writeTransactionsSheet } from './exports.js';
import type { PayslipService } from './service.js';

const Sheet = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'an .xlsx spreadsheet' });

export function payslipExportRoutes(app: TypedRoutesApp, payslips: PayslipService, appDb: Kysely<Database>): void {
  const db = ownTables(appDb, 'payslips');
  const orderCodes = orderLookup(appDb).shortCodes;
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
        writePayslipSheet(db, workbook, payslip),
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
        writeTransactionsSheet(db, orderCodes, workbook, payslip),
      );
    },
  );
}
