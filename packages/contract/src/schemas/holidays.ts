/**
 * Delivery holiday schedules (spec 2 §3 "Holiday schedule", §7 "Holidays"; HOLIDAY-01..09): a
 * provider's non-working dates, which order capture never offers as delivery dates.
 */
import Type, { type Static } from 'typebox';

/** YYYY-MM-DD (HOLIDAY-02). */
export const HOLIDAY_DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

const HolidayDates = Type.Array(Type.String({ pattern: HOLIDAY_DATE_PATTERN }), { minItems: 1, maxItems: 366 });

export const HolidaySchedule = Type.Object(
  {
    id: Type.Integer(),
    deliveryProviderId: Type.Integer(),
    deliveryProviderName: Type.String(),
    regionId: Type.String(),
    dates: Type.Array(Type.String()),
  },
  { $id: 'HolidaySchedule' },
);
export type HolidaySchedule = Static<typeof HolidaySchedule>;

export const CreateHolidayBody = Type.Object(
  { deliveryProviderId: Type.Integer({ minimum: 1 }), dates: HolidayDates },
  { $id: 'CreateHolidayBody' },
);
export type CreateHolidayBody = Static<typeof CreateHolidayBody>;

export const UpdateHolidayBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), deliveryProviderId: Type.Integer({ minimum: 1 }), dates: HolidayDates },
  { $id: 'UpdateHolidayBody' },
);
export type UpdateHolidayBody = Static<typeof UpdateHolidayBody>;

export const NationalHolidaysQuery = Type.Object({
  deliveryProviderId: Type.Integer({ minimum: 1 }),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
});
export type NationalHolidaysQuery = Static<typeof NationalHolidaysQuery>;
