/**
 * The audit log's vocabulary: every permission-relevant action the back-office records,
 * and the kinds of record it names. The web translates each code (`audit.enum.actions.*`).
 */
export const AUDIT_ACTIONS = [
  'ACCOUNT_CREATED',
  'ACCOUNT_UPDATED',
  'ACCOUNT_PASSWORD_RESET',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_UNBLOCKED',
  'ACCOUNT_DELETED',
  'ACCOUNT_GROUPS_ADDED',
  'ACCOUNT_GROUPS_REMOVED',
  'GROUP_CREATED',
  'GROUP_RENAMED',
  'GROUP_DELETED',
  'GROUP_FEATURES_SET',
  'GROUP_PRODUCTS_SET',
  'GROUP_WEBMASTERS_SET',
  'RECEIPT_APPROVED',
  'RECEIPT_DECLINED',
  'RECONCILIATION_APPROVED',
  'RECONCILIATION_DECLINED',
  'ORDER_REFUSED',
  'ORDER_STATUS_CHANGED',
  'PAYSLIP_APPROVED',
  'PAYSLIP_DELETED',
  'PHONE_REVEALED',
  'BLACKLIST_ADDED',
  'BLACKLIST_DELETED',
  'OFFER_CREATED',
  'OFFER_UPDATED',
  'AGENCY_PAYOUT_CREATED',
  'AGENCY_PAYOUT_UPDATED',
  'WEBMASTER_API_KEY_ISSUED',
  'SIGN_IN_REFUSED_BLOCKED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'account',
  'group',
  'receipt',
  'reconciliation',
  'order',
  'payslip',
  'lead',
  'blacklist',
  'offer',
  'agency-payout',
  'webmaster',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
