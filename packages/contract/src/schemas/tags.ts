/**
 * Order tags (spec 2 §3 "Tag", §4 "Tags", §7 "Tags"; SEARCH-39..45): a region's tags, user tags
 * created from the lists, and assigning or removing tags on orders. System tags are set by the
 * system (payments, delivery) and cannot be removed.
 */
import Type, { type Static } from 'typebox';

export const TAG_TYPES = ['user', 'system'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The system tags the specification names (OCONST-04), plus the DTK and VERIFIED tags of SEARCH-30. */
export const SYSTEM_TAG_VALUES = ['ORDER_PAID', 'ORDER_OVERPAID', 'WAITING_FOR_PAYMENT', 'VERIFIED', 'DTK'] as const;
export type SystemTagValue = (typeof SYSTEM_TAG_VALUES)[number];

/** A new tag's name: not blank (SEARCH-44), at most this long. */
export const TAG_VALUE_MAX = 40;
/** An antd preset colour name or a #rrggbb hex colour. */
export const TAG_COLOR_PATTERN = '^(#[0-9a-fA-F]{6}|[a-z]{3,12})$';
/** The lists re-read their rows this long after a tag change (SEARCH-41, OCONST-13). */
export const TAG_REFRESH_MS = 5000;

export const TagDto = Type.Object(
  {
    id: Type.Integer(),
    value: Type.String(),
    title: Type.String(),
    color: Type.String(),
    category: Type.String(),
    type: Type.Enum(TAG_TYPES),
    regionId: Type.String(),
  },
  { $id: 'Tag' },
);
export type TagDto = Static<typeof TagDto>;

export const TagsQuery = Type.Object({ regionId: Type.String({ minLength: 1, maxLength: 40 }) });
export type TagsQuery = Static<typeof TagsQuery>;

export const CreateTagBody = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: TAG_VALUE_MAX, pattern: '\\S' }),
    color: Type.String({ pattern: TAG_COLOR_PATTERN }),
    regionId: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { $id: 'CreateTagBody' },
);
export type CreateTagBody = Static<typeof CreateTagBody>;

export const OrderTagsBody = Type.Object(
  {
    orderIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    tagIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 50, uniqueItems: true }),
  },
  { $id: 'OrderTagsBody' },
);
export type OrderTagsBody = Static<typeof OrderTagsBody>;

/** How many order–tag pairs a call added or removed. */
export const OrderTagsResult = Type.Object({ changed: Type.Integer() }, { $id: 'OrderTagsResult' });
export type OrderTagsResult = Static<typeof OrderTagsResult>;

/** Every region's system tags; DTK exists only in the DTK region (Peru, where DTK delivers). */
export const SYSTEM_TAGS: readonly {
  value: SystemTagValue;
  title: string;
  color: string;
  category: string;
  regionIds?: readonly string[];
}[] = [
  { value: 'ORDER_PAID', title: 'Paid', color: 'green', category: 'payment' },
  { value: 'ORDER_OVERPAID', title: 'Overpaid', color: 'gold', category: 'payment' },
  { value: 'WAITING_FOR_PAYMENT', title: 'Waiting for payment', color: 'orange', category: 'payment' },
  { value: 'VERIFIED', title: 'Verified', color: 'blue', category: 'delivery' },
  { value: 'DTK', title: 'DTK', color: 'purple', category: 'delivery', regionIds: ['pe-central'] },
];

/** The region whose orders DTK delivers: tab 2 and the transfer to DTK belong to it (SEARCH-04, SEARCH-30). */
export const DTK_REGION_ID = 'pe-central';
