/**
 * Webmasters' special payouts and guarantee history (/webmasters, WEBM-01..41, spec 3 §7
 * "Webmasters"): the rows keyed by webmaster + offer, the create and edit bodies, the guarantee
 * values, and the specification's limits and messages the server and the web both use.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { CALENDAR_DATE_PATTERN } from '../calendar-date.js';

/** ACONST-04. */
export const WEBMASTERS_PAGE_SIZE = 20;
/** ACONST-17, ACONST-18: payouts are entered in whole currency units, 0..10000 in steps of 5. */
export const WEBMASTER_PAYOUT_MIN = 0;
export const WEBMASTER_PAYOUT_MAX = 10_000;
export const WEBMASTER_PAYOUT_STEP = 5;
/** ACONST-20. */
export const GUARANTEE_MIN = 0;
export const GUARANTEE_MAX = 100;
/** ACONST-14. */
export const GUARANTEE_DATE_CHECK_DEBOUNCE_MS = 1000;
export const WEBMASTER_NAME_MAX = 100;
export const WEBMASTER_COMMENT_MAX = 500;

/** The specification's texts (spec 3 §8), shown by the form and sent by the server alike. */
export const WEBMASTER_MESSAGES = {
  offerRequired: 'Please select offer!',
  nameRequired: "Please enter webmaster's name",
  nameSpaces: 'Using spaces in name is forbidden!',
  payoutRequired: 'Please, select payout!',
  payoutDefault: 'Payout should be different from default payout of the selected offer!',
  guaranteeRequired: 'Please enter Guarantee!',
  dateRequired: 'Please enter effective date!',
  rateExists: 'We already have a special payout for this offer and webmaster!',
  guaranteeExists: 'We already have a guarantee value for this offer, webmaster and date!',
} as const;

const CalendarDate = Type.String({ pattern: CALENDAR_DATE_PATTERN, description: 'YYYY-MM-DD' });
const OptionalInt = (options: { minimum: number; maximum: number }) =>
  Type.Optional(Type.Union([Type.Integer(options), Type.Null()]));
const OptionalDate = Type.Optional(Type.Union([CalendarDate, Type.Null()]));
/** Cents: 0..1 000 000 (10000 units); the step of 5 units is the service's rule, with its message. */
const PayoutCents = Type.Integer({ minimum: 0, maximum: WEBMASTER_PAYOUT_MAX * 100 });
const OfferId = Type.String({ minLength: 1, maxLength: 100 });
const Text = (maxLength: number) => Type.String({ maxLength });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** WEBM-04: one webmaster-and-offer pair (WEBM-02). */
export const WebmasterRate = Type.Object(
  {
    webmasterId: Type.Integer(),
    webmasterName: Type.String(),
    offerId: Type.String(),
    offerName: Type.String(),
    productName: Type.String(),
    partner: Nullable(Type.String()),
    regionId: Type.String(),
    /** The special payout, cents. */
    webmasterPayout: Type.Integer(),
    /** The offer's default payout, cents. */
    offerPayout: Type.Integer(),
    /** Percent, the guarantee in force today (else the next one to start); null without one. */
    currentGuarantee: Nullable(Type.Integer()),
    guaranteeActualFrom: Nullable(Type.String()),
    comment: Nullable(Type.String()),
  },
  { $id: 'WebmasterRate' },
);
export type WebmasterRate = Static<typeof WebmasterRate>;

export const WebmasterRatePage = Type.Object(
  { content: Type.Array(WebmasterRate), totalSize: Type.Integer() },
  { $id: 'WebmasterRatePage' },
);
export type WebmasterRatePage = Static<typeof WebmasterRatePage>;

/** WEBM-06, WEBM-07: queryWebmastersSpecialRates(webmasterName, offerId, productName, partner, pageable). */
export const WebmasterRatesQuery = Type.Object({
  webmasterName: Type.Optional(Text(100)),
  offerId: Type.Optional(Text(100)),
  productName: Type.Optional(Text(100)),
  partner: Type.Optional(Text(100)),
  number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'page from 0 (default 0)' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 20 (WEBM-05)' })),
});
export type WebmasterRatesQuery = Static<typeof WebmasterRatesQuery>;

