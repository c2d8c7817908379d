/**
 * Order capture (/module/orders/api/v1): the creation payload and its modes (ONEW-116..123),
 * the order as edit mode and the order page read it (ONEW-122, ORDER-10), order events
 * (OCONST-03), the phone change (ONEW-113..115) and the outbox of customer messages.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { ADDRESS_TYPES } from './delivery.js';
import { MAX_PRODUCT_QUANTITY } from './pricing.js';

/** Notification channels; Whatsapp is the default (ONEW-103, OCONST-05). */
export const NOTIFICATION_TYPES = ['Sms', 'Whatsapp'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'Whatsapp';

export const PAYMENT_METHODS = ['deposit', 'payOnDelivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Event action types (OCONST-03). */
export const ORDER_EVENT_ACTIONS = [
  'CHANGE_STATUS',
  'SEND_PAYMENT_INSTRUCTION',
  'UPDATE',
  'COPY_ORDER',
  'SEND_NOTIFICATION',
] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];

/** Field limits of the modal (ONEW-91, ONEW-93, OCONST-09/10; docs/decisions/0704-order-field-limits.md). */
/** A customer's name holds at least one letter of any script: "😀😀😀" or "123" is not a name. */
export function isPersonName(text: string): boolean {
  return /\p{L}/u.test(text);
}

export const ORDER_LIMITS = {
  fullName: 85,
  address: 300,
  addressReference: 300,
  comments: 300,
  dni: 8,
  /** Colombia only: the customer's identity number and e-mail (ONEW-119). */
  ccNumber: 12,
  email: 100,
} as const;

/** Short codes look like ABC-123-123. */
export const SHORT_CODE_PATTERN = '^[A-Z]{3}-\\d{3}-\\d{3}$';

/** Accepted phones of the phone change modal: the region's prefix then 6–12 digits (ONEW-115). */
export const ORDER_PHONE_PATTERN = '^\\+(51|52|56|57)\\d{6,12}$';

/** Order statuses an order is created in: Deposit (40) when prepaid, else Confirmed (5). */
export const CREATED_ORDER_STATUS = { deposit: 40, payOnDelivery: 5 } as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength });

export const OrderItem = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  qty: Type.Integer({ minimum: 0, maximum: MAX_PRODUCT_QUANTITY }),
});

/** deliveryInfo of the payload (ONEW-117): the chosen option, date and slot, and the map point. */
export const OrderDeliveryInfoInput = Type.Object({
  preferredDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** One of the option's times for that date, "HH:mm-HH:mm". */
  preferredDeliveryTime: Type.String({ pattern: '^\\d{2}:\\d{2}-\\d{2}:\\d{2}$' }),
  pickupPoint: Type.Optional(Nullable(Text(300))),
  /** The delivery option id (a provider place) from delivery info. */
  addressIdxDeliveryId: Type.Integer({ minimum: 1 }),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  cityCode: Type.Optional(Nullable(Text(50))),
});
export type OrderDeliveryInfoInput = Static<typeof OrderDeliveryInfoInput>;

export const NotificationInfo = Type.Object({
  /** Where to send it; empty or missing: the order's phone. */
  value: Type.Optional(Nullable(Text(100))),
  notificationType: Type.Enum(NOTIFICATION_TYPES),
});
export type NotificationInfo = Static<typeof NotificationInfo>;

/** The order-creation payload (ONEW-116..119); the modes below add their ids. */
const payloadFields = {
  leadId: Type.Integer({ minimum: 1 }),
  scriptVersionId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  fullName: Type.String({ minLength: 1, maxLength: ORDER_LIMITS.fullName }),
  /** Shown masked and read-only; the server keeps the lead's (or order's) phone. */
  phone: Type.Optional(Nullable(Text(32))),
  items: Type.Array(OrderItem, { minItems: 1, maxItems: 50 }),
  address: Text(ORDER_LIMITS.address),
  city: Type.Optional(Text(100)),
  district: Type.Optional(Text(100)),
  postalCode: Type.Optional(Text(20)),
  discountId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  comments: Type.Optional(Nullable(Text(ORDER_LIMITS.comments))),
  deposit: Type.Boolean(),
  /** Accepted for compatibility; the stored preferred date comes from deliveryInfo. */
  preferredDate: Type.Optional(Nullable(Text(40))),
  deliveryProviderId: Type.Integer({ minimum: 1 }),
  /** The dictionary address (null in map mode). */
  addressReferenceId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  addressReferenceType: Type.Optional(Nullable(Type.Enum(ADDRESS_TYPES))),
  deliveryInfo: OrderDeliveryInfoInput,
  /** The address reference text (pe-central). */
  address2: Type.Optional(Nullable(Text(ORDER_LIMITS.addressReference))),
  sms: Type.Optional(Nullable(Type.Union([Type.Boolean(), Text(32)]))),
  notificationInfo: Type.Optional(Nullable(NotificationInfo)),
  offerId: Type.Optional(Nullable(Text(100))),
  /** Colombia (co-central) only (ONEW-119). */
  ccNumber: Type.Optional(Nullable(Type.String({ pattern: `^\\d{5,${ORDER_LIMITS.ccNumber}}$` }))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: ORDER_LIMITS.email }))),
};

