/**
 * Payslips (/module/payslips, PAYSLIP-01..41): drafts computed from the period's orders, their
 * people and salary items, arbitrary-fee accruals, approval, deletion and spreadsheet exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { payslipRoutes } from './routes.js';

export { PAYSLIPS_API } from './routes.js';
export { createPayslipService, type PayslipService } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(payslipRoutes, deps);
};

export const payslipsModule: BackofficeModule = { name: 'payslips', prefixes: ['/module/payslips'], routes };
