/** The specification's enumerations as data: statuses, tags, task types, positions, features. */

/** Numeric order and lead statuses (spec 1 §3, CONST-01..20). */
export const ORDER_STATUS = {
  SUBMIT: 0,
  NO_ANSWER: 1,
  RECALL: 2,
  CANCEL: 3,
  CANCEL_NOT_INTERESTED: 4,
  CONFIRMED: 5,
  SPAM: 6,
  TRANSIT: 7,
  REFUSED: 8,
  DELIVERED: 9,
  CLAIMED: 10,
  HOLD: 20,
  BUSY: 21,
  VERIFIED: 30,
  DEPOSIT: 40,
  CANCEL_ON_DELIVERY: 50,
  SCHEDULED: 60,
  ON_THE_WAY: 70,
  RECEIVED_BY_CLIENT: 80,
  REFUSED_BY_CLIENT: 90,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** English labels of the numeric statuses, exactly as the spec names them. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  0: 'Submit',
  1: 'No answer',
  2: 'Recall',
  3: 'Cancel',
  4: 'Cancel not interested',
  5: 'Confirmed',
  6: 'Spam',
  7: 'Transit',
  8: 'Refused',
  9: 'Delivered',
  10: 'Claimed',
  20: 'Hold',
  21: 'Busy',
  30: 'Verified',
  40: 'Deposit',
  50: 'Cancel on delivery',
  60: 'Scheduled',
  70: 'On the way',
  80: 'Received by client',
  90: 'Refused by client',
};

/** Lead statuses as they appear in call reports (CONST-21). */
export const LEAD_STATUS_NAMES = [
  'SPAM',
  'CANCEL',
  'RECALL',
  'CONFIRMED',
  'BUSY',
  'CANCEL_NOT_INTERESTED',
  'CONFIRMED_DEPOSIT',
  'DEPOSIT',
  'HOLD',
  'NO_ANSWER',
  'SUBMIT',
] as const;
export type LeadStatusName = (typeof LEAD_STATUS_NAMES)[number];

/** Status tags shown in lists (CONST-22) and the numeric statuses each covers. */
export const STATUS_TAGS = {
  canceled: [3, 4, 50],
  spam: [6],
  hold: [20],
  'new lead': [0, 1],
  callback: [2],
  confirmed: [5],
  busy: [21],
  verified: [30],
  'in transit': [7, 60, 70],
  delivered: [9, 80],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type StatusTag = keyof typeof STATUS_TAGS;

export function statusTag(status: number): StatusTag | undefined {
  for (const [tag, statuses] of Object.entries(STATUS_TAGS)) {
    if ((statuses as readonly number[]).includes(status)) return tag as StatusTag;
  }
  return undefined;
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const TASK_TYPES = ['LEAD', 'CALL_BACK', 'RECALL'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Positions as the spec spells them (A-29: "Agent" and "MANAGER"). */
export const POSITIONS = ['Agent', 'MANAGER'] as const;
export type Position = (typeof POSITIONS)[number];

export const FEATURES = ['voip', 'tcc_access', 'TSS'] as const;
export type Feature = (typeof FEATURES)[number];

/** The voip feature is recognised whether written "voip" or "VOIP" (AUTH-16). */
export function hasVoipFeature(features: readonly string[]): boolean {
  return features.some((f) => f.toLowerCase() === 'voip');
}
