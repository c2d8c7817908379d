/**
 * The leads module (/module/leads): lead data as the lead view reads it (LEAD-01..04), the lead
 * outcomes with their exact status codes (LEAD-27..33), the add-lead and survey rules
 * (LEAD-37..51) and the phone reveal answers (PHONE-07..11).
 */
import Type, { type Static } from 'typebox';
import { ORDER_STATUS, type OrderStatusName } from '../enums.js';
import { findRegion } from '../regions.js';

/** Shown instead of the phone to users with the voip feature (PHONE-07). */
export const MASKED_PHONE = '****';

/** The name of a numeric status (RECALL, NO_ANSWER, …), as `status_name` carries it. */
export function statusName(status: number): OrderStatusName | 'UNKNOWN' {
  const entry = Object.entries(ORDER_STATUS).find(([, value]) => value === status);
  return (entry?.[0] as OrderStatusName | undefined) ?? 'UNKNOWN';
}

/** What each lead action sends to change-status (LEAD-27..33, spec 1 §4 "Lead actions"). */
export const LEAD_OUTCOMES = {
  /** The chosen reason is sent as the comment. */
  NOT_INTERESTED: { status: ORDER_STATUS.HOLD },
  NO_ANSWER: { status: ORDER_STATUS.NO_ANSWER },
  BUSY: { status: ORDER_STATUS.BUSY },
  /** With the chosen call time (callAt) and an optional comment. */
  RECALL: { status: ORDER_STATUS.RECALL },
  WRONG_NUMBER: { status: ORDER_STATUS.HOLD, comment: 'Wrong number' },
  UNAVAILABLE: { status: ORDER_STATUS.NO_ANSWER, comment: 'Customer is unavailable at the moment' },
  DIAL_FAILED: { status: ORDER_STATUS.NO_ANSWER },
} as const satisfies Record<string, { status: number; comment?: string }>;
export type LeadOutcome = keyof typeof LEAD_OUTCOMES;

/** Statuses change-status accepts: the outcomes above plus the agent's cancel and spam marks. */
export const LEAD_CHANGE_STATUSES = [1, 2, 3, 4, 6, 20, 21] as const;

export const LeadRegionRef = Type.Object({
  id: Type.String(),
  countryCode: Type.String(),
  phonePrefix: Type.String(),
  timezone: Type.String(),
});

export const LeadProductRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A lead of the caller's awaiting list (LEAD-19..23): the current one comes first. */
export const AwaitingLead = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    phone: Type.String(),
    status: Type.Integer(),
    status_name: Type.String(),
    call_from: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    taskId: Type.Union([Type.Integer(), Type.Null()]),
    taskType: Type.Union([Type.String(), Type.Null()]),
    /** True for the lead of the caller's claimed (current) task. */
    current: Type.Boolean(),
  },
  { $id: 'AwaitingLead' },
);
export type AwaitingLead = Static<typeof AwaitingLead>;

const leadFields = {
  id: Type.Integer(),
  name: Type.String(),
  /** '****' for callers with the voip feature; getLeadPhone reveals it. */
  phone: Type.String(),
  /** The masked dial reference the softphone calls instead of the number (LEAD-03, "lead-<id>"). */
  encryptedPhone: Type.String(),
  status: Type.Integer(),
  status_name: Type.String(),
  region: LeadRegionRef,
  /** When the lead is to be called (recall time), else null. */
  call_from: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  product: LeadProductRef,
  offerId: Type.Union([Type.String(), Type.Null()]),
  scriptId: Type.Union([Type.Integer(), Type.Null()]),
  webmasterId: Type.Union([Type.Integer(), Type.Null()]),
  attempts: Type.Integer(),
  comment: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
};

/** The lead fields a task's context and the lead view read (LEAD-01..04, TASK-03). */
export const LeadDto = Type.Object(leadFields, { $id: 'Lead' });
export type LeadDto = Static<typeof LeadDto>;

/** fetch-by-id and a successful claim-by-id: the lead with the caller's awaiting leads. */
export const LeadDetails = Type.Object(
  { ...leadFields, awaitingLeads: Type.Array(AwaitingLead) },
  { $id: 'LeadDetails' },
);
export type LeadDetails = Static<typeof LeadDetails>;

export const LeadIdBody = Type.Object({ leadId: Type.Integer({ minimum: 1 }) });
export type LeadIdBody = Static<typeof LeadIdBody>;

/** The text a refused claim carries; the web shows "Cannot claim" with it (TASK-19). */
export const LEAD_ALREADY_CLAIMED = 'Lead already claimed by another user';

/** A claim that lost: no `id`, so the web warns and fetches the next task (TASK-19, TASK-20). */
export const ClaimRefused = Type.Object(
  { claimed: Type.Literal(false), message: Type.String() },
  { $id: 'ClaimRefused' },
);
export const ClaimByIdResult = Type.Union([LeadDetails, ClaimRefused]);
export type ClaimByIdResult = Static<typeof ClaimByIdResult>;

export const ChangeStatusBody = Type.Object({
  leadId: Type.Integer({ minimum: 1 }),
  status: Type.Enum(LEAD_CHANGE_STATUSES),
  /** Required for Recall (2): when to call, ISO 8601 UTC, at most 15 days ahead. */
  callAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  comment: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  /** Seconds the customer was on the line. */
  callDuration: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Seconds spent dialling. */
  dialDuration: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ChangeStatusBody = Static<typeof ChangeStatusBody>;

export const ChangeStatusResult = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Integer(),
    status_name: Type.String(),
    call_from: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** The follow-up task (RECALL, or LEAD after No answer/Busy) reserved for the caller, if any. */
    followUpTaskId: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'ChangeStatusResult' },
);
export type ChangeStatusResult = Static<typeof ChangeStatusResult>;

