/**
 * The orders desk (/order/{id}): which actions an order offers by status, tag and permission
 * (spec 2 §4 "Order actions by status", ORDER-14..21), the bodies of cancel, verify and revert,
 * reminders and comments. The rule is written once here: the server refuses what the
 * page would not offer, and the page offers exactly what the server accepts.
 */
import Type, { type Static } from 'typebox';
import { ORDER_STATUS } from '../enums.js';
import type { Permission } from '../permissions.js';
import { CANCEL_REASON_VALUES } from '../reasons.js';

/** The order tags the action rules read (spec 2 §3). */
export const ORDER_TAG = {
  PAID: 'ORDER_PAID',
  OVERPAID: 'ORDER_OVERPAID',
  WAITING_FOR_PAYMENT: 'WAITING_FOR_PAYMENT',
} as const;

export const ORDER_ACTIONS = [
  'edit',
  'cancel',
  'sendLink',
  'verify',
  'revert',
  'setReminder',
  'uploadReceipt',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The permission each action needs (docs/decisions/1102-order-action-permissions.md). */
export const ORDER_ACTION_PERMISSION: Record<OrderAction, Permission> = {
  edit: 'order:create:feature',
  cancel: 'order:create:feature',
  sendLink: 'order:create:feature',
  verify: 'order:create:feature',
  revert: 'order:create:feature',
  setReminder: 'order:create:feature',
  uploadReceipt: 'payment.document.receipt:upload',
};

const { DEPOSIT, CONFIRMED, VERIFIED, TRANSIT } = ORDER_STATUS;

type ActionRule = { statuses: readonly number[]; tags?: readonly string[] };

/** Statuses (and, where the spec gives one, the tag rule) of each action (spec 2 §4). */
export const ORDER_ACTION_RULES: Record<OrderAction, ActionRule> = {
  edit: { statuses: [DEPOSIT, CONFIRMED] },
  cancel: { statuses: [DEPOSIT, CONFIRMED, VERIFIED] },
  revert: { statuses: [VERIFIED, TRANSIT] },
  sendLink: { statuses: [DEPOSIT] },
  verify: { statuses: [CONFIRMED], tags: [ORDER_TAG.PAID, ORDER_TAG.OVERPAID] },
  setReminder: { statuses: [DEPOSIT], tags: [ORDER_TAG.WAITING_FOR_PAYMENT] },
  uploadReceipt: { statuses: [DEPOSIT] },
};

/**
 * Whether the order's status and tags allow the action (permissions aside). An action with a tag
 * rule needs a matching tag, and the Deposit status enables it too when such a tag exists
 * (ORDER-20): a Deposit order with ORDER_PAID may be verified.
 */
export function orderActionAllowed(action: OrderAction, status: number, tags: readonly string[]): boolean {
  const rule = ORDER_ACTION_RULES[action];
  if (!rule.tags) return rule.statuses.includes(status);
  const tagged = rule.tags.some((tag) => tags.includes(tag));
  return tagged && (rule.statuses.includes(status) || status === DEPOSIT);
}

/** The actions a person with `permissions` is offered on an order with this status and these tags. */
export function availableOrderActions(
  order: { status: number; tags: readonly string[] },
  permissions: readonly string[],
): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) =>
      permissions.includes(ORDER_ACTION_PERMISSION[action]) && orderActionAllowed(action, order.status, order.tags),
  );
}

/** The comment revert always sends (ORDER-26). */
export const REVERT_COMMENT = 'No comment, reverted from UI';
export const ORDER_DESK_LIMITS = { comment: 1000, cancelComment: 300, reminderNotes: 500 } as const;

/** Reasons that need a comment as well (ORDER-23). */
export const CANCEL_REASONS_NEEDING_COMMENT: readonly string[] = ['OTRO', 'OTHER'];

/**
 * Cancel (ORDER-22, ORDER-23, ORDER-25): a comment, or a reason that does not ask for one. The
 * page's own rule is stricter (the manager's form always asks for the comment).
 */
export const CancelOrderBody = Type.Object(
  {
    reason: Type.Optional(Type.Enum([...CANCEL_REASON_VALUES, 'OTHER'])),
    comment: Type.Optional(Type.String({ maxLength: ORDER_DESK_LIMITS.cancelComment })),
  },
  { $id: 'CancelOrderBody' },
);
export type CancelOrderBody = Static<typeof CancelOrderBody>;

