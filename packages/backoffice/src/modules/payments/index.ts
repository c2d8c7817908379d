/** Payments (/module/payments): receipts, their review and their files (PAY-01..32); reconciliation reports (RECON-07..18). */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { reconciliationRoutes } from './reconciliation-routes.js';
import { paymentRoutes } from './routes.js';

export { issuePaymentToken, PAYMENT_LINK_DAYS, type PaymentTokenMatch, paymentLink } from './payment-links.js';
export { PAYMENT_FILES, PAYMENTS_API, paymentServiceFor } from './routes.js';
export type { PaymentCaller, PaymentService } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(paymentRoutes, deps);
  await app.register(reconciliationRoutes, deps);
};

export const paymentsModule: BackofficeModule = { name: 'payments', prefixes: ['/module/payments'], routes };