/** New lead form as sent (LEAD-38); the rules below are checked by the server too. */
export const NewLeadBody = Type.Object({
  region: Type.String({ minLength: 1 }),
  name: Type.String({ maxLength: 200 }),
  phone: Type.String({ maxLength: 32 }),
  offerId: Type.String({ minLength: 1 }),
  productId: Type.Integer({ minimum: 1 }),
});
export type NewLeadBody = Static<typeof NewLeadBody>;

/** A plus sign, then 9 to 15 digits, the first 1-9 (LEAD-40). */
export const NEW_LEAD_PHONE_PATTERN = /^\+[1-9]\d{8,14}$/;
export const NEW_LEAD_MESSAGES = {
  nameRequired: 'Name is required',
  phoneFormat: 'Phone must be a plus sign followed by 9 to 15 digits, the first digit 1-9',
  productRequired: 'Product is required',
} as const;

/** The region-specific message of LEAD-41, e.g. "Phone must start with +51 (Peru)". */
export function phonePrefixMessage(regionId: string): string {
  const region = findRegion(regionId);
  return region ? `Phone must start with ${region.phonePrefix} (${region.name})` : 'Unknown region';
}

/** The add-lead phone rules of LEAD-40 and LEAD-41; returns the message of the first broken rule. */
export function newLeadPhoneError(phone: string, regionId: string): string | undefined {
  if (!NEW_LEAD_PHONE_PATTERN.test(phone)) return NEW_LEAD_MESSAGES.phoneFormat;
  const region = findRegion(regionId);
  if (!region || !phone.startsWith(region.phonePrefix)) return phonePrefixMessage(regionId);
  return undefined;
}

export const SURVEY_AGE_MESSAGE = 'La edad debe estar entre 18 y 99';
export const SURVEY_AGE_MIN = 18;
export const SURVEY_AGE_MAX = 99;

export const SurveyBody = Type.Object({
  leadId: Type.Integer({ minimum: 1 }),
  age: Type.Number({ description: `${SURVEY_AGE_MIN} to ${SURVEY_AGE_MAX}; else "${SURVEY_AGE_MESSAGE}"` }),
  sex: Type.Union([Type.Literal('M'), Type.Literal('F')]),
});
export type SurveyBody = Static<typeof SurveyBody>;

export const SurveyDto = Type.Object(
  {
    leadId: Type.Integer(),
    /** False while the survey of this lead was never saved. */
    filled: Type.Boolean(),
    age: Type.Union([Type.Integer(), Type.Null()]),
    sex: Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Null()]),
  },
  { $id: 'Survey' },
);
export type SurveyDto = Static<typeof SurveyDto>;

export const LeadSearchBody = Type.Object({ phone: Type.String({ minLength: 3, maxLength: 32 }) });

/** A history/search row (TASK-25): id, name, status, lastdate, phone. */
export const LeadHistoryItem = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Integer(),
    status_name: Type.String(),
    lastdate: Type.String({ format: 'date-time' }),
    phone: Type.String(),
    regionId: Type.String(),
  },
  { $id: 'LeadHistoryItem' },
);
export type LeadHistoryItem = Static<typeof LeadHistoryItem>;

/** How the customer came through on the call, read by the softphone from WebRTC's statistics (decision 1812). */
export const CallQuality = Type.Object({
  lossPercent: Type.Number({ minimum: 0, maximum: 100, description: 'audio packets lost of those expected, %' }),
  jitterMs: Type.Number({ minimum: 0, maximum: 60_000, description: 'RFC 3550 interarrival jitter, ms' }),
  mos: Type.Number({ minimum: 1, maximum: 5, description: 'E-model estimate, 1 (bad) to 4.5' }),
});
export type CallQuality = Static<typeof CallQuality>;

export const LeadLogBody = Type.Object({
  leadId: Type.Integer({ minimum: 1 }),
  action: Type.String({ minLength: 1, maxLength: 100 }),
  quality: Type.Optional(
    Type.Union([CallQuality, Type.Null()], {
      description: "with a call's end: how the customer came through; kept on the call record for /cdr",
    }),
  ),
});
export type LeadLogBody = Static<typeof LeadLogBody>;

export const PhoneReveal = Type.Object({ phone: Type.String() }, { $id: 'PhoneReveal' });
export type PhoneReveal = Static<typeof PhoneReveal>;

export const InternalOffer = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    priceMinor: Type.Integer(),
    currency: Type.String(),
    webmasterId: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'InternalOffer' },
);
export type InternalOffer = Static<typeof InternalOffer>;

export const AGENT_HISTORY_MAX_DAYS = 30;
export const AGENT_HISTORY_DEFAULT_DAYS = 7;

export const AgentHistoryQuery = Type.Object({
  type: Type.Optional(Type.Union([Type.Literal('APPROVED'), Type.Literal('ALL')])),
  start: Type.Optional(Type.String({ format: 'date-time' })),
  end: Type.Optional(Type.String({ format: 'date-time' })),
  /** true: only orders with a deposit (status 40). */
  deposit: Type.Optional(Type.Boolean()),
});
export type AgentHistoryQuery = Static<typeof AgentHistoryQuery>;

/** One order of the agent's history (CONST-40: window at most 30 days, default 7). */
export const AgentHistoryItem = Type.Object(
  {
    id: Type.Integer(),
    shortCode: Type.String(),
    leadId: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.String(),
    status: Type.Integer(),
    status_name: Type.String(),
    lastdate: Type.String({ format: 'date-time' }),
    phone: Type.String(),
  },
  { $id: 'AgentHistoryItem' },
);
export type AgentHistoryItem = Static<typeof AgentHistoryItem>;
