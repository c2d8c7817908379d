import Type, { type Static } from 'typebox';

/** Calls, answered calls (billed seconds above zero) and orders created in one bucket. */
const Traffic = Type.Object({ calls: Type.Integer(), answered: Type.Integer(), orders: Type.Integer() });

/**
 * The floor's day in charts (decision 1802): the caller's regions over one calendar day in one
 * time zone — per 15 minutes today's traffic beside the same weekday a week earlier, and per hour
 * the approve rate and average talk time as the profile statistics define them (decision 1612), and
 * the queue's depth through the day.
 * Buckets are listed for the whole day, the first starting at the day's midnight.
 */
export const FloorDay = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    day: Type.String({ description: 'YYYY-MM-DD' }),
    timeZone: Type.String(),
    lastWeekDay: Type.String({ description: 'YYYY-MM-DD: the same weekday a week earlier' }),
    quarters: Type.Array(
      Type.Object({
        /** When the quarter starts (and the same point of the day a week earlier, for lastWeek). */
        from: Type.String({ format: 'date-time' }),
        today: Traffic,
        lastWeek: Traffic,
        /** Tasks due and not yet taken at the quarter's start; null for a quarter yet to start. */
        waiting: Type.Union([Type.Integer(), Type.Null()]),
      }),
    ),
    hours: Type.Array(
      Type.Object({
        from: Type.String({ format: 'date-time' }),
        leadsWorked: Type.Integer(),
        leadsApproved: Type.Integer(),
        /** leadsApproved / leadsWorked, 0..1; null without leads worked. */
        approveRate: Type.Union([Type.Number(), Type.Null()]),
        answered: Type.Integer(),
        talkSeconds: Type.Integer(),
        /** talkSeconds / answered; null without answered calls. */
        averageTalkSeconds: Type.Union([Type.Number(), Type.Null()]),
      }),
    ),
  },
  { $id: 'FloorDay' },
);
export type FloorDay = Static<typeof FloorDay>;
