/**
 * The order page's edit form (spec 2 §2 "Order edit form", ORDER-27..38) and the payment-link
 * SMS (ORDER-61..64): the body the back-office's update takes, and the rules the form and the
 * server share (date window, hour-only time, the picker's quantities, the phone format).
 */
import Type, { type Static } from 'typebox';
import { addDays } from '../zoned-time.js';
import { ORDER_LIMITS, SHORT_CODE_PATTERN } from './orders.js';

/** The edit and payment-instruction phone: "+", a digit 1–9, then 10 to 14 digits (ORDER-37). */
export const EDIT_PHONE_PATTERN = '^\\+[1-9]\\d{10,14}$';

/** The edit product picker's quantities (ORDER-33). */
export const EDIT_QUANTITY = { min: 1, max: 8 } as const;

/** How far ahead the preferred date may be chosen (ORDER-29). */
export const EDIT_DAYS_AHEAD = 10;

/** ORDER-29: from yesterday up to 10 days ahead of `today` (both YYYY-MM-DD, the region's day). */
export function editDateAllowed(date: string, today: string): boolean {
  return date >= addDays(today, -1) && date <= addDays(today, EDIT_DAYS_AHEAD);
}

/** ORDER-30: a preferred time on the hour, "HH:00". */
export const ON_THE_HOUR_PATTERN = '^([01]\\d|2[0-3]):00$';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/**
 * The edit form's fields (ORDER-27, ORDER-28): everything required but the phone, the state
 * (the Bluex-style address's top level, ORDER-31) and the discount. `total` is the price the form
 * showed, in minor units: the server prices the products again and refuses a total that differs.
 */
export const EditOrderBody = Type.Object(
  {
    fullName: Text(ORDER_LIMITS.fullName),
    phone: Type.Optional(Type.String({ pattern: EDIT_PHONE_PATTERN })),
    state: Type.Optional(Type.String({ maxLength: 100 })),
    city: Text(100),
    district: Text(100),
    postalCode: Text(20),
    address: Text(ORDER_LIMITS.address),
    preferredDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    preferredTime: Type.String({ pattern: ON_THE_HOUR_PATTERN }),
    deliveryProviderId: Type.Integer({ minimum: 1 }),
    items: Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        qty: Type.Integer({ minimum: EDIT_QUANTITY.min, maximum: EDIT_QUANTITY.max }),
      }),
      { minItems: 1, maxItems: 50 },
    ),
    discountId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    total: Type.Integer({ minimum: 1, description: 'the total the form showed, minor units' }),
  },
  { $id: 'EditOrderBody', additionalProperties: false },
);
export type EditOrderBody = Static<typeof EditOrderBody>;

/** Send link (ORDER-61, ORDER-64): the order by short code and region; the phone is optional. */
export const SendPaymentLinkBody = Type.Object(
  {
    shortCode: Type.String({ pattern: SHORT_CODE_PATTERN }),
    regionId: Type.String({ minLength: 1, maxLength: 40 }),
    phone: Type.Optional(Type.String({ pattern: EDIT_PHONE_PATTERN })),
  },
  { $id: 'SendPaymentLinkBody', additionalProperties: false },
);
export type SendPaymentLinkBody = Static<typeof SendPaymentLinkBody>;

export const PaymentLinkSent = Type.Object(
  {
    shortCode: Type.String(),
    /** The phone given, or null when the SMS goes to the order's phone. */
    recipient: Type.Union([Type.String(), Type.Null()]),
    paymentLink: Type.String(),
  },
  { $id: 'PaymentLinkSent' },
);
export type PaymentLinkSent = Static<typeof PaymentLinkSent>;

/** ORDER-55: the provider comment history starts at page 0 with 20 rows a page. */
export const PROVIDER_COMMENTS_PAGE_SIZE = 20;

/** ORDER-56: page number, size and sort {property, direction, ignoreCase}. */
export const ProviderCommentsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PROVIDER_COMMENTS_PAGE_SIZE })),
    property: Type.Optional(Type.Enum(['dateTime', 'status'], { default: 'dateTime' })),
    direction: Type.Optional(Type.Enum(['ASC', 'DESC'], { default: 'DESC' })),
    ignoreCase: Type.Optional(Type.Boolean({ default: false })),
  },
  { $id: 'ProviderCommentsQuery' },
);
export type ProviderCommentsQuery = Static<typeof ProviderCommentsQuery>;

/** ORDER-54: one status report of a delivery provider about the order. */
export const ProviderCommentDto = Type.Object(
  {
    deliveryProviderName: Type.String(),
    status: Type.String(),
    dateTime: Type.String({ format: 'date-time' }),
    externalId: Type.Union([Type.String(), Type.Null()]),
    providerId: Type.Integer(),
  },
  { $id: 'ProviderComment' },
);
export type ProviderCommentDto = Static<typeof ProviderCommentDto>;

export const ProviderCommentsPage = Type.Object(
  { totalSize: Type.Integer(), content: Type.Array(ProviderCommentDto) },
  { $id: 'ProviderCommentsPage' },
);
export type ProviderCommentsPage = Static<typeof ProviderCommentsPage>;

/** The one provider whose tracking number can be changed (ORDER-58; spec ambiguity 15). */
export const TRACKING_NUMBER_PROVIDER_CODE = 'BLUEX';

/** ORDER-60: the Bluex tracking number change; the new one non-empty and not the old (ORDER-59). */
export const TrackingNumberBody = Type.Object(
  { newNumber: Type.String({ minLength: 1, maxLength: 64 }), oldNumber: Type.String({ minLength: 1, maxLength: 64 }) },
  { $id: 'TrackingNumberBody', additionalProperties: false },
);
export type TrackingNumberBody = Static<typeof TrackingNumberBody>;

/** Whether the tracking number of an order of this provider with this external id can be changed (ORDER-58). */
export function trackingNumberChangeable(providerCode: string | null | undefined, externalId: string | null): boolean {
  return providerCode === TRACKING_NUMBER_PROVIDER_CODE && Boolean(externalId);
}
