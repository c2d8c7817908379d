/**
 * The flow list: use cases that change several modules' data in one transaction, registered
 * after the modules whose services they call.
 */
import type { BackofficeModule } from '../platform/module-deps.js';
import { accountAdminFlow } from './account-admin/index.js';
import { callLogFlow } from './call-log/index.js';
import { courierReportsFlow } from './courier-reports/index.js';
import { employeeInfoFlow } from './employee-info/index.js';
import { leadDetailsFlow } from './lead-details/index.js';
import { leadIntakeFlow } from './lead-intake/index.js';
import { orderCaptureFlow } from './order-capture/index.js';
import { orderDeskFlow } from './order-desk/index.js';
import { paymentPageFlow } from './payment-page/index.js';
import { paymentReviewFlow } from './payment-review/index.js';
import { scriptGateFlow } from './script-gate/index.js';
import { taskOutcomesFlow } from './task-outcomes/index.js';
import { wallboardFlow } from './wallboard/index.js';

export const FLOWS: readonly BackofficeModule[] = [
  orderCaptureFlow,
  taskOutcomesFlow,
  orderDeskFlow,
  leadDetailsFlow,
  paymentReviewFlow,
  paymentPageFlow,
  scriptGateFlow,
  accountAdminFlow,
  callLogFlow,
  leadIntakeFlow,
  courierReportsFlow,
  employeeInfoFlow,
  wallboardFlow,
];
