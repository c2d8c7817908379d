/**
 * Every permission string the three specification documents name, and the few this project adds
 * where the spec gives a write no permission of its own (PROJECT_PERMISSIONS). Routes, menu items
 * and back-office guards refer to these constants, never to bare strings.
 */
export const PERMISSIONS = [
  // agent workspace
  'read:lead',
  'task:current',
  'shift:report',
  'voip:outbound',
  // Not in the spec (decision 1795): dialing a raw number or extension, not a masked lead/order.
  'voip:dial-any-number',
  'order:create:feature',
  'lead:details:read',
  // orders, payments, delivery
  'read:report',
  'order:refuse',
  'order.list.to_google_sheet',
  'order.comments:read',
  'order.comments:modify',
  'transfer-to-dtk:orders',
  'dtk:orders',
  'address-schedule:edit',
  'schedule:edit',
  'upload:delivery',
  'lead:blacklist:read',
  'lead:blacklist:add',
  'lead:blacklist:del',
  'delivery-holiday:create',
  'delivery-holiday:update',
  'delivery-holiday:delete',
  'holiday:create',
  'payment.document.report:upload',
  'payment.document.report:read',
  'payment.document.receipt:list',
  'payment.document.receipt:upload',
  'bluex-emission.tracking-number:edit',
  'emission.tracking-number:edit',
  'change:delivery_provider',
  'force-change:delivery_provider',
  'olva:send-order',
  'bluex:send-order',
  'servientrega:send-order',
  'script:edit',
  // administration
  'owner:users',
  'read:cdr:report',
  'sessions:read',
  'offer:edit',
  'read:webmasters',
  'webmaster.guarantee:create-set',
  // Not in the spec (decision 1761): issuing a key cuts the webmaster's lead feed on the old one.
  'webmaster.api-key:rotate',
  'payslip:view',
  'payslip:edit',
  // Not in the spec (decision 1790): the accounts every Deposit customer of a region is told to pay into.
  'payment.deposit-account:edit',
  // Not in the spec (decision 1806): defining the forms every call evaluation is scored with.
  'quality.form:edit',
  // Not in the spec (decision 1807): scoring recorded calls with those forms (supervisors).
  'quality:evaluate',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The permissions above that the specification does not name (the project's own decisions). */
export const PROJECT_PERMISSIONS: readonly Permission[] = [
  'webmaster.api-key:rotate',
  'voip:dial-any-number',
  'payment.deposit-account:edit',
  'quality.form:edit',
  'quality:evaluate',
];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** True when every required permission is held (the spec's helper grants only with all of them). */
export function hasAll(held: readonly string[], required: readonly Permission[]): boolean {
  return required.every((p) => held.includes(p));
}
