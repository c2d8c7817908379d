/**
 * The lead page (/lead/{leadId}, SHELL-16, ADMIN-12): everything known about one lead in one
 * answer — the lead, where it came from (offer, webmaster), its history, calls, recalls and
 * orders (docs/decisions/1061-lead-details-page.md).
 */
import Type, { type Static, type TSchema } from 'typebox';
import { LeadProductRef, LeadRegionRef } from './leads.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

/** Someone who did something: an account id and its display name. */
export const LeadActor = Type.Object({ accountId: Type.Integer(), name: Type.String() });
export type LeadActor = Static<typeof LeadActor>;

export const LeadDetailsLead = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** '****' for callers with the voip feature (docs/decisions/0505); the reveal call gives the number. */
  phone: Type.String(),
  status: Type.Integer(),
  status_name: Type.String(),
  region: LeadRegionRef,
  product: LeadProductRef,
  comment: Nullable(Type.String()),
  attempts: Type.Integer(),
  /** When the lead is to be called next, else null. */
  callAt: Nullable(DateTime),
  /** The agent working the lead right now, else null. */
  holder: Nullable(LeadActor),
  createdAt: DateTime,
});

export const LeadDetailsOffer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  priceMinor: Type.Integer(),
  currency: Type.String(),
});

export const LeadDetailsWebmaster = Type.Object({ id: Type.Integer(), name: Type.String() });

export const LEAD_HISTORY_SOURCES = ['TASK', 'LOG', 'ORDER'] as const;

/** One line of the lead's history: task work, the lead action log, and its orders' events. */
export const LeadHistoryEntry = Type.Object({
  at: DateTime,
  /** TASK: an execution of one of the lead's tasks; LOG: the lead action log; ORDER: an order event. */
  source: Type.Enum(LEAD_HISTORY_SOURCES),
  action: Type.String(),
  who: Nullable(LeadActor),
  /** The status an outcome or order event set. */
  status: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  taskType: Nullable(Type.String()),
  orderId: Nullable(Type.Integer()),
});
export type LeadHistoryEntry = Static<typeof LeadHistoryEntry>;

/** A call an agent made to the lead, as its recorded outcome reports it. */
export const LeadCall = Type.Object({
  at: DateTime,
  who: Nullable(LeadActor),
  /** The outcome the agent recorded after the call. */
  status: Type.Integer(),
  /** Seconds the customer was on the line, as the softphone measured them. */
  callSeconds: Type.Integer(),
  /** Seconds spent dialling. */
  dialSeconds: Type.Integer(),
  /** Where to listen to the recording; null while the PBX's call records are not stored (1061). */
  recordingUrl: Nullable(Type.String()),
});
export type LeadCall = Static<typeof LeadCall>;

/** A RECALL task of the lead: when it is due, whose it is and what became of it. */
export const LeadRecall = Type.Object({
  taskId: Type.Integer(),
  dueAt: DateTime,
  status: Type.String(),
  who: Nullable(LeadActor),
  reason: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  orderId: Nullable(Type.Integer()),
});
export type LeadRecall = Static<typeof LeadRecall>;

export const LeadOrder = Type.Object({
  id: Type.Integer(),
  shortCode: Type.String(),
  status: Type.Integer(),
  status_name: Type.String(),
  /** The order's total in minor units (what the customer pays for the products). */
  totalMinor: Type.Integer(),
  currency: Type.String(),
  createdAt: DateTime,
});
export type LeadOrder = Static<typeof LeadOrder>;

export const LeadFullDetails = Type.Object(
  {
    lead: LeadDetailsLead,
    offer: Nullable(LeadDetailsOffer),
    webmaster: Nullable(LeadDetailsWebmaster),
    /** Newest first. */
    history: Type.Array(LeadHistoryEntry),
    /** Newest first. */
    calls: Type.Array(LeadCall),
    /** Newest first. */
    recalls: Type.Array(LeadRecall),
    /** Newest first. */
    orders: Type.Array(LeadOrder),
  },
  { $id: 'LeadFullDetails' },
);
export type LeadFullDetails = Static<typeof LeadFullDetails>;
