/**
 * The demo roles and the permissions each job needs. This table is the one place that says who
 * may do what in the demo: the back-office seeds its roles from it and the web tests' accounts
 * hold the same permissions; README's "Demo accounts" repeats it for people.
 *
 * | role     | permissions                                                                      |
 * |----------|----------------------------------------------------------------------------------|
 * | agent    | read:lead, task:current, order:create:feature, read:report                       |
 * | manager  | shift:report, owner:users, read:cdr:report, sessions:read, lead:details:read,     |
 * |          | read:lead, task:current, read:report, offer:edit, script:edit, read:webmasters,   |
 * |          | order:refuse, order.list.to_google_sheet, order:create:feature,                 |
 * |          | order.comments:read/modify, payment.document.receipt:upload, quality:evaluate    |
 * | admin    | every permission in the contract's PERMISSIONS (alone: webmaster.api-key:rotate, |
 * |          | payment.deposit-account:edit, quality.form:edit)                                 |
 * | finance  | payment.document.* (report read/upload, receipt list/upload), payslip:view/edit, |
 * |          | webmaster.guarantee:create-set, read:webmasters                                  |
 * | support  | read:report, order.comments:read/modify, lead:blacklist:read/add/del,            |
 * |          | lead:details:read                                                                |
 * | delivery | upload:delivery, payment.document.report:read/upload, read:report,               |
 * |          | olva/bluex/servientrega:send-order, delivery-holiday:create/update/delete,       |
 * |          | address-schedule:edit, change:delivery_provider, transfer-to-dtk:orders          |
 */
import { PERMISSIONS, type Permission } from './permissions.js';

export type DemoRole = 'agent' | 'manager' | 'admin' | 'finance' | 'support' | 'delivery';

export const DEMO_ROLE_PERMISSIONS: Record<DemoRole, readonly Permission[]> = {
  agent: ['read:lead', 'task:current', 'order:create:feature', 'read:report'],
  manager: [
    'shift:report',
    'owner:users',
    'read:cdr:report',
    'sessions:read',
    'lead:details:read',
    'read:lead',
    'task:current',
    'read:report',
    'offer:edit',
    'script:edit',
    'read:webmasters',
    'order:refuse',
    'order.list.to_google_sheet',
    // The orders desk (decision 1107): edit, cancel, verify, revert, send link, reminders, comments.
    'order:create:feature',
    'order.comments:read',
    'order.comments:modify',
    // The customer's deposit receipt reaches the desk: the manager uploads it on the order page (decision 1142).
    'payment.document.receipt:upload',
    // Supervisors score recorded calls with the quality forms (decision 1807).
    'quality:evaluate',
  ],
  admin: PERMISSIONS,
  finance: [
    'payment.document.report:read',
    'payment.document.report:upload',
    'payment.document.receipt:list',
    'payment.document.receipt:upload',
    'payslip:view',
    'payslip:edit',
    'webmaster.guarantee:create-set',
    'read:webmasters',
  ],
  support: [
    'read:report',
    'order.comments:read',
    'order.comments:modify',
    'lead:blacklist:read',
    'lead:blacklist:add',
    'lead:blacklist:del',
    'lead:details:read',
  ],
  delivery: [
    'upload:delivery',
    'payment.document.report:read',
    'payment.document.report:upload',
    'read:report',
    'olva:send-order',
    'bluex:send-order',
    'servientrega:send-order',
    'delivery-holiday:create',
    'delivery-holiday:update',
    'delivery-holiday:delete',
    'address-schedule:edit',
    'change:delivery_provider',
    'transfer-to-dtk:orders',
  ],
};
