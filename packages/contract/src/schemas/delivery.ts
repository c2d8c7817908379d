/**
 * Address dictionary and delivery options (/module/delivery/api/v1): the delivery providers with
 * the per-provider field rules of the order modal (ONEW-83..97), dictionary addresses
 * (ONEW-64), delivery options with their schedules (ONEW-65, ONEW-75), reverse geocoding and the
 * coverage polygons (ONEW-72/73). docs/decisions/0702-delivery-providers.md names which provider
 * fills each role the specification leaves unnamed.
 */
import Type, { type Static } from 'typebox';

/** Address result types (OCONST-07). */
export const ADDRESS_TYPES = ['Starken', 'Servientrega', 'others'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Dictionary countries: the first two letters of a region id, upper-cased. */
export const DICTIONARY_COUNTRIES = ['PE', 'CL', 'CO', 'MX'] as const;
export type DictionaryCountry = (typeof DICTIONARY_COUNTRIES)[number];

/** Results with a score above this are kept exclusively by the modal (ONEW-43, OCONST-14). */
export const ADDRESS_SCORE_THRESHOLD = 20;
/** Only the first five schedule dates are offered (ONEW-57). */
export const SCHEDULE_DATES = 5;
/** A same-day slot is offered until this many minutes before it ends (ONEW-58). */
export const SAME_DAY_CUTOFF_MINUTES = 120;
/** Days to deliver of a provider place (OCONST-17). */
export const MAX_DAYS_TO_DELIVER = 30;

/** How the comments field of the delivery step behaves with a provider (ONEW-96/97). */
export type CommentsField = { label: 'DNI'; max: 8 } | { label: 'comments'; max: number };

/** Field rules of the delivery step that depend on the chosen provider. */
export type ProviderRules = {
  /** A "lat, lng" coordinates field is shown and required (ONEW-83). */
  coordinatesRequired: boolean;
  /** Street address maximum length (ONEW-87/88). */
  addressMax: number;
  /** Street text with a 5-digit number or the words postal/codigo is rejected (ONEW-89). */
  rejectsPostalCodeInStreet: boolean;
  /** The address reference field is shown (pe-central only, ONEW-90). */
  addressReference: boolean;
  comments: CommentsField;
  /** One of the two special Peru/Chile providers picked automatically (ONEW-55). */
  autoPick: boolean;
  /** Bluex-style state/city/district address (ORDER-31). */
  bluexAddress: boolean;
  /** Draws a coverage polygon on the map (ONEW-72); TCC only with the TSS feature (ONEW-73). */
  coverage: 'DTK' | 'Rappi' | 'TCC' | null;
};

export type DeliveryProviderInfo = {
  id: number;
  code: string;
  name: string;
  regionId: string;
  /** The provider can take prepaid (deposit) and cash-on-delivery orders at all. */
  prepay: boolean;
  cashOnDelivery: boolean;
  rules: ProviderRules;
};

const GENERIC_MAX = 300;
const base: ProviderRules = {
  coordinatesRequired: false,
  addressMax: GENERIC_MAX,
  rejectsPostalCodeInStreet: false,
  addressReference: false,
  comments: { label: 'comments', max: GENERIC_MAX },
  autoPick: false,
  bluexAddress: false,
  coverage: null,
};
const peru: ProviderRules = { ...base, coordinatesRequired: true, addressReference: true };

/** Fixed provider ids: the specification keeps provider ids as constants (§9). */
export const DELIVERY_PROVIDERS = [
  {
    id: 1,
    code: 'OLVA',
    name: 'Olva Courier',
    regionId: 'pe-central',
    prepay: true,
    cashOnDelivery: true,
    rules: { ...peru, addressMax: 85, rejectsPostalCodeInStreet: true, comments: { label: 'comments', max: 85 } },
  },
  {
    id: 2,
    code: 'SHALOM',
    name: 'Shalom',
    regionId: 'pe-central',
    prepay: true,
    cashOnDelivery: false,
    rules: { ...peru, addressReference: false, comments: { label: 'DNI', max: 8 } },
  },
  {
    id: 3,
    code: 'DTK',
    name: 'DTK',
    regionId: 'pe-central',
    prepay: true,
    cashOnDelivery: true,
    rules: { ...peru, autoPick: true, coverage: 'DTK' },
  },
  {
    id: 4,
    code: 'RAPPI_PE',
    name: 'Rappi',
    regionId: 'pe-central',
    prepay: true,
    cashOnDelivery: false,
    rules: { ...peru, addressReference: false, coverage: 'Rappi' },
  },
  {
    id: 5,
    code: 'STARKEN',
    name: 'Starken',
    regionId: 'cl-central',
    prepay: true,
    cashOnDelivery: true,
    rules: base,
  },
  {
    id: 6,
    code: 'BLUEX',
    name: 'Blue Express',
    regionId: 'cl-central',
    prepay: true,
    cashOnDelivery: true,
    rules: { ...base, autoPick: true, bluexAddress: true },
  },
  {
    id: 7,
    code: 'CHILEXPRESS',
    name: 'Chilexpress',
    regionId: 'cl-central',
    prepay: true,
    cashOnDelivery: true,
    rules: { ...base, coordinatesRequired: true, addressMax: 80 },
  },
  {
    id: 8,
    code: 'RAPPI_CL',
    name: 'Rappi',
    regionId: 'cl-central',
    prepay: true,
    cashOnDelivery: false,
    rules: { ...base, coordinatesRequired: true, coverage: 'Rappi' },
  },
  {
    id: 9,
    code: 'SERVIENTREGA',
    name: 'Servientrega',
    regionId: 'co-central',
    prepay: true,
    cashOnDelivery: true,
    rules: base,
  },
  {
    id: 10,
    code: 'TCC',
    name: 'TCC',
    regionId: 'co-central',
    prepay: true,
    cashOnDelivery: true,
    rules: { ...base, coverage: 'TCC' },
  },
  {
    id: 11,
    code: 'INTERRAPIDISIMO',
    name: 'Inter Rapidísimo',
    regionId: 'co-central',
    prepay: true,
    cashOnDelivery: true,
    rules: base,
  },
  {
    id: 12,
    code: 'RAPPI_CO',
    name: 'Rappi',
    regionId: 'co-central',
    prepay: true,
    cashOnDelivery: false,
    rules: { ...base, coverage: 'Rappi' },
  },
  {
    id: 13,
    code: 'ESTAFETA',
    name: 'Estafeta',
    regionId: 'mx-central',
    prepay: true,
    cashOnDelivery: true,
    rules: base,
  },
  {
    id: 14,
    code: '99MINUTOS',
    name: '99minutos',
    regionId: 'mx-central',
    prepay: true,
    cashOnDelivery: true,
    rules: base,
  },
  {
    id: 15,
    code: 'RAPPI_MX',
    name: 'Rappi',
    regionId: 'mx-central',
    prepay: true,
    cashOnDelivery: false,
    rules: { ...base, coverage: 'Rappi' },
  },
] as const satisfies readonly DeliveryProviderInfo[];

export function findDeliveryProvider(id: number): DeliveryProviderInfo | undefined {
  return DELIVERY_PROVIDERS.find((p) => p.id === id);
}

/** Street text with a 5-digit number or the words postal/codigo (ONEW-89), accents ignored. */
export function mentionsPostalCode(street: string): boolean {
  const plain = street.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return /(^|\D)\d{5}(\D|$)/.test(plain) || /postal|codigo/.test(plain);
}

/** "lat, lng" with decimals (ONEW-84): e.g. "-12.1211, -77.0297". */
export const COORDINATES_PATTERN = '^-?\\d{1,2}\\.\\d+,\\s*-?\\d{1,3}\\.\\d+$';
/** What the coordinates field takes: "-12.12110000, -77.02970000" with room to spare. */
export const COORDINATES_MAX_LENGTH = 40;

/** The dictionary search's longest query (the search route answers 400 beyond it). */
export const ADDRESS_SEARCH_MAX = 100;

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });
const ProductIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 });

