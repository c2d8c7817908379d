/** A group's dialing setting and what a claimed task carries of it (decision 1803). */
import Type, { type Static } from 'typebox';
import { DIALING_MODES, PREVIEW_SECONDS_MAX, PREVIEW_SECONDS_MIN } from '../dialing.js';

export const GroupDialing = Type.Object({
  mode: Type.Enum(DIALING_MODES),
  previewSeconds: Type.Integer({ minimum: PREVIEW_SECONDS_MIN, maximum: PREVIEW_SECONDS_MAX }),
});
export type GroupDialing = Static<typeof GroupDialing>;

/**
 * How the desk starts this task's call: `progressive` dials by itself after `previewSeconds`.
 * `outsideCallingHours`: the agent's group dials progressively but the lead's local time is outside
 * the calling hours, so the back-office hands the task as manual (decision 1804).
 */
export const TaskDialing = Type.Object({
  mode: Type.Enum(DIALING_MODES),
  previewSeconds: Type.Integer({ minimum: PREVIEW_SECONDS_MIN, maximum: PREVIEW_SECONDS_MAX }),
  outsideCallingHours: Type.Boolean(),
});
export type TaskDialing = Static<typeof TaskDialing>;
