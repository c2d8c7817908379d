/**
 * Delivery provider places and their weekly schedules (spec 2 §3 "Delivery provider place", §7;
 * DSCHED-01..19): what tab 3 of /search edits and what order capture's delivery options read.
 */
import Type, { type Static } from 'typebox';

/** Days to deliver, 0 to 30 (DSCHED-07). */
export const DAYS_TO_DELIVER_MAX = 30;
/** Period times are HH:mm on a 30-minute step (DSCHED-12). */
export const PERIOD_TIME_PATTERN = '^([01]\\d|2[0-3]):(00|30)$';
export const PERIOD_MINUTE_STEP = 30;
/** The message of a place saved with no period (DSCHED-13). */
export const EMPTY_SCHEDULE_MESSAGE =
  'Empty schedule: Delivery schedule can not be empty! Please add at least one period!';

const Period = Type.Tuple([
  Type.String({ pattern: PERIOD_TIME_PATTERN }),
  Type.String({ pattern: PERIOD_TIME_PATTERN }),
]);

/**
 * Weekday "1" (Monday) … "7" (Sunday) → [start, end] periods (DSCHED-04). Any other key is refused:
 * TypeBox's Record alone lets other keys through with any value (decision 1721).
 */
export const PlaceSchedule = Type.Record(Type.String({ pattern: '^[1-7]$' }), Type.Array(Period, { maxItems: 48 }), {
  additionalProperties: false,
});
export type PlaceSchedule = Static<typeof PlaceSchedule>;

export const DeliveryPlaceDto = Type.Object(
  {
    id: Type.Integer(),
    /** Empty: express delivery (DSCHED-03). */
    name: Type.String(),
    pickup: Type.Boolean(),
    pickupAddress: Type.Union([Type.String(), Type.Null()]),
    schedule: PlaceSchedule,
    daysToDeliver: Type.Integer(),
    prepay: Type.Boolean(),
    cashOnDelivery: Type.Boolean(),
    deliveryProviderId: Type.Integer(),
    deliveryProviderName: Type.String(),
  },
  { $id: 'DeliveryPlace' },
);
export type DeliveryPlaceDto = Static<typeof DeliveryPlaceDto>;

/**
 * force-link (DSCHED-18): a new place (no deliveryId) or a change of one, linked to the address.
 * pickupPoint is the pick-up address (required when the place is a pick-up point).
 */
export const ForceLinkBody = Type.Object(
  {
    addressId: Type.Integer({ minimum: 1 }),
    deliveryProviderId: Type.Integer({ minimum: 1 }),
    deliveryId: Type.Optional(Type.Integer({ minimum: 1 })),
    name: Type.Optional(Type.String({ maxLength: 120 })),
    pickup: Type.Optional(Type.Boolean()),
    pickupPoint: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
    schedule: PlaceSchedule,
    deliveryDays: Type.Integer({ minimum: 0, maximum: DAYS_TO_DELIVER_MAX }),
    prepay: Type.Boolean(),
    cashOnDelivery: Type.Boolean(),
  },
  { $id: 'ForceLinkBody' },
);
export type ForceLinkBody = Static<typeof ForceLinkBody>;

export const UnlinkBody = Type.Object(
  { addressId: Type.Integer({ minimum: 1 }), deliveryProviderId: Type.Integer({ minimum: 1 }) },
  { $id: 'UnlinkBody' },
);
export type UnlinkBody = Static<typeof UnlinkBody>;