export const OrderPayload = Type.Object(payloadFields, { $id: 'OrderPayload' });
export type OrderPayload = Static<typeof OrderPayload>;

/** Create (approve mode, ONEW-104/121), or re-create with originalOrderId and taskId (ONEW-120). */
export const CreateOrderBody = Type.Object(
  {
    ...payloadFields,
    smsFeatureFlag: Type.Optional(Type.Boolean()),
    /** The caller's task for this lead; closed with the order. */
    taskId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    originalOrderId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { $id: 'CreateOrderBody' },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** Change-order update (ONEW-107). */
export const UpdateOrderBody = Type.Object(
  { ...payloadFields, orderId: Type.Integer({ minimum: 1 }) },
  { $id: 'UpdateOrderBody' },
);
export type UpdateOrderBody = Static<typeof UpdateOrderBody>;

/** Approve from a call-back task (ONEW-105) and recall approval (ONEW-106): orderId and taskId. */
export const TaskOrderBody = Type.Object(
  {
    ...payloadFields,
    orderId: Type.Integer({ minimum: 1 }),
    taskId: Type.Integer({ minimum: 1 }),
    smsFeatureFlag: Type.Optional(Type.Boolean()),
  },
  { $id: 'TaskOrderBody' },
);
export type TaskOrderBody = Static<typeof TaskOrderBody>;

export const OrderProduct = Type.Object({
  /** Product id (ORDER-10 names it id; edit mode reads productId). */
  id: Type.Integer(),
  productId: Type.Integer(),
  name: Type.String(),
  qty: Type.Integer(),
  price: Type.Integer({ description: 'unit price, minor units' }),
});

export const OrderAddressIdx = Type.Object({
  id: Type.Integer(),
  region: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  postalCode: Type.String(),
  ubigeo: Nullable(Type.String()),
});

export const OrderDeliveryInfo = Type.Object({
  preferredDate: Nullable(Type.String()),
  preferredDeliveryTime: Nullable(Type.String()),
  pickupPoint: Nullable(Type.String()),
  addressIdxDeliveryId: Nullable(Type.Integer()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  cityCode: Nullable(Type.String()),
});

/** `sending`: claimed by a deliverer that has not heard back from the provider yet. */
export const OUTBOX_MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Where the customer message an event queued stands: queued, sent, or failed with the provider's reason. */
export const OrderEventDelivery = Type.Object(
  {
    status: Type.Enum(OUTBOX_MESSAGE_STATUSES),
    /** Who carried it: store, twilio, whatsapp-cloud … */
    transport: Nullable(Type.String()),
    attempts: Type.Integer(),
    /** The last failure as the provider gave it (for pending: why the last attempt failed). */
    reason: Nullable(Type.String()),
    sentAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'OrderEventDelivery' },
);
export type OrderEventDelivery = Static<typeof OrderEventDelivery>;

/** One line of the order events history (spec §3 "Order event": status, whoDid, created, action). */
export const OrderEventDto = Type.Object(
  {
    id: Type.Integer(),
    action: Type.Enum(ORDER_EVENT_ACTIONS),
    status: Type.Integer(),
    whoDid: Nullable(Type.String()),
    accountId: Nullable(Type.Integer()),
    created: Type.String({ format: 'date-time' }),
    details: Type.Record(Type.String(), Type.Unknown()),
    /** On the events that queued a customer message (SEND_PAYMENT_INSTRUCTION, SEND_NOTIFICATION). */
    delivery: Type.Optional(OrderEventDelivery),
  },
  { $id: 'OrderEvent' },
);
export type OrderEventDto = Static<typeof OrderEventDto>;

/** An order as edit mode (ONEW-122) and the order page (ORDER-10/11/12) read it. */
export const OrderDto = Type.Object(
  {
    id: Type.Integer(),
    short_code: Type.String(),
    status: Type.Integer(),
    lead_id: Nullable(Type.Integer()),
    regionId: Type.String(),
    /** Masked ('****') for callers with the voip feature. */
    phone: Type.String(),
    full_name: Type.String(),
    city: Type.String(),
    district: Type.String(),
    postal_code: Type.String(),
    address: Type.String(),
    address2: Nullable(Type.String()),
    comments: Nullable(Type.String()),
    price: Type.Integer({ description: 'minor units' }),
    delivery_price: Type.Integer({ description: 'minor units' }),
    currency: Type.String(),
    products: Type.Array(OrderProduct),
    preferred_date: Nullable(Type.String({ format: 'date-time' })),
    created: Type.String({ format: 'date-time' }),
    claimed_by: Nullable(Type.Integer()),
    deposit: Type.Boolean(),
    delivery_provider_id: Nullable(Type.Integer()),
    delivery_provider_name: Nullable(Type.String()),
    externalId: Nullable(Type.String()),
    trackingLink: Nullable(Type.String()),
    discountId: Nullable(Type.Integer()),
    offerId: Nullable(Type.String()),
    scriptVersionId: Nullable(Type.Integer()),
    notificationInfo: Nullable(
      Type.Object({ value: Nullable(Type.String()), notificationType: Type.Enum(NOTIFICATION_TYPES) }),
    ),
    deliveryInfo: OrderDeliveryInfo,
    addr: Nullable(Type.Object({ id: Type.Integer(), addressType: Type.String(), addressIdx: OrderAddressIdx })),
    originalOrderId: Nullable(Type.Integer()),
    /**
     * A deposit order's payment link, in the answer of a write that issued one; reading an order
     * gives null: only the token's hash is kept (decision 1791).
     */
    paymentLink: Nullable(Type.String()),
    tags: Type.Array(Type.String()),
    /** The order's events, newest first: only reading one order carries them (ORDER-10, docs/decisions/1701). */
    events: Type.Optional(Type.Array(OrderEventDto)),
    ccNumber: Type.Optional(Nullable(Type.String())),
    email: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'Order' },
);
export type OrderDto = Static<typeof OrderDto>;

/** The answer of create and every approve mode: the order and what the confirmation modal shows (ONEW-111). */
export const OrderSaved = Type.Object(
  {
    order: OrderDto,
    /** Only for deposit orders. */
    paymentLink: Nullable(Type.String()),
    depositInstructions: Nullable(Type.String()),
  },
  { $id: 'OrderSaved' },
);
export type OrderSaved = Static<typeof OrderSaved>;

export const PhoneChangeBody = Type.Object(
  { phone: Type.String({ pattern: ORDER_PHONE_PATTERN }) },
  { $id: 'PhoneChangeBody' },
);
export type PhoneChangeBody = Static<typeof PhoneChangeBody>;

export const OUTBOX_MESSAGE_KINDS = ['PAYMENT_LINK', 'ORDER_CONFIRMATION'] as const;

/** A customer message of the outbox: the payment link or the order confirmation. */
export const OutboxMessageDto = Type.Object(
  {
    id: Type.Integer(),
    orderId: Type.Integer(),
    shortCode: Type.String(),
    kind: Type.Enum(OUTBOX_MESSAGE_KINDS),
    channel: Type.Enum(NOTIFICATION_TYPES),
    /** Masked for callers with the voip feature. */
    recipient: Type.String(),
    body: Type.String(),
    status: Type.Enum(OUTBOX_MESSAGE_STATUSES),
    attempts: Type.Integer(),
    transport: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Nullable(Type.String({ format: 'date-time' })),
    lastError: Nullable(Type.String()),
  },
  { $id: 'OutboxMessage' },
);
export type OutboxMessageDto = Static<typeof OutboxMessageDto>;

export const OutboxMessagesQuery = Type.Object({
  regionId: Type.Optional(Type.String()),
  orderId: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
