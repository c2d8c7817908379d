/**
 * The task queue (/module/tasks/api/v1): a task (TASK-01..03), the bodies of every task action
 * (TASK-21/22, RECALL-21..24, CALLBACK-06/07) and the execution history (TASK-33).
 */
import Type, { type Static } from 'typebox';
import { TASK_TYPES } from '../enums.js';
import { CANCEL_REASON_VALUES } from '../reasons.js';
import { TaskDialing } from './dialing.js';
import { LeadDto } from './leads.js';

export const TASK_STATUSES = ['open', 'claimed', 'closed', 'skipped'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Recall comments of spec 1 §4 "Recall task actions" (RECALL-12, RECALL-13). */
export const RECALL_UNAVAILABLE_COMMENT = 'Customer is unavailable at the moment';
export const DIALING_LIMIT_COMMENT = 'Dialing limit was exceeded';

/** How far ahead a task may be rescheduled (RECALL-18: the picker's 15 days). */
export const RESCHEDULE_MAX_DAYS = 15;

/** Statuses set-final-status accepts: cancel (3), cancel not interested (4), refused (8), cancel on delivery (50), refused by client (90). */
export const FINAL_ORDER_STATUSES = [3, 4, 8, 50, 90] as const;

const CancelReasonValue = Type.Enum(CANCEL_REASON_VALUES);

export const TaskOrderRef = Type.Object({
  id: Type.Integer(),
  shortCode: Type.String(),
  status: Type.Integer(),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  statusComment: Type.Union([Type.String(), Type.Null()]),
});

export const TaskDto = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Enum(TASK_TYPES),
    status: Type.Enum(TASK_STATUSES),
    leadId: Type.Union([Type.Integer(), Type.Null()]),
    orderId: Type.Union([Type.Integer(), Type.Null()]),
    dueAt: Type.String({ format: 'date-time' }),
    claimedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** The order's (or task's) cancel/failure reason, a CANCEL_REASONS value (RECALL views). */
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    comment: Type.Union([Type.String(), Type.Null()]),
    /** The lead fields (phone masked for voip users); null only for an order without a lead. */
    context: Type.Union([LeadDto, Type.Null()]),
    order: Type.Union([TaskOrderRef, Type.Null()]),
    /** How the desk starts the call: the agent's group's mode, within the lead's calling hours. */
    dialing: Type.Optional(TaskDialing),
  },
  { $id: 'Task' },
);
export type TaskDto = Static<typeof TaskDto>;

/** current and next: the caller's task, or null while there is none. */
export const TaskResult = Type.Object({ task: Type.Union([TaskDto, Type.Null()]) }, { $id: 'TaskResult' });
export type TaskResult = Static<typeof TaskResult>;

export const TaskIdBody = Type.Object({ taskId: Type.Integer({ minimum: 1 }) });
export type TaskIdBody = Static<typeof TaskIdBody>;

/** Reschedule of a LEAD or CALL_BACK task: id and newTime only, ISO UTC (TASK-22). */
export const RescheduleBody = Type.Object({
  taskId: Type.Integer({ minimum: 1 }),
  newTime: Type.String({ format: 'date-time' }),
});
export type RescheduleBody = Static<typeof RescheduleBody>;

/** Reschedule of a RECALL task: new schedule time and an optional comment (TASK-21, RECALL-05/20). */
export const RescheduleRecallBody = Type.Object({
  taskId: Type.Integer({ minimum: 1 }),
  newScheduleTime: Type.String({ format: 'date-time' }),
  comment: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});
export type RescheduleRecallBody = Static<typeof RescheduleRecallBody>;

/** Skip: the comment is required (RECALL-06/07). */
export const SkipBody = Type.Object({
  taskId: Type.Integer({ minimum: 1 }),
  comment: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type SkipBody = Static<typeof SkipBody>;

/** Refine cancel reason: reason required, comment required when the reason is OTRO (RECALL-08..10). */
export const UpdateReasonBody = Type.Object({
  taskId: Type.Integer({ minimum: 1 }),
  reason: CancelReasonValue,
  comment: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});
export type UpdateReasonBody = Static<typeof UpdateReasonBody>;

/** Fail rescue: the cancel reason object (RECALL-11). */
export const FailRescueBody = Type.Object({
  taskId: Type.Integer({ minimum: 1 }),
  orderId: Type.Integer({ minimum: 1 }),
  comment: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  driverCancelReason: CancelReasonValue,
});
export type FailRescueBody = Static<typeof FailRescueBody>;

/** Final status of an order from a task (CALLBACK-02/06; cancel order and wrong number on recalls). */
export const SetFinalStatusBody = Type.Object({
  orderId: Type.Integer({ minimum: 1 }),
  status: Type.Enum(FINAL_ORDER_STATUSES),
  statusComment: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  taskId: Type.Integer({ minimum: 1 }),
  /** A CANCEL_REASONS value for cancellations (wrong number → NUMERO_EQUIVOCADO). */
  cancelReason: Type.Optional(Type.Union([CancelReasonValue, Type.Null()])),
});
export type SetFinalStatusBody = Static<typeof SetFinalStatusBody>;

/** The answer of a task action: the task as it is now. */
export const TaskActionResult = Type.Object({ task: TaskDto }, { $id: 'TaskActionResult' });
export type TaskActionResult = Static<typeof TaskActionResult>;

export const TASK_ACTIONS = [
  'CLAIMED',
  'RELEASED',
  'CLOSED',
  'RESCHEDULED',
  'SKIPPED',
  'REASON_UPDATED',
  'RESCUE_FAILED',
  'FINAL_STATUS',
  'STATUS_CHANGED',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** One entry of a task's history (TASK-33). */
export const TaskExecutionDto = Type.Object(
  {
    id: Type.Integer(),
    taskId: Type.Integer(),
    taskType: Type.String(),
    action: Type.String(),
    accountId: Type.Union([Type.Integer(), Type.Null()]),
    accountName: Type.Union([Type.String(), Type.Null()]),
    comment: Type.Union([Type.String(), Type.Null()]),
    details: Type.Record(Type.String(), Type.Unknown()),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'TaskExecution' },
);
export type TaskExecutionDto = Static<typeof TaskExecutionDto>;