/** Verify (ORDER-25): the ids of the orders to verify. */
export const VerifyOrdersBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 100 }) },
  { $id: 'VerifyOrdersBody' },
);
export type VerifyOrdersBody = Static<typeof VerifyOrdersBody>;

/** Revert (ORDER-26): the page always sends REVERT_COMMENT. */
export const RevertOrderBody = Type.Object(
  { comment: Type.Optional(Type.String({ maxLength: ORDER_DESK_LIMITS.cancelComment })) },
  { $id: 'RevertOrderBody' },
);
export type RevertOrderBody = Static<typeof RevertOrderBody>;

/** The orders a status change touched. */
export const OrderStatusChanged = Type.Object(
  {
    orders: Type.Array(
      Type.Object({ id: Type.Integer(), short_code: Type.String(), from: Type.Integer(), status: Type.Integer() }),
    ),
  },
  { $id: 'OrderStatusChanged' },
);
export type OrderStatusChanged = Static<typeof OrderStatusChanged>;

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The order's payment reminder (ORDER-39): when to call and why. */
export const ReminderDto = Type.Object(
  {
    id: Type.Integer(),
    orderId: Type.Integer(),
    orderShortCode: Type.String(),
    callAt: DateTime,
    notes: Type.String(),
    createdBy: Nullable(Type.String()),
    updated: DateTime,
  },
  { $id: 'Reminder' },
);
export type ReminderDto = Static<typeof ReminderDto>;

export const ReminderAnswer = Type.Object(
  { reminder: Type.Union([ReminderDto, Type.Null()]) },
  { $id: 'ReminderAnswer' },
);
export type ReminderAnswer = Static<typeof ReminderAnswer>;

/** Set (ORDER-40, ORDER-42): a date and a time together, as one instant; notes optional. */
export const SetReminderBody = Type.Object(
  {
    orderShortCode: Type.String({ minLength: 1, maxLength: 20 }),
    callAt: DateTime,
    notes: Type.Optional(Type.String({ maxLength: ORDER_DESK_LIMITS.reminderNotes })),
  },
  { $id: 'SetReminderBody' },
);
export type SetReminderBody = Static<typeof SetReminderBody>;

export const UpdateReminderBody = Type.Object(
  { callAt: DateTime, notes: Type.Optional(Type.String({ maxLength: ORDER_DESK_LIMITS.reminderNotes })) },
  { $id: 'UpdateReminderBody' },
);
export type UpdateReminderBody = Static<typeof UpdateReminderBody>;

export const ShortCodeParams = Type.Object({ shortCode: Type.String({ minLength: 1, maxLength: 20 }) });
export const CommentParams = Type.Object({ commentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** An order comment (ORDER-47): text, who wrote it, when, when changed. */
export const OrderCommentDto = Type.Object(
  {
    id: Type.Integer(),
    orderId: Type.Integer(),
    text: Type.String(),
    createdBy: Nullable(Type.String()),
    authorId: Type.Union([Type.Integer(), Type.Null()]),
    created: DateTime,
    updated: Nullable(DateTime),
  },
  { $id: 'OrderComment' },
);
export type OrderCommentDto = Static<typeof OrderCommentDto>;

/** Add (ORDER-43, ORDER-48): a comment is never empty. */
export const AddCommentBody = Type.Object(
  { commentText: Type.String({ minLength: 1, maxLength: ORDER_DESK_LIMITS.comment, pattern: '\\S' }) },
  { $id: 'AddCommentBody' },
);
export type AddCommentBody = Static<typeof AddCommentBody>;

export const UpdateCommentBody = Type.Object(
  { newCommentText: Type.String({ minLength: 1, maxLength: ORDER_DESK_LIMITS.comment, pattern: '\\S' }) },
  { $id: 'UpdateCommentBody' },
);
export type UpdateCommentBody = Static<typeof UpdateCommentBody>;

export const CHAT_TICKET_STATUSES = ['enqueued', 'assigned', 'completed'] as const;

/** A chat ticket about the order (ORDER-49): status, assignee, createdAt, ticketUrl. */
export const ChatTicketDto = Type.Object(
  {
    status: Type.Enum(CHAT_TICKET_STATUSES),
    assignee: Type.Union([Type.String(), Type.Null()]),
    createdAt: DateTime,
    ticketUrl: Type.String(),
  },
  { $id: 'ChatTicket' },
);
export type ChatTicketDto = Static<typeof ChatTicketDto>;
