/** Approving a receipt: the payment document and the order's payment tag, in one transaction. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { paymentReviewRoutes } from './routes.js';

export const paymentReviewFlow: BackofficeModule = {
  name: 'payment-review',
  prefixes: ['/module/payments'],
  routes: paymentReviewRoutes,
};
