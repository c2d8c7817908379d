/**
 * Offers (spec 3 §3 "Offer", OFFER-01..26) and agency special payouts (§3 "Agency payout",
 * AGENCY-01..25): the shapes of their calls, their limits and the messages the server and the
 * screens show in the same words.
 */
import Type, { type Static } from 'typebox';

/** OFFER-02, ACONST-03: page sizes of the offers table, 25 by default. */
export const OFFER_PAGE_SIZES = [10, 25, 50] as const;
export const OFFER_PAGE_SIZE = 25;
/** OFFER-15, ACONST-24. */
export const OFFER_TYPES = ['COD', 'CPL'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
/** An offer id: letters, digits, '.', '_' and '-', what the demo ids (SKU-AFFILIATE) look like. */
export const OFFER_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
/** The largest default payout an offer takes, in cents (not in the spec: a guard against typos). */
export const OFFER_PAYOUT_MAX_CENTS = 100_000_000;

export const OFFER_MESSAGES = {
  idRequired: 'This field is required',
  idNotUnique: "Provided id isn't unique!",
  idFormat: "Letters, digits, '.', '_' and '-' only",
  payoutRequired: 'Payout amount is required',
  payoutMin: 'Payout must be at least 0',
  regionRequired: 'Select region',
  typeRequired: 'Type is required',
  productRequired: 'Product is required',
  partnerRequired: 'Partner is required',
  scriptRequired: 'Script is required',
  noScripts: 'no available scripts',
  discountRequired: 'Discount is required',
  loadError: 'Loading data error',
  submitError: 'Unable to submit',
} as const;

/** ACONST-17, ACONST-19: an agency payout is 0..10000 dollars in steps of 0.25, stored in cents. */
export const AGENCY_PAYOUT_MAX_CENTS = 1_000_000;
export const AGENCY_PAYOUT_STEP_CENTS = 25;

export const AGENCY_MESSAGES = {
  offerRequired: 'Select offer!',
  offerFirst: 'Select an offer first!',
  nameRequired: 'Enter agency name!',
  nameSpaces: 'Using spaces in name is forbidden!',
  duplicate: 'We already have a special payout for this agency!',
  payoutRequired: 'Enter payout!',
  payoutMin: 'Payout must be at least 0',
  payoutMax: 'Payout may be at most 10000',
  payoutStep: 'Payout moves in steps of 0.25',
} as const;

/** OFFER-05: an offer as the offers table and its modal read it. */
export const OfferDto = Type.Object(
  {
    id: Type.String(),
    defaultPayoutCents: Type.Integer({ minimum: 0 }),
    regionId: Type.String(),
    type: Type.Enum(OFFER_TYPES),
    productId: Type.Integer(),
    productName: Type.String(),
    partnerId: Type.Union([Type.Integer(), Type.Null()]),
    partnerName: Type.Union([Type.String(), Type.Null()]),
    scriptId: Type.Union([Type.Integer(), Type.Null()]),
    scriptName: Type.Union([Type.String(), Type.Null()]),
    resale: Type.Boolean(),
    discounts: Type.Array(Type.Object({ discountId: Type.Integer(), name: Type.String() })),
    discountIds: Type.Array(Type.Integer()),
  },
  { $id: 'OfferDto' },
);
export type OfferDto = Static<typeof OfferDto>;

export const OfferPage = Type.Object(
  { content: Type.Array(OfferDto), totalSize: Type.Integer() },
  { $id: 'OfferPage' },
);
export type OfferPage = Static<typeof OfferPage>;

/** OFFER-06: getOfferList({pageable, regionId, resale, partnerId, productId}). */
export const OfferPageQuery = Type.Object({
  number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'page from 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 25 (ACONST-03)' })),
  regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  resale: Type.Optional(Type.Boolean()),
  partnerId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  productId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type OfferPageQuery = Static<typeof OfferPageQuery>;

const Int = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** Missing or null: the server answers the spec's message for that field (OFFER-14..18). */
const Chosen = <T extends typeof Int | ReturnType<typeof Type.String>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/**
 * The offer form's fields. The spec's rules (required, payout at least 0, at least one discount,
 * a script with a published version) are checked by the server with the spec's messages, so the
 * schema holds only types and hard bounds.
 */
