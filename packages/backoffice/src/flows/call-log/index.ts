/**
 * The softphone's call-log events (writeLog, LEAD-36, PHONE-39): the workspace records the lead's
 * log line and telephony turns a call's start and end into its call record (CDR-02).
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { callLogRoutes } from './routes.js';

export const callLogFlow: BackofficeModule = { name: 'call-log', prefixes: ['/module/leads'], routes: callLogRoutes };