export const AddressSearchQuery = Type.Object({
  query: Type.String({ minLength: 1, maxLength: ADDRESS_SEARCH_MAX }),
  /** Two letters, from the first two letters of the region id (ONEW-64). */
  country: Type.Enum(DICTIONARY_COUNTRIES),
  /** false (the modal's value) returns addresses without delivery options too. */
  withDeliveryOnly: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type AddressSearchQuery = Static<typeof AddressSearchQuery>;

/** One dictionary address (ONEW-64, ORDER-11 addressIdx). */
export const AddressDto = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Enum(ADDRESS_TYPES),
    country: Type.String(),
    region: Type.String(),
    province: Type.String(),
    city: Type.String(),
    district: Type.String(),
    postalCode: Type.String(),
    fullAddress: Type.String(),
    /** A prepaid (deposit) delivery is possible at this address. */
    deposit: Type.Boolean(),
    /** 0–100: how well the address matches the query (100 for a direct read). */
    score: Type.Integer(),
    latitude: Type.Number(),
    longitude: Type.Number(),
  },
  { $id: 'Address' },
);
export type AddressDto = Static<typeof AddressDto>;

/** Provinces of a country, or districts of one province: the map's district/parent selector (ONEW-66). */
export const AreasQuery = Type.Object({
  regionId: Type.String(),
  parent: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
/**
 * The edit form's address selects (ORDER-31): the states of the region's country, the cities of
 * one state, or the districts of one city of that state.
 */
export const PlacesQuery = Type.Object({
  regionId: Type.String(),
  state: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type PlacesQuery = Static<typeof PlacesQuery>;
/** A state or a city (addressId and postalCode null), or a district with its dictionary entry. */
export const PlaceDto = Type.Object({
  name: Type.String(),
  addressId: Type.Union([Type.Integer(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()]),
});
export type PlaceDto = Static<typeof PlaceDto>;
export const AreaDto = Type.Object({
  name: Type.String(),
  parent: Type.Union([Type.String(), Type.Null()]),
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** The dictionary address of a district; null for a province. */
  addressId: Type.Union([Type.Integer(), Type.Null()]),
});
export type AreaDto = Static<typeof AreaDto>;

/** Times of a day as "HH:mm-HH:mm" slots (OCONST-18). */
export const Schedule = Type.Record(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Array(Type.String()));
export type Schedule = Static<typeof Schedule>;

/** One delivery option (ONEW-65): `id` is the provider place, sent back as addressIdxDeliveryId. */
export const DeliveryOption = Type.Object({
  providerId: Type.Integer(),
  providerName: Type.String(),
  id: Type.Integer(),
  pickupPoint: Type.Union([Type.String(), Type.Null()]),
  schedule: Schedule,
  /** Place name; empty means express delivery (spec §3). */
  placeName: Type.String(),
  daysToDeliver: Type.Integer(),
  deliveryPrice: Type.Integer({ description: 'minor units' }),
});
export type DeliveryOption = Static<typeof DeliveryOption>;

export const DeliveryInfo = Type.Object(
  { prepay: Type.Array(DeliveryOption), payOnDelivery: Type.Array(DeliveryOption) },
  { $id: 'DeliveryInfo' },
);
export type DeliveryInfo = Static<typeof DeliveryInfo>;

export const DeliveryInfoByAddressQuery = Type.Object({
  addressId: Type.Integer({ minimum: 1 }),
  type: Type.Optional(Type.Enum(ADDRESS_TYPES)),
  productIds: Type.Optional(ProductIds),
});
export type DeliveryInfoByAddressQuery = Static<typeof DeliveryInfoByAddressQuery>;

export const DeliveryInfoByCoordinatesQuery = Type.Object({
  longitude: Longitude,
  latitude: Latitude,
  regionId: Type.String(),
  productIds: Type.Optional(ProductIds),
});
export type DeliveryInfoByCoordinatesQuery = Static<typeof DeliveryInfoByCoordinatesQuery>;

export const ReverseGeocodeQuery = Type.Object({ latitude: Latitude, longitude: Longitude, regionId: Type.String() });
export type ReverseGeocodeQuery = Static<typeof ReverseGeocodeQuery>;

/** The nearest dictionary address to a map point, with the distance to it. */
export const ReverseGeocodeResult = Type.Object(
  {
    address: AddressDto,
    /** Text stored as the order's map address (ONEW-69). */
    displayName: Type.String(),
    distanceMeters: Type.Integer(),
  },
  { $id: 'ReverseGeocodeResult' },
);
export type ReverseGeocodeResult = Static<typeof ReverseGeocodeResult>;

export const DeliveryProviderDto = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  regionId: Type.String(),
  prepay: Type.Boolean(),
  cashOnDelivery: Type.Boolean(),
});
export type DeliveryProviderDto = Static<typeof DeliveryProviderDto>;

/** GeoJSON FeatureCollection of coverage polygons (RFC 7946, [longitude, latitude]). */
export const CoverageFeature = Type.Object({
  type: Type.Literal('Feature'),
  id: Type.Integer(),
  geometry: Type.Object({
    type: Type.Literal('Polygon'),
    coordinates: Type.Array(Type.Array(Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }))),
  }),
  properties: Type.Object({
    providerId: Type.Integer(),
    providerName: Type.String(),
    coverage: Type.Union([Type.Literal('DTK'), Type.Literal('Rappi'), Type.Literal('TCC')]),
    name: Type.String(),
  }),
});
export type CoverageFeature = Static<typeof CoverageFeature>;
export const CoverageCollection = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(CoverageFeature) },
  { $id: 'CoverageCollection' },
);
export type CoverageCollection = Static<typeof CoverageCollection>;
