/**
 * /module/payslips (PAYSLIP-01..41): payslip:view reads, payslip:edit (with view) changes
 * (PAYSLIP-23, PAYSLIP-32, PAYSLIP-41).
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemClock } from '../../clock.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { payslipExportRoutes } from './payslip-export-routes.js';
import { payslipRecordRoutes } from './payslip-record-routes.js';
import { salaryItemRoutes } from './salary-item-routes.js';
import { createPayslipService } from './service.js';

export { PAYSLIPS_API } from './api.js';

export const payslipRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = typedRoutes(instance);
  const payslips = createPayslipService({ db, clock: systemClock });
  payslipRecordRoutes(app, payslips);
  salaryItemRoutes(app, payslips);
  payslipExportRoutes(app, payslips, db);
};
