/**
 * Guarantee sets (/guarantees, GUAR-01..29, spec 3 §7 "Guarantees"): for a period, one row per
 * offer × webmaster with a guarantee in force, its leads, approve rate and the leads still
 * needed; each row is approved or declined on its own.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { CALENDAR_DATE_PATTERN } from '../calendar-date.js';

export const GUARANTEE_STATUSES = ['DRAFT', 'APPROVED', 'DECLINED'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];
/** GUAR-06: the status filter; ANY is the default. */
export const GUARANTEE_STATUS_FILTERS = ['ANY', 'APPROVED', 'DRAFT', 'DECLINED'] as const;
export type GuaranteeStatusFilter = (typeof GUARANTEE_STATUS_FILTERS)[number];
/** ACONST-05. */
export const GUARANTEES_PAGE_SIZE = 25;
export const GUARANTEE_DECLINE_COMMENT_MAX = 1000;
export const GUARANTEE_ORDER_BY = ['guaranteeSetFrom', 'guaranteeSetTo', 'offerId', 'webmasterName'] as const;

export const GUARANTEE_SET_MESSAGES = {
  exists: 'Guarantee set for selected date already exist!',
  future: 'The period must not end in the future',
  order: 'The period must not end before it starts',
  notDraft: 'Only a draft guarantee can be approved or declined',
  commentRequired: 'Please enter a comment',
} as const;

/**
 * Lead statuses that count as approved for a guarantee: the call centre confirmed an order for
 * the lead, whatever happened on delivery afterwards (decision 1511). A lead takes its order's
 * status, so a cancelled order takes the lead out again.
 */
export const APPROVED_LEAD_STATUSES = [5, 7, 8, 9, 30, 40, 50, 60, 70, 80, 90] as const;

const CalendarDate = Type.String({ pattern: CALENDAR_DATE_PATTERN, description: 'YYYY-MM-DD' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Filter = Type.Optional(Type.String({ maxLength: 100 }));

/** GUAR-08: getGuaranteesList({statusValue, webmasterName, agencyName, partner, offerId, pageable}). */
export const GuaranteeListQuery = Type.Object({
  statusValue: Type.Optional(Type.Enum(GUARANTEE_STATUS_FILTERS, { description: 'default ANY (GUAR-06)' })),
  webmasterName: Filter,
  agencyName: Filter,
  partner: Filter,
  offerId: Filter,
  number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'page from 0 (default 0)' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 25 (GUAR-07)' })),
  orderBy: Type.Optional(Type.Enum(GUARANTEE_ORDER_BY)),
});
export type GuaranteeListQuery = Static<typeof GuaranteeListQuery>;

/**
 * GUAR-09: one guarantee of a set. A set still being computed shows as one row without an id
 * (and without offer, webmaster and figures) until its rows are ready (GUAR-15, GUAR-29).
 */
export const GuaranteeRow = Type.Object(
  {
    id: Nullable(Type.Integer()),
    setId: Type.Integer(),
    guaranteeSetFrom: Type.String(),
    guaranteeSetTo: Type.String(),
    status: Type.Enum(GUARANTEE_STATUSES),
    offerId: Nullable(Type.String()),
    partner: Nullable(Type.String()),
    webmasterId: Nullable(Type.Integer()),
    webmasterName: Nullable(Type.String()),
    regionId: Nullable(Type.String()),
    /** Percent. */
    guaranteeValue: Nullable(Type.Integer()),
    totalLeads: Nullable(Type.Integer()),
    approvedLeads: Nullable(Type.Integer()),
    /** approvedLeads / totalLeads, a fraction; null without leads. */
    actualApproveRate: Nullable(Type.Number()),
    leadsToApprove: Nullable(Type.Integer()),
    declineComment: Nullable(Type.String()),
  },
  { $id: 'GuaranteeRow' },
);
export type GuaranteeRow = Static<typeof GuaranteeRow>;

export const GuaranteePage = Type.Object(
  { content: Type.Array(GuaranteeRow), totalSize: Type.Integer() },
  { $id: 'GuaranteePage' },
);
export type GuaranteePage = Static<typeof GuaranteePage>;

/** GUAR-25, GUAR-27: a period, dates YYYY-MM-DD. */
export const GuaranteePeriod = Type.Object(
  { periodFrom: CalendarDate, periodTo: CalendarDate },
  { additionalProperties: false },
);
export type GuaranteePeriod = Static<typeof GuaranteePeriod>;

/** What createGuaranteeSet answers at once; its rows are computed in the background (GUAR-29). */
export const GuaranteeSet = Type.Object(
  {
    id: Type.Integer(),
    periodFrom: Type.String(),
    periodTo: Type.String(),
    computed: Type.Boolean(),
  },
  { $id: 'GuaranteeSet' },
);
export type GuaranteeSet = Static<typeof GuaranteeSet>;

/** GUAR-20: declineGuarantee({guaranteeId, declineComment}). */
export const DeclineGuaranteeBody = Type.Object(
  { declineComment: Type.String({ maxLength: GUARANTEE_DECLINE_COMMENT_MAX }) },
  { additionalProperties: false },
);
export type DeclineGuaranteeBody = Static<typeof DeclineGuaranteeBody>;