const OfferFields = {
  defaultPayoutCents: Chosen(
    Type.Integer({ maximum: OFFER_PAYOUT_MAX_CENTS, description: 'cents, at least 0 (OFFER-12, OFFER-13)' }),
  ),
  regionId: Chosen(Type.String({ maxLength: 40 })),
  type: Chosen(Type.String({ maxLength: 10, description: 'COD or CPL (OFFER-15)' })),
  productId: Chosen(Int),
  partnerId: Chosen(Int),
  scriptId: Chosen(Int),
  resale: Type.Optional(Type.Boolean({ description: 'false when not given (OFFER-22)' })),
  discountIds: Type.Optional(
    Type.Array(Int, { maxItems: 100, uniqueItems: true, description: 'at least one (OFFER-21)' }),
  ),
};

/** createOffer (OFFER-25): the id is chosen by the user and unique across the system (OFFER-08). */
export const CreateOfferBody = Type.Object({
  id: Chosen(Type.String({ maxLength: 64, description: `required, unique, ${OFFER_ID_PATTERN}` })),
  ...OfferFields,
});
export type CreateOfferBody = Static<typeof CreateOfferBody>;

/** updateOffer (OFFER-25): everything but the id, which never changes (OFFER-10). */
export const UpdateOfferBody = Type.Object(OfferFields);
export type UpdateOfferBody = Static<typeof UpdateOfferBody>;

export const Partner = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'Partner' });
export type Partner = Static<typeof Partner>;

/** A script with a published version, a choice for an offer (OFFER-19). */
export const OfferScriptChoice = Type.Object(
  { id: Type.Integer(), name: Type.String(), productId: Type.Integer() },
  { $id: 'OfferScriptChoice' },
);
export type OfferScriptChoice = Static<typeof OfferScriptChoice>;

/** A discount as the offer form chooses it (OFFER-21, OFFER-26). */
export const OfferDiscountChoice = Type.Object(
  { id: Type.Integer(), name: Type.String(), regionId: Type.String(), general: Type.Boolean() },
  { $id: 'OfferDiscountChoice' },
);
export type OfferDiscountChoice = Static<typeof OfferDiscountChoice>;

/** AGENCY-03: one agency special payout; payout in cents (AGENCY-22). */
export const AgencyPayoutDto = Type.Object(
  {
    id: Type.Integer(),
    offerId: Type.String(),
    partner: Type.Union([Type.String(), Type.Null()]),
    agencyName: Type.String(),
    payout: Type.Integer({ description: 'cents' }),
    productName: Type.String(),
  },
  { $id: 'AgencyPayoutDto' },
);
export type AgencyPayoutDto = Static<typeof AgencyPayoutDto>;

// The spec's rules (AGENCY-13, -14, -18..21) are checked by the server with the spec's messages.
const AgencyPayoutCents = Type.Optional(
  Type.Union([Type.Integer({ description: 'cents: 0..1000000 in steps of 25 (AGENCY-19..22)' }), Type.Null()]),
);
const AgencyName = Type.String({ maxLength: 100, description: 'required, without spaces (AGENCY-13, AGENCY-14)' });

/** createAgencyPayout({payout in cents, agencyName, offerId}) (AGENCY-23). */
export const CreateAgencyPayoutBody = Type.Object({
  offerId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  agencyName: AgencyName,
  payout: AgencyPayoutCents,
});
export type CreateAgencyPayoutBody = Static<typeof CreateAgencyPayoutBody>;

/** An edit changes only the payout: offer and agency name are fixed (AGENCY-24). */
export const UpdateAgencyPayoutBody = Type.Object({ payout: AgencyPayoutCents });
export type UpdateAgencyPayoutBody = Static<typeof UpdateAgencyPayoutBody>;

/** validateNameForAgency({offerId, partner, agencyName}) (AGENCY-16). */
export const AgencyNameQuery = Type.Object({
  offerId: Type.String({ minLength: 1, maxLength: 64 }),
  partner: Type.Optional(Type.String({ maxLength: 200, description: "the offer's partner; the offer decides it" })),
  agencyName: Type.String({ minLength: 1, maxLength: 100 }),
});
export type AgencyNameQuery = Static<typeof AgencyNameQuery>;

/** offersForAgencies (AGENCY-05): an offer with what the agency form fills in from it (AGENCY-09, AGENCY-10). */
export const AgencyOfferChoice = Type.Object(
  {
    id: Type.String(),
    partner: Type.Union([Type.String(), Type.Null()]),
    defaultPayoutCents: Type.Integer(),
    productName: Type.String(),
  },
  { $id: 'AgencyOfferChoice' },
);
export type AgencyOfferChoice = Static<typeof AgencyOfferChoice>;