/** WEBM-08: getAllOffers, the offers of the caller's regions with what the forms need. */
export const WebmasterOfferChoice = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    productName: Type.String(),
    partner: Nullable(Type.String()),
    regionId: Type.String(),
    /** The offer's default payout, cents. */
    payout: Type.Integer(),
  },
  { $id: 'WebmasterOfferChoice' },
);
export type WebmasterOfferChoice = Static<typeof WebmasterOfferChoice>;

/** getWebmasterPage(number, size): the webmasters by name (GROUP-19 asks 0..5000). */
export const WebmasterPageQuery = Type.Object({
  number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'page from 0 (default 0)' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, description: 'default 5000' })),
});
export const WebmasterPage = Type.Object(
  {
    content: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    totalSize: Type.Integer(),
  },
  { $id: 'WebmasterPage' },
);
export type WebmasterPage = Static<typeof WebmasterPage>;

/** WEBM-12: exist({offerId, name}). */
export const WebmasterExistsQuery = Type.Object({ offerId: OfferId, name: Text(WEBMASTER_NAME_MAX) });

/** WEBM-27: createWebmasterManual; the payout in cents. */
export const CreateWebmasterBody = Type.Object(
  {
    payoutCents: PayoutCents,
    guarantee: OptionalInt({ minimum: GUARANTEE_MIN, maximum: GUARANTEE_MAX }),
    offerId: OfferId,
    comment: Type.Optional(Nullable(Text(WEBMASTER_COMMENT_MAX))),
    name: Text(WEBMASTER_NAME_MAX),
    guaranteeActualFrom: OptionalDate,
  },
  { additionalProperties: false },
);
export type CreateWebmasterBody = Static<typeof CreateWebmasterBody>;

/** WEBM-32: editWebmaster; payout in cents, guarantee and its effective date required (WEBM-29..31). */
export const EditWebmasterBody = Type.Object(
  {
    webmasterId: Type.Integer({ minimum: 1 }),
    offerId: OfferId,
    payout: PayoutCents,
    guarantee: Type.Integer({ minimum: GUARANTEE_MIN, maximum: GUARANTEE_MAX }),
    guaranteeActualFrom: CalendarDate,
  },
  { additionalProperties: false },
);
export type EditWebmasterBody = Static<typeof EditWebmasterBody>;

/** WEBM-34: one guarantee of a pair's history. */
export const GuaranteeValue = Type.Object(
  { value: Type.Integer(), actualFrom: Type.String(), offerId: Type.String(), webmasterId: Type.Integer() },
  { $id: 'GuaranteeValue' },
);
export type GuaranteeValue = Static<typeof GuaranteeValue>;

/** WEBM-34: queryGuaranteeValues({offerId, webmasterId}). */
export const GuaranteeValuesQuery = Type.Object({ offerId: OfferId, webmasterId: Type.Integer({ minimum: 1 }) });
export type GuaranteeValuesQuery = Static<typeof GuaranteeValuesQuery>;

/** WEBM-37, WEBM-38: create/updateWebmasterGuarantee({offerId, webmasterId, value, actualFrom}). */
export const GuaranteeValueBody = Type.Object(
  {
    offerId: OfferId,
    webmasterId: Type.Integer({ minimum: 1 }),
    value: Type.Integer({ minimum: GUARANTEE_MIN, maximum: GUARANTEE_MAX }),
    actualFrom: CalendarDate,
  },
  { additionalProperties: false },
);
export type GuaranteeValueBody = Static<typeof GuaranteeValueBody>;

/** WEBM-39: deleteWebmasterGuarantee({webmasterId, offerId, actualFrom}). */
export const GuaranteeKeyQuery = Type.Object({
  offerId: OfferId,
  webmasterId: Type.Integer({ minimum: 1 }),
  actualFrom: CalendarDate,
});
export type GuaranteeKeyQuery = Static<typeof GuaranteeKeyQuery>;

/** WEBM-25: guaranteeExists({offerId, guaranteeActualFrom, webmasterName}). */
export const GuaranteeExistsQuery = Type.Object({
  offerId: OfferId,
  guaranteeActualFrom: CalendarDate,
  webmasterName: Text(WEBMASTER_NAME_MAX),
});
export type GuaranteeExistsQuery = Static<typeof GuaranteeExistsQuery>;
