/**
 * The module list: every module registers here, in the route order of the OpenAPI document;
 * adding a module means adding its folder and one line here.
 *
 * URL prefixes and folders: most modules serve /module/<folder>. Where the specification fixed
 * another path, the module's `prefixes` say so (accounts → /module/account, telephony →
 * /module/resources, workspace → /module/shifts, /module/tasks, /module/leads); catalog serves
 * pricing and delivery serves addresses because each is one module under one prefix.
 */
import type { BackofficeModule } from '../platform/module-deps.js';
import { accountsModule } from './accounts/index.js';
import { catalogModule } from './catalog/index.js';
import { deliveryModule } from './delivery/index.js';
import { depositAccountsModule } from './deposit-accounts/index.js';
import { documentsModule } from './documents/index.js';
import { employeesModule } from './employees/index.js';
import { eventsModule } from './events/index.js';
import { guaranteesModule } from './guarantees/index.js';
import { healthModule } from './health/index.js';
import { offersModule } from './offers/index.js';
import { ordersModule } from './orders/index.js';
import { paymentsModule } from './payments/index.js';
import { payslipsModule } from './payslips/index.js';
import { profileModule } from './profile/index.js';
import { qualityModule } from './quality/index.js';
import { scriptsModule } from './scripts/index.js';
import { sessionsModule } from './sessions/index.js';
import { telephonyModule } from './telephony/index.js';
import { webmastersModule } from './webmasters/index.js';
import { workspaceModule } from './workspace/index.js';

export const MODULES: readonly BackofficeModule[] = [
  healthModule,
  accountsModule,
  catalogModule,
  sessionsModule,
  eventsModule,
  telephonyModule,
  workspaceModule,
  deliveryModule,
  ordersModule,
  paymentsModule,
  depositAccountsModule,
  scriptsModule,
  documentsModule,
  offersModule,
  profileModule,
  payslipsModule,
  employeesModule,
  webmastersModule,
  guaranteesModule,
  qualityModule,
];
