/** The customer's payment page: a payment link's order, the region's deposit accounts and the receipt upload. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { paymentPageRoutes } from './routes.js';

export const paymentPageFlow: BackofficeModule = {
  name: 'payment-page',
  prefixes: ['/module/pay'],
  routes: paymentPageRoutes,
};
