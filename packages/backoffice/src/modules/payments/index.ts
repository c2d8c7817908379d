/** Payments (/module/payments): receipts, their review and their files (PAY-01..32). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { paymentRoutes } from './routes.js';

export { PAYMENTS_API, paymentServiceFor } from './routes.js';
export type { PaymentCaller, PaymentService } from './service.js';

export const paymentsModule: BackofficeModule = {
  name: 'payments',
  prefixes: ['/module/payments'],
  routes: paymentRoutes,
};
