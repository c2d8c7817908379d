import Type, { type Static } from 'typebox';

/** A work shift as the web sees it (SHIFT-02, SHIFT-14). Times are ISO 8601 UTC. */
export const ShiftDto = Type.Object(
  {
    id: Type.Integer(),
    startedAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    secondsLeft: Type.Integer({ minimum: 0, description: 'seconds until the shift ends' }),
  },
  { $id: 'Shift' },
);
export type ShiftDto = Static<typeof ShiftDto>;

export const CurrentShift = Type.Object({ shift: Type.Union([ShiftDto, Type.Null()]) }, { $id: 'CurrentShift' });
export type CurrentShift = Static<typeof CurrentShift>;

/** The extend answer: the web times the extension prompt from it (60 s before the end). */
export const ShiftExtendResult = Type.Object(
  { secondsLeft: Type.Integer({ minimum: 0 }), endsAt: Type.String({ format: 'date-time' }) },
  { $id: 'ShiftExtendResult' },
);
export type ShiftExtendResult = Static<typeof ShiftExtendResult>;

/** The extension prompt shows this many seconds before the end (SHIFT-05). */
export const SHIFT_ENDING_NOTICE_SECONDS = 60;
